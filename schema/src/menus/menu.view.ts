import { publicPath } from '@tessera/read-model';
import type { Page } from '../pages/page.entities';
import type { MenuItem } from './menu-item.entity';
import { childrenOf } from './menu-tree';

export interface MenuPageView {
  id: number;
  slug: string;
  title: string;
  published: boolean;
}

export interface MenuItemView {
  id: number;
  parentId: number | null;
  position: number;
  label: string;
  url: string | null;
  page: MenuPageView | null;
  /** Where the item leads: the page's public path, or the url. */
  path: string | null;
  children: MenuItemView[];
}

/** What a write answers: the item it concerned and its locale's tree as it now stands. */
export interface MenuChangeView {
  id: number;
  locale: string;
  menu: MenuItemView[];
}

export function presentMenuPage(page: Page): MenuPageView {
  return { id: page.id, slug: page.slug, title: page.title, published: page.publishedVersion !== null };
}

/** A visitor follows only links that lead somewhere: a published page or a url. */
function onSite(item: MenuItem): boolean {
  return item.page ? item.page.publishedVersion !== null : item.url !== null;
}

/**
 * The tree of a locale's items (pages loaded). For visitors an item that is not on the site is
 * left out with everything under it: its children have no entry to hang from.
 */
export function presentMenu(items: MenuItem[], defaultLocale: string, options: { visitor: boolean }): MenuItemView[] {
  const present = (parentId: number | null): MenuItemView[] =>
    childrenOf(items, parentId)
      .filter((item) => !options.visitor || onSite(item))
      .map((item) => ({
        id: item.id,
        parentId,
        position: item.position,
        label: item.label,
        url: item.url,
        page: item.page ? presentMenuPage(item.page) : null,
        path: item.page ? publicPath(item.page.locale, item.page.slug, defaultLocale) : item.url,
        children: present(item.id),
      }));
  return present(null);
}
