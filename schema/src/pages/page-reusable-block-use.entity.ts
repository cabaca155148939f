import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Page } from './page.entities';

/**
 * Which reusable blocks a page's latest and published versions refer to, rewritten with the
 * page's file usage on every store and publication change, so "pages showing this reusable
 * block" and "is it on a published page" are indexed lookups, not scans of every version.
 */
@Entity({ tableName: 'page_reusable_block_use' })
@Index({ properties: ['reusableBlockId', 'published'] })
export class PageReusableBlockUse {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  @Property({ type: 'integer' })
  reusableBlockId!: number;

  /** True for a reference of the published version (which may differ from the latest). */
  @Property({ type: 'boolean', default: false })
  published: boolean & Opt = false;
}
