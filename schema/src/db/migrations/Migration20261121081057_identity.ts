import { Migration } from '@mikro-orm/migrations';

export class Migration20261121081057_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" serial primary key, "at" timestamptz not null, "actor_id" int null, "actor_email" varchar(254) null, "action" varchar(64) not null, "subject_type" varchar(32) null, "subject_id" varchar(64) null, "details" jsonb null, "ip" varchar(64) null);`,
    );
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);

    this.addSql(
      `create table "login_throttle" ("email" varchar(254) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_throttle_pkey" primary key ("email"));`,
    );

    this.addSql(`create table "role" ("id" serial primary key, "name" varchar(64) not null, "permissions" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "role" add constraint "role_name_unique" unique ("name");`);

    this.addSql(`create table "system_secret" ("name" varchar(64) not null, "value" text not null, constraint "system_secret_pkey" primary key ("name"));`);

    this.addSql(
      `create table "tessera_user" ("id" serial primary key, "email" varchar(254) not null, "password_hash" text null, "active" boolean not null default false, "name" varchar(255) not null, "job_title" varchar(255) null, "image_key" varchar(255) null, "role_id" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "tessera_user" add constraint "tessera_user_email_unique" unique ("email");`);

    this.addSql(
      `create table "session" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "ip" varchar(64) null, constraint "session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(
      `create table "one_time_token" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "purpose" varchar(16) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "one_time_token" add constraint "one_time_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "tessera_user" add constraint "tessera_user_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "tessera_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "one_time_token" add constraint "one_time_token_user_id_foreign" foreign key ("user_id") references "tessera_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tessera_user" drop constraint "tessera_user_role_id_foreign";`);

    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`alter table "one_time_token" drop constraint "one_time_token_user_id_foreign";`);

    this.addSql(`drop table if exists "audit_log" cascade;`);

    this.addSql(`drop table if exists "login_throttle" cascade;`);

    this.addSql(`drop table if exists "role" cascade;`);

    this.addSql(`drop table if exists "system_secret" cascade;`);

    this.addSql(`drop table if exists "tessera_user" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "one_time_token" cascade;`);
  }
}
