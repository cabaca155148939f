import { Migration } from '@mikro-orm/migrations';

/** Scheduled publishing: when a page goes live (which version, scheduled by whom) and when it comes off. */
export class Migration20261128010000_page_schedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "page" add column "scheduled_publish_at" timestamptz null, add column "scheduled_version_id" int null, add column "scheduled_unpublish_at" timestamptz null, add column "scheduled_by" int null;`,
    );
    this.addSql(`alter table "page" add constraint "page_scheduled_version_id_foreign" foreign key ("scheduled_version_id") references "page_version" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "page_scheduled_publish_at_index" on "page" ("scheduled_publish_at");`);
    this.addSql(`create index "page_scheduled_unpublish_at_index" on "page" ("scheduled_unpublish_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "page" drop constraint "page_scheduled_version_id_foreign";`);

    this.addSql(`drop index "page_scheduled_publish_at_index";`);
    this.addSql(`drop index "page_scheduled_unpublish_at_index";`);
    this.addSql(`alter table "page" drop column "scheduled_publish_at", drop column "scheduled_version_id", drop column "scheduled_unpublish_at", drop column "scheduled_by";`);
  }
}
