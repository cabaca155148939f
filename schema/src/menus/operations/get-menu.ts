import { z } from 'zod';
import type { Ctx } from '../../context';
import { defineOperation } from '../../operations/define-operation';
import { localeInput, requireLocale } from '../../pages/page-rules';
import { SettingsRepository } from '../../settings/settings.repository';
import { MenuItemRepository } from '../menu-item.repository';
import { presentMenu, type MenuChangeView, type MenuItemView } from '../menu.view';

/** The locale's tree as the caller may see it: visitors only what is on the site. */
export async function readMenu(ctx: Ctx, locale: string): Promise<MenuItemView[]> {
  const items = await new MenuItemRepository(ctx.em).ofLocale(locale);
  const { defaultLocale } = await new SettingsRepository(ctx.em).read();
  return presentMenu(items, defaultLocale, { visitor: !ctx.viewer });
}

/** The answer of a write, read after its commit. */
export async function menuChange(ctx: Ctx, id: number, locale: string): Promise<MenuChangeView> {
  return { id, locale, menu: await readMenu(ctx, locale) };
}

/**
 * A locale's menu tree (GET menu/:locale). Public: the site renders it; signed-in users also see
 * items of unpublished pages, which the menu editor needs.
 */
export const getMenu = defineOperation({
  name: 'getMenu',
  access: 'public',
  input: z.object({ locale: localeInput() }),
  async run(ctx, { locale }) {
    await requireLocale(ctx, locale);
    return readMenu(ctx, locale);
  },
});
