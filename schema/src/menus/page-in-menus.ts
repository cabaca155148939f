import type { EntityManager } from '@mikro-orm/postgresql';
import { MenuItemRepository } from './menu-item.repository';

/**
 * What the pages feature may ask of menus: whether any locale's menu holds an item for the page
 * (its publication, unpublication or move then changes what that menu shows).
 */
export async function isPageInMenus(em: EntityManager, pageId: number): Promise<boolean> {
  return (await new MenuItemRepository(em).localesLinking(pageId)).length > 0;
}
