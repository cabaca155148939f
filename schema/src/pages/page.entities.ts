import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { Block, BlockImage } from '@tessera/content-model';

/*
 * A page, its versions and its publication requests: one file, because their relations point
 * both ways (a page names its latest and published version and its open request; each of those
 * names its page), and the order below is the one their decorators need.
 */

/**
 * One page in one locale. Translations share a `translationGroup`. The latest title, the latest
 * and published version and the open request are kept here so the page list (100,000s of rows)
 * filters and sorts on one indexed table.
 */
@Entity({ tableName: 'page' })
@Unique({ properties: ['locale', 'slug'] })
@Index({ properties: ['locale', 'type', 'updatedAt'] })
@Index({ properties: ['locale', 'createdAt'] })
@Index({ properties: ['locale', 'updatedAt'] })
// The page list sorted by title walks this instead of sorting every match.
@Index({ properties: ['locale', 'title'] })
// One GIN index (btree_gin + pg_trgm) answers "this locale, title or slug contains…" for the page
// list and search, counts included, at 100,000s of pages; see PageRepository.searchCondition.
@Index({
  name: 'page_search',
  expression: `create index "page_search" on "page" using gin ("locale", (("title"::text || E'\\n' || "slug"::text)) gin_trgm_ops)`,
})
export class Page {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 5 })
  locale!: string;

  /** Path without leading slash, e.g. `about-us` or `news/launch`; unique per locale. */
  @Property({ type: 'string', length: 255 })
  slug!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Index()
  @Property({ type: 'uuid' })
  translationGroup!: string;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @ManyToOne({ entity: 'PageVersion', nullable: true, deleteRule: 'set null' })
  latestVersion: PageVersion | null = null;

  @ManyToOne({ entity: 'PageVersion', nullable: true, deleteRule: 'set null' })
  publishedVersion: PageVersion | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** Set once the page was first published: tells "concept" from "not published". */
  @Property({ type: 'boolean' })
  everPublished: boolean & Opt = false;

  @Index()
  @ManyToOne({ entity: 'PublicationRequest', nullable: true, deleteRule: 'set null' })
  openRequest: PublicationRequest | null = null;

  /**
   * A scheduled publication (schedule.ts): when, and the version that goes live then (the
   * latest when it was scheduled). The schedule runner finds due pages by these two indexes.
   */
  @Index()
  @Property({ type: 'datetime', nullable: true })
  scheduledPublishAt: Date | null = null;

  @ManyToOne({ entity: 'PageVersion', nullable: true, deleteRule: 'set null' })
  scheduledVersion: PageVersion | null = null;

  /** A scheduled unpublication: when the page comes off the site. */
  @Index()
  @Property({ type: 'datetime', nullable: true })
  scheduledUnpublishAt: Date | null = null;

  /** Who set the schedule: its run is checked against their permission and they are mailed when it fails. */
  @Property({ type: 'integer', nullable: true })
  scheduledBy: number | null = null;

  @Index()
  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Index()
  @Property({ type: 'integer', nullable: true })
  updatedBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();

  /**
   * A translation's source (issue 36, translations/translation-facts.ts): the page it was
   * translated from and the number of that page's version its content reflects. Null for a
   * source page and for translations made before the record existed.
   */
  @Index()
  @ManyToOne({ entity: 'Page', nullable: true, deleteRule: 'set null' })
  translationSourcePage: Page | null = null;

  @Property({ type: 'integer', nullable: true })
  translationSourceVersion: number | null = null;
}

/** An immutable snapshot of a page's content; storing makes a new one. */
@Entity({ tableName: 'page_version' })
@Unique({ properties: ['page', 'number'] })
export class PageVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  /** 1, 2, 3… per page. */
  @Property({ type: 'integer' })
  number!: number;

  /** The version this one was stored on top of (optimistic concurrency). */
  @Property({ type: 'integer', nullable: true })
  basedOn: number | null = null;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'json' })
  blocks: Block[] & Opt = [];

  @Property({ type: 'string', length: 255, nullable: true })
  seoTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  seoDescription: string | null = null;

  @Property({ type: 'json' })
  seoKeywords: string[] & Opt = [];

  /** null, empty, or exactly one image (SPEC §5). */
  @Property({ type: 'json', nullable: true })
  seoImage: BlockImage[] | null = null;

  @Property({ type: 'json' })
  typeData: Record<string, unknown> & Opt = {};

  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

export type PublicationRequestStatus = 'open' | 'accepted' | 'rejected' | 'revoked';

@Entity({ tableName: 'publication_request' })
export class PublicationRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  @ManyToOne(() => PageVersion, { deleteRule: 'cascade' })
  version!: PageVersion;

  @Index()
  @Property({ type: 'string', length: 16 })
  status: PublicationRequestStatus & Opt = 'open';

  @Property({ type: 'integer', nullable: true })
  requestedBy: number | null = null;

  @Property({ type: 'text' })
  requesterComment: string & Opt = '';

  @Property({ type: 'integer', nullable: true })
  reviewedBy: number | null = null;

  @Property({ type: 'text', nullable: true })
  reviewerFeedback: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** Last time the request was sent (again) to the reviewers. */
  @Property({ type: 'datetime' })
  sentAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
