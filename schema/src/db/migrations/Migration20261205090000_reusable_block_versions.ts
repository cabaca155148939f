import { Migration } from '@mikro-orm/migrations';

/**
 * Reusable blocks get immutable versions and publication requests (issue 30: a publication names
 * the version its publisher saw), and pages record which reusable blocks their latest and
 * published versions refer to (only what a published page shows is public). A block's published
 * copy becomes version 1; its draft becomes the same version when it equals it, version 2 (or 1
 * when never published) otherwise; the page references are read from the versions once.
 */
export class Migration20261205090000_reusable_block_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "page_reusable_block_use" ("id" serial primary key, "page_id" int not null, "reusable_block_id" int not null, "published" boolean not null default false);`);
    this.addSql(`create index "page_reusable_block_use_page_id_index" on "page_reusable_block_use" ("page_id");`);
    this.addSql(`create index "page_reusable_block_use_reusable_block_id_published_index" on "page_reusable_block_use" ("reusable_block_id", "published");`);
    this.addSql(`alter table "page_reusable_block_use" add constraint "page_reusable_block_use_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(
      `create table "reusable_block_version" ("id" serial primary key, "block_id" int not null, "number" int not null, "props" jsonb not null, "images" jsonb not null, "files" jsonb not null, "created_by" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "reusable_block_version" add constraint "reusable_block_version_block_id_number_unique" unique ("block_id", "number");`);
    this.addSql(
      `alter table "reusable_block_version" add constraint "reusable_block_version_block_id_foreign" foreign key ("block_id") references "reusable_block" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "reusable_block_request" ("id" serial primary key, "block_id" int not null, "version_id" int not null, "status" varchar(16) not null default 'open', "requested_by" int null, "requester_comment" text not null default '', "reviewed_by" int null, "reviewer_feedback" text null, "created_at" timestamptz not null, "decided_at" timestamptz null);`,
    );
    this.addSql(`create index "reusable_block_request_block_id_index" on "reusable_block_request" ("block_id");`);
    this.addSql(`create index "reusable_block_request_status_index" on "reusable_block_request" ("status");`);
    this.addSql(
      `alter table "reusable_block_request" add constraint "reusable_block_request_block_id_foreign" foreign key ("block_id") references "reusable_block" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reusable_block_request" add constraint "reusable_block_request_version_id_foreign" foreign key ("version_id") references "reusable_block_version" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "reusable_block" add column "latest_version_id" int null, add column "published_version_id" int null, add column "open_request_id" int null;`);

    // The content moves into versions before its columns go.
    this.addSql(`insert into "reusable_block_version" ("block_id", "number", "props", "images", "files", "created_by", "created_at")
      select "id", 1, "published_props", coalesce("published_images", '{}'), coalesce("published_files", '{}'), "updated_by", coalesce("published_at", "updated_at")
        from "reusable_block" where "published_props" is not null;`);
    this.addSql(`update "reusable_block" b set "published_version_id" = v."id" from "reusable_block_version" v where v."block_id" = b."id" and v."number" = 1;`);
    this.addSql(`update "reusable_block" set "latest_version_id" = "published_version_id"
      where "published_props" is not null and "draft_props" = "published_props" and "draft_images" = coalesce("published_images", '{}') and "draft_files" = coalesce("published_files", '{}');`);
    this.addSql(`insert into "reusable_block_version" ("block_id", "number", "props", "images", "files", "created_by", "created_at")
      select "id", case when "published_props" is null then 1 else 2 end, "draft_props", "draft_images", "draft_files", "updated_by", "updated_at"
        from "reusable_block" where "latest_version_id" is null;`);
    this.addSql(`update "reusable_block" b set "latest_version_id" = v."id" from "reusable_block_version" v
      where b."latest_version_id" is null and v."block_id" = b."id" and v."number" = case when b."published_props" is null then 1 else 2 end;`);
    this.addSql(
      `alter table "reusable_block" drop column "draft_props", drop column "draft_images", drop column "draft_files", drop column "published_props", drop column "published_images", drop column "published_files";`,
    );

    this.addSql(
      `alter table "reusable_block" add constraint "reusable_block_latest_version_id_foreign" foreign key ("latest_version_id") references "reusable_block_version" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "reusable_block" add constraint "reusable_block_published_version_id_foreign" foreign key ("published_version_id") references "reusable_block_version" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "reusable_block" add constraint "reusable_block_open_request_id_foreign" foreign key ("open_request_id") references "reusable_block_request" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "reusable_block_created_by_index" on "reusable_block" ("created_by");`);

    // What pages refer to now, from their latest and published versions (references by a whole number only).
    this.addSql(`insert into "page_reusable_block_use" ("page_id", "reusable_block_id", "published")
      select p."id", (b->'props'->>'ref')::int, bool_or(v."id" = p."published_version_id")
        from "page" p join "page_version" v on v."id" in (p."latest_version_id", p."published_version_id")
        cross join jsonb_array_elements(v."blocks") b
       where b->>'type' = 'reusable' and b->'props'->>'ref' ~ '^[1-9][0-9]{0,8}$'
       group by 1, 2;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "reusable_block" add column "draft_props" jsonb null, add column "draft_images" jsonb null, add column "draft_files" jsonb null, add column "published_props" jsonb null, add column "published_images" jsonb null, add column "published_files" jsonb null;`,
    );
    this.addSql(
      `update "reusable_block" b set "draft_props" = v."props", "draft_images" = v."images", "draft_files" = v."files" from "reusable_block_version" v where v."id" = b."latest_version_id";`,
    );
    this.addSql(
      `update "reusable_block" b set "published_props" = v."props", "published_images" = v."images", "published_files" = v."files" from "reusable_block_version" v where v."id" = b."published_version_id";`,
    );
    this.addSql(`alter table "reusable_block" alter column "draft_props" set not null, alter column "draft_images" set not null, alter column "draft_files" set not null;`);
    this.addSql(
      `alter table "reusable_block" drop constraint "reusable_block_latest_version_id_foreign", drop constraint "reusable_block_published_version_id_foreign", drop constraint "reusable_block_open_request_id_foreign";`,
    );
    this.addSql(`drop index "reusable_block_created_by_index";`);
    this.addSql(`alter table "reusable_block" drop column "latest_version_id", drop column "published_version_id", drop column "open_request_id";`);
    this.addSql(`drop table if exists "reusable_block_request" cascade;`);
    this.addSql(`drop table if exists "reusable_block_version" cascade;`);
    this.addSql(`drop table if exists "page_reusable_block_use" cascade;`);
  }
}
