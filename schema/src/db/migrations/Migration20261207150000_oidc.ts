import { Migration } from '@mikro-orm/migrations';

/** Single sign-on: each user's account (issuer and subject) at OpenID providers (issue 34). */
export class Migration20261207150000_oidc extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "oidc_link" ("id" serial primary key, "user_id" int not null, "issuer" varchar(255) not null, "subject" varchar(255) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "oidc_link" add constraint "oidc_link_issuer_subject_unique" unique ("issuer", "subject");`);
    this.addSql(`alter table "oidc_link" add constraint "oidc_link_user_id_issuer_unique" unique ("user_id", "issuer");`);
    this.addSql(`alter table "oidc_link" add constraint "oidc_link_user_id_foreign" foreign key ("user_id") references "tessera_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oidc_link" cascade;`);
  }
}
