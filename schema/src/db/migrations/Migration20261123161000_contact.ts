import { Migration } from '@mikro-orm/migrations';

/** The contact form: visitors' submissions, and submissions per client for the rate limit. */
export class Migration20261123161000_contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_submission" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) not null, "message" text not null, "locale" varchar(5) not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_submission_created_at_index" on "contact_submission" ("created_at");`);

    this.addSql(
      `create table "contact_rate_limit" ("client_key" varchar(64) not null, "submissions" int not null default 0, "window_started_at" timestamptz not null, constraint "contact_rate_limit_pkey" primary key ("client_key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_rate_limit" cascade;`);
    this.addSql(`drop table if exists "contact_submission" cascade;`);
  }
}
