import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36, translation workflow: a translation page names the page it was translated from and
 * the number of that page's version its content reflects ("made from"). Per page, not per
 * version: the question "did the source change since?" is asked of the page in the overview.
 * Both nullable: source pages, and translations made before this migration, have none.
 */
export class Migration20261208091000_translation_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "page" add column "translation_source_page_id" int null, add column "translation_source_version" int null;`);
    this.addSql(
      `alter table "page" add constraint "page_translation_source_page_id_foreign" foreign key ("translation_source_page_id") references "page" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "page_translation_source_page_id_index" on "page" ("translation_source_page_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "page" drop column if exists "translation_source_page_id", drop column if exists "translation_source_version";`);
  }
}
