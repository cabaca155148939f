import { Migration } from '@mikro-orm/migrations';

/** Content export and import run as admin jobs with progress, once per cluster (issue 35). */
export class Migration20261207200000_transfer_jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transfer_job" ("id" serial primary key, "kind" varchar(16) not null, "published_only" boolean not null default false, "source" varchar(128) null, "status" varchar(16) not null default 'queued', "processed" int not null default 0, "total" int null, "counts" jsonb null, "refusals" jsonb not null, "refused_total" int not null default 0, "error_code" varchar(16) null, "started_by" int null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "updated_at" timestamptz not null, "lease_owner" varchar(64) null, "lease_until" timestamptz null);`,
    );
    // At most one job queued or running in the whole cluster: a second start is refused by the database too.
    this.addSql(`create unique index "transfer_job_one_active" on "transfer_job" ((true)) where "status" in ('queued', 'running');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "transfer_job" cascade;`);
  }
}
