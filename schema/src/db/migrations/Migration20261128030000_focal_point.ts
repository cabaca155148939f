import { Migration } from '@mikro-orm/migrations';

/** An image's focal point (media/, issue 24): `{ x, y }` in 0–1, null for none. */
export class Migration20261128030000_focal_point extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "media_file" add column "focal_point" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media_file" drop column "focal_point";`);
  }
}
