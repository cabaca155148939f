import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Page } from '../pages/page.entities';

/**
 * The PostgreSQL search engine's index: one row per published page, with its text and the
 * weighted `tsvector` built from it in the configuration of the page's language. Written only by
 * PostgresSearchEngine (upserts, so a repeated event changes nothing); deleting the page deletes it.
 * The table is partitioned by locale (migration 20261124090000): a search reads only the partitions
 * of the locales it asks for, so the primary key holds the locale too (a page has one row all the same).
 */
@Entity({ tableName: 'search_document' })
// Full-text matches, and title/SEO matches alone (ranked first). The locale is checked on the
// row, not in the index: with it in a multi-column GIN index the planner may scan by locale alone.
@Index({ name: 'search_document_document', expression: 'create index "search_document_document" on "search_document" using gin ("document")' })
@Index({ name: 'search_document_head', expression: 'create index "search_document_head" on "search_document" using gin ("head")' })
// The typo-tolerant fallback: word similarity of the term to the title (pg_trgm).
@Index({ name: 'search_document_title_trgm', expression: 'create index "search_document_title_trgm" on "search_document" using gin ("title" gin_trgm_ops)' })
export class SearchDocumentRow {
  @ManyToOne({ entity: () => Page, primary: true, deleteRule: 'cascade', updateRule: 'cascade' })
  page!: Page;

  /** The page's locale: the partition key. */
  @PrimaryKey({ type: 'string', length: 5 })
  locale!: string;

  /** The published version the text comes from. */
  @Property({ type: 'integer' })
  versionId!: number;

  @Property({ type: 'string', length: 64 })
  pageType!: string;

  @Property({ type: 'string', length: 255 })
  slug!: string;

  @Property({ type: 'string', length: 255 })
  title!: string;

  /** SEO title, description and keywords, one per line. */
  @Property({ type: 'text' })
  seoText!: string;

  /** The visible text of the blocks (and the page type's own text fields). */
  @Property({ type: 'text' })
  body!: string;

  /** Title (weight A) and SEO text (B), in the locale's text-search configuration. */
  @Property({ type: 'unknown', columnType: 'tsvector' })
  head!: unknown;

  /** `head` and the body (weight C): what a search matches and ranks. */
  @Property({ type: 'unknown', columnType: 'tsvector' })
  document!: unknown;

  @Property({ type: 'datetime' })
  indexedAt!: Date;
}

/**
 * The state of the two whole-index jobs (SPEC §4 "Search indexing"), one row each, shared by every
 * instance. A row in state `loading` with a recent heartbeat is the job's lock: no instance starts
 * the same job again while it holds.
 */
@Entity({ tableName: 'search_job' })
export class SearchJobRow {
  /** `removal` or `indexing`. */
  @PrimaryKey({ type: 'string', length: 16 })
  kind!: string;

  /** idle, loading, success or error. */
  @Property({ type: 'string', length: 16 })
  state!: string;

  @Property({ type: 'integer' })
  done!: number;

  @Property({ type: 'integer' })
  total!: number;

  /** The run that owns the job: a worker whose run id is no longer here stops. */
  @Property({ type: 'uuid', nullable: true })
  runId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  /** Renewed by every batch; a loading job without one for a while died with its instance. */
  @Property({ type: 'datetime', nullable: true })
  heartbeatAt: Date | null = null;

  /** When the last run ended, and how many pages it handled. */
  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  count: number | null = null;
}
