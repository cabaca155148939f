import { Migration } from '@mikro-orm/migrations';

/** Durable consumers of the domain events (position and lease per consumer) and the events they parked. */
export class Migration20261127110000_event_consumers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event_consumer" ("name" varchar(100) not null, "position_tx" xid8 not null, "position_id" bigint not null, "lease_owner" varchar(36) null, "lease_until" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_error" varchar(1000) null, "updated_at" timestamptz not null, constraint "event_consumer_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "parked_event" ("id" bigserial primary key, "consumer" varchar(100) not null, "event_id" bigint not null, "type" varchar(64) not null, "payload" jsonb not null, "origin" varchar(36) not null, "raised_at" timestamptz not null, "attempts" int not null, "last_error" varchar(1000) not null, "parked_at" timestamptz not null, "state" varchar(16) not null default 'parked');`,
    );
    this.addSql(`create index "parked_event_consumer_state_index" on "parked_event" ("consumer", "state");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "parked_event" cascade;`);
    this.addSql(`drop table if exists "event_consumer" cascade;`);
  }
}
