import { Migration } from '@mikro-orm/migrations';

export class Migration20261121092924_tag_name_folded extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unique index "tag_name_folded_unique" on "tag" (lower("name"), "is_private");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "tag_name_folded_unique";`);
  }
}
