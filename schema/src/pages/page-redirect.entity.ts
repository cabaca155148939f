import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Page } from './page.entities';

/** An old slug that still leads to its page after a rename. */
@Entity({ tableName: 'page_redirect' })
@Unique({ properties: ['locale', 'fromSlug'] })
export class PageRedirect {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Property({ type: 'string', length: 255 })
  fromSlug!: string;

  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
