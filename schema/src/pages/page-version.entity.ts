import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { Block, BlockImage } from '../blocks/block';
import { Page } from './page.entity';

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
