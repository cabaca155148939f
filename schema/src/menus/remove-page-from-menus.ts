import type { TxCtx } from '../db/unit-of-work';
import { MenuItemRepository } from './menu-item.repository';
import { liftOut } from './menu-tree';

/**
 * Inside the transaction that deletes a page: removes the menu items linking to it; the
 * children of each take its place among its siblings, and each menu that changed says so.
 * Answers those locales. The caller holds the page's row lock, so no new item can link the
 * page meanwhile.
 */
export async function removePageFromMenus(tx: TxCtx, pageId: number): Promise<string[]> {
  const menu = new MenuItemRepository(tx.em);
  const locales = await menu.localesLinking(pageId);
  for (const locale of locales) {
    await menu.lockLocale(locale);
    const items = await menu.ofLocale(locale);
    const removed = items.filter((item) => item.page?.id === pageId).map((item) => item.id);
    liftOut(items, new Set(removed));
    // Children are re-parented before their old parent goes: its delete would cascade to them.
    await tx.em.flush();
    await menu.remove(removed);
    tx.emit('menu.changed', { locale });
  }
  return locales;
}
