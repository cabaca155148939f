import { Migration } from '@mikro-orm/migrations';

/** Forgot-password requests waiting to be worked through (auth/account-link-requests.ts, issue 30). */
export class Migration20261129010000_account_link_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "account_link_request" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_link_request" cascade;`);
  }
}
