import { Migration } from '@mikro-orm/migrations';

/** API tokens, and audit entries that name the token a call came with (issue 34). */
export class Migration20261207111003_api_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "name" varchar(100) not null, "token_hash" varchar(64) not null, "hint" varchar(4) not null, "permissions" jsonb not null, "created_by_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "window_started_at" timestamptz not null, "window_calls" int not null default 0);`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_token_created_by_id_index" on "api_token" ("created_by_id");`);
    this.addSql(`alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "tessera_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "audit_log" add column "token_id" int null, add column "token_name" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
    this.addSql(`alter table "audit_log" drop column "token_id", drop column "token_name";`);
  }
}
