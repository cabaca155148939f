import { Migration } from '@mikro-orm/migrations';

/** Site search: the PostgreSQL engine's documents (weighted tsvector per locale) and the whole-index jobs. */
export class Migration20261123160000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "search_document" ("page_id" int not null, "version_id" int not null, "locale" varchar(5) not null, "page_type" varchar(64) not null, "slug" varchar(255) not null, "title" varchar(255) not null, "seo_text" text not null, "body" text not null, "head" tsvector not null, "document" tsvector not null, "indexed_at" timestamptz not null, constraint "search_document_pkey" primary key ("page_id"));`,
    );
    this.addSql(`create index "search_document_document" on "search_document" using gin ("document");`);
    this.addSql(`create index "search_document_head" on "search_document" using gin ("head");`);
    this.addSql(`create index "search_document_title_trgm" on "search_document" using gin ("title" gin_trgm_ops);`);
    this.addSql(`alter table "search_document" add constraint "search_document_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(
      `create table "search_job" ("kind" varchar(16) not null, "state" varchar(16) not null, "done" int not null, "total" int not null, "run_id" uuid null, "started_at" timestamptz null, "heartbeat_at" timestamptz null, "finished_at" timestamptz null, "count" int null, constraint "search_job_pkey" primary key ("kind"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_job" cascade;`);
    this.addSql(`drop table if exists "search_document" cascade;`);
  }
}
