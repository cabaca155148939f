import { Migration } from '@mikro-orm/migrations';

export class Migration20261121092640_page_title_sort extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "page_locale_title_index" on "page" ("locale", "title");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "page_locale_title_index";`);
  }
}
