import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { CropParams } from '@tessera/content-model';
import { Page } from './page.entities';

/**
 * Which media files a page's latest and published versions use (block images, block files, SEO
 * image), rewritten on every store and publication change, so "pages using this file" is a query
 * and not a scan.
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

  /** True for a row of the published version (which may differ from the latest). */
  @Property({ type: 'boolean', default: false })
  published: boolean & Opt = false;

  /** The crops the version's image slots show the file in, normalised (media/crop.ts), each once. */
  @Property({ type: 'json', default: '[]' })
  crops: CropParams[] & Opt = [];
}
