import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Page } from './page.entity';

/**
 * Which media files a page's latest version uses (block images, block files, SEO image),
 * rewritten on every store, so "pages using this file" is a query and not a scan.
 */
@Entity({ tableName: 'page_file_usage' })
export class PageFileUsage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Page, { deleteRule: 'cascade' })
  page!: Page;

  @Index()
  @Property({ type: 'integer' })
  fileId!: number;
}
