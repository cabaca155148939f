import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints and their delivery log (webhooks/). */
export class Migration20261127173417_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" serial primary key, "url" varchar(2048) not null, "description" varchar(200) null, "secret" varchar(200) not null, "event_types" jsonb not null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "webhook_delivery" ("id" bigserial primary key, "endpoint_id" int not null, "event_id" bigint not null, "event_type" varchar(64) not null, "body" text not null, "attempt" int not null, "trigger" varchar(16) not null, "status_code" int null, "error" varchar(1000) null, "succeeded" boolean not null, "duration_ms" int not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "webhook_delivery_endpoint_id_event_id_index" on "webhook_delivery" ("endpoint_id", "event_id");`);

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}
