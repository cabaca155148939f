import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Page } from '../pages/page.entities';

/** One entry of a locale's menu tree: a page or an external link, ordered among its siblings. */
@Entity({ tableName: 'menu_item' })
@Index({ properties: ['locale', 'parent', 'position'] })
export class MenuItem {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 5 })
  locale!: string;

  @ManyToOne(() => MenuItem, { nullable: true, deleteRule: 'cascade' })
  parent: MenuItem | null = null;

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  @Property({ type: 'string', length: 255 })
  label!: string;

  /** Deleting a page removes its menu items first (children move up), see deletePage. */
  @ManyToOne(() => Page, { nullable: true, deleteRule: 'set null' })
  page: Page | null = null;

  @Property({ type: 'string', length: 2048, nullable: true })
  url: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
