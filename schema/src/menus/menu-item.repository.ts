import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { findPage } from '../pages/page-lookup';
import type { Page } from '../pages/page.entities';
import { MenuItem } from './menu-item.entity';

/** The id in the path names no item: 404, unlike a bad `parentId` in the body (422). */
export function menuItemNotFound(): CodedError {
  return new CodedError('V_12', 'id', 404);
}

export class MenuItemRepository {
  constructor(private readonly em: EntityManager) {}

  /** The item, or V_12 on `id` with 404. */
  async get(id: number): Promise<MenuItem> {
    const item = await this.em.findOne(MenuItem, { id });
    if (!item) throw menuItemNotFound();
    return item;
  }

  /**
   * Every item of a locale with its page, siblings in order. A menu is tens of items, so the
   * operations work on the whole tree; `refresh` so rows read before a lock are read again.
   */
  ofLocale(locale: string): Promise<MenuItem[]> {
    return this.em.find(MenuItem, { locale }, { populate: ['page'], orderBy: [{ position: 'asc' }, { id: 'asc' }], refresh: true });
  }

  /**
   * Serialises changes to one locale's tree until the transaction ends, so two editors moving
   * items at once cannot leave gaps, duplicate positions or a cycle.
   */
  async lockLocale(locale: string): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`tessera:menu:${locale}`]);
  }

  /**
   * A page of the locale an item may link to, share-locked. Taken before the menu lock, as
   * deletePage takes the page lock before the menu lock: the same order, so no deadlock.
   */
  linkablePage(id: number, locale: string): Promise<Page | null> {
    return findPage(this.em, id, { locale, lock: 'share' });
  }

  /** Locales whose menus link to the page. */
  async localesLinking(pageId: number): Promise<string[]> {
    const rows = await this.em.execute<{ locale: string }[]>('select distinct locale from menu_item where page_id = ? order by locale', [pageId]);
    return rows.map((row) => row.locale);
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.em.nativeDelete(MenuItem, { id: { $in: ids } });
  }
}
