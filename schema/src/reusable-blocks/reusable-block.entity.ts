import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { BlockFile, BlockImage } from '@tessera/content-model';

/**
 * A block saved once and shown by reference (`reusable` blocks, content-model) in any page. The
 * draft is what editors edit; the published copy is what every page showing it shows, and it
 * changes only by publishing (publish-page). Its type is fixed when it is made.
 */
@Entity({ tableName: 'reusable_block' })
export class ReusableBlock {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 120 })
  name!: string;

  /** A block type of the configuration (never `reusable`). */
  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  draftProps: Record<string, unknown> & Opt = {};

  @Property({ type: 'json' })
  draftImages: Record<string, BlockImage> & Opt = {};

  @Property({ type: 'json' })
  draftFiles: Record<string, BlockFile> & Opt = {};

  /** Null until first published. */
  @Property({ type: 'json', nullable: true })
  publishedProps: (Record<string, unknown> & Opt) | null = null;

  @Property({ type: 'json', nullable: true })
  publishedImages: (Record<string, BlockImage> & Opt) | null = null;

  @Property({ type: 'json', nullable: true })
  publishedFiles: (Record<string, BlockFile> & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: (Date & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  createdBy: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  updatedBy: (number & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
