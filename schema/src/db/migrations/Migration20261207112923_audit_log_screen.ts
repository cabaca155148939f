import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log screen (issue 34): an index per filter in the list's order (`at`, `id`), the
 * caller's user agent, and the retention job's lease. The single-column indexes on `at` and
 * `actor_id` give way to the composite ones that begin with them.
 */
export class Migration20261207112923_audit_log_screen extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_retention_run" ("id" int not null, "holder" varchar(64) null, "lease_until" timestamptz null, constraint "audit_retention_run_pkey" primary key ("id"));`);
    this.addSql(`drop index "audit_log_actor_id_index";`);
    this.addSql(`drop index "audit_log_at_index";`);
    this.addSql(`alter table "audit_log" add column "user_agent" varchar(256) null;`);
    this.addSql(`create index "audit_log_token_id_at_id_index" on "audit_log" ("token_id", "at", "id") where "token_id" is not null;`);
    this.addSql(`create index "audit_log_subject_at_id_index" on "audit_log" ("subject_type", "subject_id", "at", "id");`);
    this.addSql(`create index "audit_log_action_at_id_index" on "audit_log" ("action" text_pattern_ops, "at", "id");`);
    this.addSql(`create index "audit_log_actor_id_at_id_index" on "audit_log" ("actor_id", "at", "id");`);
    this.addSql(`create index "audit_log_at_id_index" on "audit_log" ("at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_retention_run" cascade;`);
    this.addSql(`drop index "audit_log_token_id_at_id_index";`);
    this.addSql(`drop index "audit_log_subject_at_id_index";`);
    this.addSql(`drop index "audit_log_action_at_id_index";`);
    this.addSql(`drop index "audit_log_actor_id_at_id_index";`);
    this.addSql(`drop index "audit_log_at_id_index";`);
    this.addSql(`alter table "audit_log" drop column "user_agent";`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
  }
}
