import { z } from 'zod';
import { localeInput } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { requireLocale } from '../../settings/site-settings';
import { searchPages } from '../../pages/page-lookup';
import { presentMenuPage } from '../menu.view';

/** Pages of a locale whose title or slug contains the term, to link a menu item to (SPEC §5: 3+ characters). */
export const searchMenuTargets = defineOperation({
  name: 'searchMenuTargets',
  access: 'signed-in',
  tokens: ['manage-menu'],
  input: z
    .object({
      locale: localeInput(),
      searchTerm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(3, 'V_12').max(255, 'V_14'),
    })
    .strict(),
  async run(ctx, { locale, searchTerm }) {
    await requireLocale(ctx, locale);
    return (await searchPages(ctx.em, locale, searchTerm, 20)).map(presentMenuPage);
  },
});
