import { Migration } from '@mikro-orm/migrations';

/** Redirects managed in the admin (issue 35). */
export class Migration20261207160000_redirects extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "redirect" ("id" serial primary key, "locale" varchar(5) null, "from_path" varchar(1024) not null, "to" varchar(2048) not null, "status" smallint not null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "redirect_locale_from_unique" on "redirect" (coalesce("locale", '*'), "from_path");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "redirect" cascade;`);
  }
}
