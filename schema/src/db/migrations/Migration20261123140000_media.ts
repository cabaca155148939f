import { Migration } from '@mikro-orm/migrations';

/** The media library (folders and files) and which version of a page uses a file. */
export class Migration20261123140000_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "media_directory" ("id" serial primary key, "path" varchar(1024) not null, "parent" varchar(1024) not null, "name" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "media_directory_path_folded_unique" on "media_directory" (lower("path"));`);
    this.addSql(`create index "media_directory_parent_index" on "media_directory" ("parent" text_pattern_ops);`);

    this.addSql(
      `create table "media_file" ("id" serial primary key, "directory" varchar(1024) not null, "file_name" varchar(255) not null, "kind" varchar(16) not null, "content_type" varchar(128) not null, "hash" varchar(64) not null, "size" bigint null, "width" int null, "height" int null, "default_alt_text" varchar(500) not null default '', "shared" boolean not null default false, "video" jsonb null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "media_file_hash_index" on "media_file" ("hash");`);
    this.addSql(`create unique index "media_file_name_folded_unique" on "media_file" ("directory", lower("file_name"));`);
    this.addSql(`create index "media_file_directory_index" on "media_file" ("directory" text_pattern_ops);`);
    this.addSql(`create index "media_file_search" on "media_file" using gin ("file_name" gin_trgm_ops);`);

    this.addSql(`alter table "page_file_usage" add column "published" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "page_file_usage" drop column "published";`);
    this.addSql(`drop table if exists "media_file" cascade;`);
    this.addSql(`drop table if exists "media_directory" cascade;`);
  }
}
