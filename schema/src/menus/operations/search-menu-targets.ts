import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { localeInput, requireLocale } from '../../pages/page-rules';
import { PageRepository } from '../../pages/page.repository';
import { presentMenuPage } from '../menu.view';

/** Pages of a locale whose title or slug contains the term, to link a menu item to (SPEC §5: 3+ characters). */
export const searchMenuTargets = defineOperation({
  name: 'searchMenuTargets',
  access: 'signed-in',
  input: z
    .object({
      locale: localeInput(),
      searchTerm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(3, 'V_12').max(255, 'V_14'),
    })
    .strict(),
  async run(ctx, { locale, searchTerm }) {
    await requireLocale(ctx, locale);
    return (await new PageRepository(ctx.em).search(locale, searchTerm, 20)).map(presentMenuPage);
  },
});
