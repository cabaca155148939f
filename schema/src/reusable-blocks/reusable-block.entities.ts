import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { BlockFile, BlockImage } from '@tessera/content-model';

/*
 * A reusable block, its versions and its publication requests: one file, because their relations
 * point both ways (a block names its latest and published version and its open request; each of
 * those names its block), as a page's do.
 */

/**
 * A block saved once and shown by reference (`reusable` blocks, content-model) in any page. Its
 * versions are immutable: every save makes one. The latest is what editors edit; the published
 * one is what every published page showing it shows, and it changes only by publishing exactly a
 * version someone saw (publish-page), or by a reviewer accepting a request for one. Its type is
 * fixed when it is made.
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

  /** Null only between the block's insert and its first version's, in one transaction. */
  @ManyToOne({ entity: 'ReusableBlockVersion', nullable: true, deleteRule: 'set null' })
  latestVersion: ReusableBlockVersion | null = null;

  /** Null until first published. */
  @ManyToOne({ entity: 'ReusableBlockVersion', nullable: true, deleteRule: 'set null' })
  publishedVersion: (ReusableBlockVersion & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: (Date & Opt) | null = null;

  @ManyToOne({ entity: 'ReusableBlockRequest', nullable: true, deleteRule: 'set null' })
  openRequest: (ReusableBlockRequest & Opt) | null = null;

  @Index()
  @Property({ type: 'integer', nullable: true })
  createdBy: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  updatedBy: (number & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}

/** One saved state of a reusable block's content, numbered 1…n per block; never changed. */
@Entity({ tableName: 'reusable_block_version' })
@Unique({ properties: ['block', 'number'] })
export class ReusableBlockVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ReusableBlock, { deleteRule: 'cascade' })
  block!: ReusableBlock;

  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'json' })
  props: Record<string, unknown> & Opt = {};

  @Property({ type: 'json' })
  images: Record<string, BlockImage> & Opt = {};

  @Property({ type: 'json' })
  files: Record<string, BlockFile> & Opt = {};

  @Property({ type: 'integer', nullable: true })
  createdBy: (number & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

export type ReusableBlockRequestStatus = 'open' | 'accepted' | 'rejected' | 'revoked';

/**
 * A request to publish one version of a reusable block, by someone without publish-page, for a
 * reviewer (review-publication) to accept or reject with feedback, as a page's publication request.
 */
@Entity({ tableName: 'reusable_block_request' })
export class ReusableBlockRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => ReusableBlock, { deleteRule: 'cascade' })
  block!: ReusableBlock;

  @ManyToOne(() => ReusableBlockVersion, { deleteRule: 'cascade' })
  version!: ReusableBlockVersion;

  @Index()
  @Property({ type: 'string', length: 16 })
  status: ReusableBlockRequestStatus & Opt = 'open';

  @Property({ type: 'integer', nullable: true })
  requestedBy: number | null = null;

  @Property({ type: 'text' })
  requesterComment: string & Opt = '';

  @Property({ type: 'integer', nullable: true })
  reviewedBy: (number & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  reviewerFeedback: (string & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt: (Date & Opt) | null = null;
}
