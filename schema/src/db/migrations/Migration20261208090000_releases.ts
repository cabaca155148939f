import { Migration } from '@mikro-orm/migrations';

/** Content releases (issue 36): a release and its items, with what was live before it published. */
export class Migration20261208090000_releases extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "release" ("id" serial primary key, "name" varchar(200) not null, "description" varchar(2000) not null default '', "status" varchar(16) not null default 'open', "scheduled_at" timestamptz null, "scheduled_by" int null, "published_at" timestamptz null, "published_by" int null, "rolled_back_at" timestamptz null, "rolled_back_by" int null, "failure" varchar(500) null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "release_due" on "release" ("status", "scheduled_at");`);
    this.addSql(
      `create table "release_item" ("id" serial primary key, "release_id" int not null, "kind" varchar(32) not null, "target" varchar(40) not null, "page_id" int null, "page_version_id" int null, "reusable_block_id" int null, "reusable_block_version_id" int null, "menu_locale" varchar(5) null, "menu_tree" jsonb null, "added_by" int null, "added_at" timestamptz not null, "previous_recorded" boolean not null default false, "previous_page_version_id" int null, "previous_block_version_id" int null, "previous_menu_tree" jsonb null);`,
    );
    this.addSql(`alter table "release_item" add constraint "release_item_target_unique" unique ("release_id", "target");`);
    this.addSql(`create index "release_item_page_id_index" on "release_item" ("page_id");`);
    this.addSql(`create index "release_item_reusable_block_id_index" on "release_item" ("reusable_block_id");`);
    this.addSql(`alter table "release_item" add constraint "release_item_release_id_foreign" foreign key ("release_id") references "release" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "release_item" add constraint "release_item_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "release_item" add constraint "release_item_page_version_id_foreign" foreign key ("page_version_id") references "page_version" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "release_item" add constraint "release_item_reusable_block_id_foreign" foreign key ("reusable_block_id") references "reusable_block" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "release_item" add constraint "release_item_reusable_block_version_id_foreign" foreign key ("reusable_block_version_id") references "reusable_block_version" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "release_item" add constraint "release_item_previous_page_version_id_foreign" foreign key ("previous_page_version_id") references "page_version" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "release_item" add constraint "release_item_previous_block_version_id_foreign" foreign key ("previous_block_version_id") references "reusable_block_version" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "release_item" cascade;`);
    this.addSql(`drop table if exists "release" cascade;`);
  }
}
