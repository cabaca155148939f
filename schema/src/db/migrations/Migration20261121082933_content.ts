import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082933_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(
      `create table "certificate" ("id" serial primary key, "title" varchar(255) not null, "subtext" varchar(1024) null, "image" jsonb null, "active" boolean not null default true, "position" int not null default 0);`,
    );

    this.addSql(`create table "domain_event" ("id" bigserial primary key, "type" varchar(64) not null, "payload" jsonb not null, "origin" varchar(36) not null, "at" timestamptz not null);`);

    this.addSql(
      `create table "page" ("id" serial primary key, "locale" varchar(5) not null, "slug" varchar(255) not null, "type" varchar(64) not null, "translation_group" uuid not null, "title" varchar(255) not null, "latest_version_id" int null, "published_version_id" int null, "published_at" timestamptz null, "ever_published" boolean not null default false, "open_request_id" int null, "created_by" int null, "updated_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "page_translation_group_index" on "page" ("translation_group");`);
    this.addSql(`create index "page_open_request_id_index" on "page" ("open_request_id");`);
    this.addSql(`create index "page_created_by_index" on "page" ("created_by");`);
    this.addSql(`create index "page_updated_by_index" on "page" ("updated_by");`);
    this.addSql(`create index "page_search" on "page" using gin ("locale", (("title"::text || E'\\n' || "slug"::text)) gin_trgm_ops);`);
    this.addSql(`create index "page_locale_updated_at_index" on "page" ("locale", "updated_at");`);
    this.addSql(`create index "page_locale_created_at_index" on "page" ("locale", "created_at");`);
    this.addSql(`create index "page_locale_type_updated_at_index" on "page" ("locale", "type", "updated_at");`);
    this.addSql(`alter table "page" add constraint "page_locale_slug_unique" unique ("locale", "slug");`);

    this.addSql(
      `create table "publication_request" ("id" serial primary key, "page_id" int not null, "version_id" int not null, "status" varchar(16) not null default 'open', "requested_by" int null, "requester_comment" text not null default '', "reviewed_by" int null, "reviewer_feedback" text null, "created_at" timestamptz not null, "sent_at" timestamptz not null, "decided_at" timestamptz null);`,
    );
    this.addSql(`create index "publication_request_page_id_index" on "publication_request" ("page_id");`);
    this.addSql(`create index "publication_request_status_index" on "publication_request" ("status");`);

    this.addSql(
      `create table "page_version" ("id" serial primary key, "page_id" int not null, "number" int not null, "based_on" int null, "title" varchar(255) not null, "blocks" jsonb not null, "seo_title" varchar(255) null, "seo_description" text null, "seo_keywords" jsonb not null, "seo_image" jsonb null, "type_data" jsonb not null, "created_by" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "page_version" add constraint "page_version_page_id_number_unique" unique ("page_id", "number");`);

    this.addSql(`create table "page_redirect" ("id" serial primary key, "locale" varchar(5) not null, "from_slug" varchar(255) not null, "page_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "page_redirect" add constraint "page_redirect_locale_from_slug_unique" unique ("locale", "from_slug");`);

    this.addSql(`create table "page_file_usage" ("id" serial primary key, "page_id" int not null, "file_id" int not null);`);
    this.addSql(`create index "page_file_usage_page_id_index" on "page_file_usage" ("page_id");`);
    this.addSql(`create index "page_file_usage_file_id_index" on "page_file_usage" ("file_id");`);

    this.addSql(
      `create table "menu_item" ("id" serial primary key, "locale" varchar(5) not null, "parent_id" int null, "position" int not null default 0, "label" varchar(255) not null, "page_id" int null, "url" varchar(2048) null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "menu_item_locale_parent_id_position_index" on "menu_item" ("locale", "parent_id", "position");`);

    this.addSql(`create table "setting" ("key" varchar(64) not null, "value" jsonb not null, constraint "setting_pkey" primary key ("key"));`);

    this.addSql(`create table "site_text" ("id" serial primary key, "key" varchar(64) not null, "locale" varchar(5) not null, "value" jsonb not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "site_text" add constraint "site_text_key_locale_unique" unique ("key", "locale");`);

    this.addSql(`create table "skill" ("id" serial primary key, "name" varchar(128) not null, "active" boolean not null default true, "position" int not null default 0);`);
    this.addSql(`alter table "skill" add constraint "skill_name_unique" unique ("name");`);

    this.addSql(`create table "tag" ("id" serial primary key, "name" varchar(64) not null, "is_private" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`alter table "tag" add constraint "tag_name_is_private_unique" unique ("name", "is_private");`);

    this.addSql(`create table "page_tag" ("tag_id" int not null, "page_id" int not null, constraint "page_tag_pkey" primary key ("tag_id", "page_id"));`);

    this.addSql(
      `create table "team_member" ("id" serial primary key, "name" varchar(255) not null, "function" varchar(255) null, "description" text null, "specialties" jsonb not null, "linkedin_url" varchar(2048) null, "quote" text null, "skills" jsonb not null, "image" jsonb null, "active" boolean not null default true, "position" int not null default 0);`,
    );

    this.addSql(`alter table "page" add constraint "page_latest_version_id_foreign" foreign key ("latest_version_id") references "page_version" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "page" add constraint "page_published_version_id_foreign" foreign key ("published_version_id") references "page_version" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "page" add constraint "page_open_request_id_foreign" foreign key ("open_request_id") references "publication_request" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "publication_request" add constraint "publication_request_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "publication_request" add constraint "publication_request_version_id_foreign" foreign key ("version_id") references "page_version" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "page_version" add constraint "page_version_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "page_redirect" add constraint "page_redirect_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "page_file_usage" add constraint "page_file_usage_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "menu_item" add constraint "menu_item_parent_id_foreign" foreign key ("parent_id") references "menu_item" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "menu_item" add constraint "menu_item_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "page_tag" add constraint "page_tag_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "page_tag" add constraint "page_tag_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "publication_request" drop constraint "publication_request_page_id_foreign";`);

    this.addSql(`alter table "page_version" drop constraint "page_version_page_id_foreign";`);

    this.addSql(`alter table "page_redirect" drop constraint "page_redirect_page_id_foreign";`);

    this.addSql(`alter table "page_file_usage" drop constraint "page_file_usage_page_id_foreign";`);

    this.addSql(`alter table "menu_item" drop constraint "menu_item_page_id_foreign";`);

    this.addSql(`alter table "page_tag" drop constraint "page_tag_page_id_foreign";`);

    this.addSql(`alter table "page" drop constraint "page_open_request_id_foreign";`);

    this.addSql(`alter table "page" drop constraint "page_latest_version_id_foreign";`);

    this.addSql(`alter table "page" drop constraint "page_published_version_id_foreign";`);

    this.addSql(`alter table "publication_request" drop constraint "publication_request_version_id_foreign";`);

    this.addSql(`alter table "menu_item" drop constraint "menu_item_parent_id_foreign";`);

    this.addSql(`alter table "page_tag" drop constraint "page_tag_tag_id_foreign";`);

    this.addSql(`drop table if exists "certificate" cascade;`);

    this.addSql(`drop table if exists "domain_event" cascade;`);

    this.addSql(`drop table if exists "page" cascade;`);

    this.addSql(`drop table if exists "publication_request" cascade;`);

    this.addSql(`drop table if exists "page_version" cascade;`);

    this.addSql(`drop table if exists "page_redirect" cascade;`);

    this.addSql(`drop table if exists "page_file_usage" cascade;`);

    this.addSql(`drop table if exists "menu_item" cascade;`);

    this.addSql(`drop table if exists "setting" cascade;`);

    this.addSql(`drop table if exists "site_text" cascade;`);

    this.addSql(`drop table if exists "skill" cascade;`);

    this.addSql(`drop table if exists "tag" cascade;`);

    this.addSql(`drop table if exists "page_tag" cascade;`);

    this.addSql(`drop table if exists "team_member" cascade;`);
  }
}
