import { z } from 'zod';
import { localeInput } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { requireLocale } from '../../settings/site-settings';
import { readMenu } from '../read-menu';

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
