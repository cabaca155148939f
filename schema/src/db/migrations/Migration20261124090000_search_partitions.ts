import { Migration } from '@mikro-orm/migrations';

/** The four locales of this migration's time, each its own partition (a later locale lands in the default one). */
const partitions: Record<string, string> = { 'en-gb': 'en_gb', 'nl-nl': 'nl_nl', 'de-de': 'de_de', 'fr-fr': 'fr_fr' };

const columns = `"page_id" int not null, "version_id" int not null, "locale" varchar(5) not null, "page_type" varchar(64) not null, "slug" varchar(255) not null, "title" varchar(255) not null, "seo_text" text not null, "body" text not null, "head" tsvector not null, "document" tsvector not null, "indexed_at" timestamptz not null`;

/**
 * Splits the search index by locale (LIST partitions, issue 9): a search names its locales, so it
 * reads only their partitions, whose GIN and trigram indexes are a quarter of the whole. The
 * primary key of a partitioned table must hold the partition key, so it becomes (page_id, locale).
 * The rows already indexed are copied across, and the indexes built once after the copy.
 */
export class Migration20261124090000_search_partitions extends Migration {
  override async up(): Promise<void> {
    this.setAside();
    this.addSql(`create table "search_document" (${columns}, constraint "search_document_pkey" primary key ("page_id", "locale")) partition by list ("locale");`);
    for (const [locale, suffix] of Object.entries(partitions)) {
      this.addSql(`create table "search_document_${suffix}" partition of "search_document" for values in ('${locale}');`);
    }
    this.addSql(`create table "search_document_other" partition of "search_document" default;`);
    this.copyBackAndDrop();
  }

  override async down(): Promise<void> {
    this.setAside();
    this.addSql(`create table "search_document" (${columns}, constraint "search_document_pkey" primary key ("page_id"));`);
    this.copyBackAndDrop();
  }

  /** Renames the current table and its index names out of the way of the new one. */
  private setAside(): void {
    this.addSql(`drop index "search_document_document";`);
    this.addSql(`drop index "search_document_head";`);
    this.addSql(`drop index "search_document_title_trgm";`);
    this.addSql(`alter table "search_document" drop constraint "search_document_page_id_foreign";`);
    this.addSql(`alter table "search_document" rename constraint "search_document_pkey" to "search_document_before_pkey";`);
    this.addSql(`alter table "search_document" rename to "search_document_before";`);
  }

  /** Copies the indexed pages into the new table, then builds its indexes and drops the old one. */
  private copyBackAndDrop(): void {
    this.addSql(`insert into "search_document" select * from "search_document_before";`);
    this.addSql(`drop table "search_document_before";`);
    this.addSql(`create index "search_document_document" on "search_document" using gin ("document");`);
    this.addSql(`create index "search_document_head" on "search_document" using gin ("head");`);
    this.addSql(`create index "search_document_title_trgm" on "search_document" using gin ("title" gin_trgm_ops);`);
    this.addSql(`alter table "search_document" add constraint "search_document_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);
    // Statistics for the planner at once (the embedded PostgreSQL has no autovacuum to gather them).
    this.addSql(`analyze "search_document";`);
  }
}
