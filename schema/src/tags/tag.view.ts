import type { Page } from '../pages/page.entities';
import type { Tag } from './tag.entity';

export interface TagView {
  id: number;
  name: string;
  isPrivate: boolean;
}

export function presentTag(tag: Tag): TagView {
  return { id: tag.id, name: tag.name, isPrivate: tag.isPrivate };
}

/** One page under a tag: enough to name it and open it in the editor. */
export interface TagPageView {
  id: number;
  title: string;
  locale: string;
  slug: string;
  published: boolean;
}

/** The pages of a tag: the first ones by title, and how many there are in all. */
export interface TagPagesView {
  total: number;
  items: TagPageView[];
}

export function presentTagPages(pages: Page[], total: number): TagPagesView {
  return { total, items: pages.map((page) => ({ id: page.id, title: page.title, locale: page.locale, slug: page.slug, published: page.publishedVersion !== null })) };
}
