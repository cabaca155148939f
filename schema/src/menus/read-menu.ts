import type { Ctx } from '../context';
import { siteSettings } from '../settings/site-settings';
import { MenuItemRepository } from './menu-item.repository';
import { presentMenu, type MenuChangeView, type MenuItemView } from './menu.view';

/** The locale's tree as the caller may see it: visitors only what is on the site. */
export async function readMenu(ctx: Ctx, locale: string): Promise<MenuItemView[]> {
  const items = await new MenuItemRepository(ctx.em).ofLocale(locale);
  const { defaultLocale } = await siteSettings(ctx);
  return presentMenu(items, defaultLocale, { visitor: !ctx.viewer });
}

/** The answer of a write, read after its commit. */
export async function menuChange(ctx: Ctx, id: number, locale: string): Promise<MenuChangeView> {
  return { id, locale, menu: await readMenu(ctx, locale) };
}
