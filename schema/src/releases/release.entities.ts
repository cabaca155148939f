import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { releaseLimits, type ReleaseItemKind, type ReleaseStatus } from './release-rules';
import { Page, PageVersion } from '../pages/page.entities';
import { ReusableBlock, ReusableBlockVersion } from '../reusable-blocks/reusable-block.entities';

/**
 * A content release (issue 36): page versions, unpublications, reusable block versions and menu
 * trees that go live together, in one transaction, by hand or at `scheduledAt`.
 */
@Entity({ tableName: 'release' })
@Index({ name: 'release_due', properties: ['status', 'scheduledAt'] })
export class Release {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: releaseLimits.nameMaxLength })
  name!: string;

  @Property({ type: 'string', length: releaseLimits.descriptionMaxLength })
  description: string & Opt = '';

  @Property({ type: 'string', length: 16 })
  status: ReleaseStatus & Opt = 'open';

  @Property({ type: 'datetime', nullable: true })
  scheduledAt: Date | null = null;

  /** Who set the time: the scheduled run publishes with their permissions, as a scheduled page does. */
  @Property({ type: 'integer', nullable: true })
  scheduledBy: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  publishedBy: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  rolledBackAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  rolledBackBy: number | null = null;

  /** The coded reason a scheduled run failed (`V_07 (items.12)`), or null. */
  @Property({ type: 'string', length: 500, nullable: true })
  failure: string | null = null;

  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/**
 * One change a release makes. `target` (`page:12`, `block:3`, `menu:en-gb`) keeps one item per
 * page, per reusable block and per menu locale in a release. The `previous*` columns hold what
 * was live just before the release published, so a rollback restores exactly that.
 */
@Entity({ tableName: 'release_item' })
@Unique({ name: 'release_item_target_unique', properties: ['release', 'target'] })
export class ReleaseItem {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Release, { deleteRule: 'cascade' })
  release!: Release;

  @Property({ type: 'string', length: 32 })
  kind!: ReleaseItemKind;

  @Property({ type: 'string', length: 40 })
  target!: string;

  @Index()
  @ManyToOne(() => Page, { nullable: true, deleteRule: 'cascade' })
  page: Page | null = null;

  @ManyToOne(() => PageVersion, { nullable: true, deleteRule: 'cascade' })
  pageVersion: PageVersion | null = null;

  @Index()
  @ManyToOne(() => ReusableBlock, { nullable: true, deleteRule: 'cascade' })
  reusableBlock: ReusableBlock | null = null;

  @ManyToOne(() => ReusableBlockVersion, { nullable: true, deleteRule: 'cascade' })
  reusableBlockVersion: ReusableBlockVersion | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  menuLocale: string | null = null;

  @Property({ type: 'json', nullable: true })
  menuTree: unknown[] | null = null;

  @Property({ type: 'integer', nullable: true })
  addedBy: number | null = null;

  @Property({ type: 'datetime' })
  addedAt: Date & Opt = new Date();

  /** Set when the release published: the fields below then say what was live before. */
  @Property({ type: 'boolean' })
  previousRecorded: boolean & Opt = false;

  @ManyToOne(() => PageVersion, { nullable: true, deleteRule: 'set null' })
  previousPageVersion: PageVersion | null = null;

  @ManyToOne(() => ReusableBlockVersion, { nullable: true, deleteRule: 'set null' })
  previousBlockVersion: ReusableBlockVersion | null = null;

  @Property({ type: 'json', nullable: true })
  previousMenuTree: unknown[] | null = null;
}
