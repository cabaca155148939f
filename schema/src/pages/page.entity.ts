import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { PageVersion } from './page-version.entity';
import type { PublicationRequest } from './publication-request.entity';

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
}
