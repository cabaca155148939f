import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: a TOTP secret and recovery code hashes per user (issue 34). */
export class Migration20261207112828_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "two_factor" ("id" serial primary key, "user_id" int not null, "secret" varchar(64) not null, "enabled_at" timestamptz null, "last_step" int not null default 0, "recovery_codes" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "two_factor" add constraint "two_factor_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "two_factor" add constraint "two_factor_user_id_foreign" foreign key ("user_id") references "tessera_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "two_factor" cascade;`);
  }
}
