import { Migration } from '@mikro-orm/migrations';

/** Passkeys (WebAuthn) per user, and the sign-in challenges already answered (issue 34). */
export class Migration20261207143000_passkeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "passkey" ("id" serial primary key, "user_id" int not null, "credential_id" varchar(1366) not null, "public_key" text not null, "counter" bigint not null default 0, "transports" jsonb not null, "name" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`create index "passkey_user_id_index" on "passkey" ("user_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_credential_id_unique" unique ("credential_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_user_id_foreign" foreign key ("user_id") references "tessera_user" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `create table "used_passkey_challenge" ("challenge_hash" varchar(64) not null, "expires_at" timestamptz not null, constraint "used_passkey_challenge_pkey" primary key ("challenge_hash"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "used_passkey_challenge" cascade;`);
    this.addSql(`drop table if exists "passkey" cascade;`);
  }
}
