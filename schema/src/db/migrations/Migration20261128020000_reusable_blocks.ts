import { Migration } from '@mikro-orm/migrations';

/** Reusable blocks (reusable-blocks/): a draft and a published copy each. */
export class Migration20261128020000_reusable_blocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reusable_block" ("id" serial primary key, "name" varchar(120) not null, "type" varchar(64) not null, "draft_props" jsonb not null, "draft_images" jsonb not null, "draft_files" jsonb not null, "published_props" jsonb null, "published_images" jsonb null, "published_files" jsonb null, "published_at" timestamptz null, "created_by" int null, "updated_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reusable_block" cascade;`);
  }
}
