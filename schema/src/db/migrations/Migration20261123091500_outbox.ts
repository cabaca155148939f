import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox: events ordered by their writing transaction, and mail to send. */
export class Migration20261123091500_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "domain_event" add column "tx" xid8 not null default pg_current_xact_id();`);
    this.addSql(`create index "domain_event_tx_id_index" on "domain_event" ("tx", "id");`);

    this.addSql(
      `create table "mail_outbox" ("id" bigserial primary key, "message" jsonb not null, "created_at" timestamptz not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "sent_at" timestamptz null, "failed_at" timestamptz null, "last_error" varchar(1000) null);`,
    );
    this.addSql(`create index "mail_outbox_next_attempt_at_index" on "mail_outbox" ("next_attempt_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop index "domain_event_tx_id_index";`);
    this.addSql(`alter table "domain_event" drop column "tx";`);
  }
}
