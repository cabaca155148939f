import { z } from 'zod';
import { localeInput } from '../../validation/parse-input';
import { defineOperation } from '../../operations/define-operation';
import { PageRepository } from '../page.repository';
import { presentPageSummary } from '../page.view';

/** Pages whose title or slug contains the term, for picking link targets (POST page/search). */
export const searchPages = defineOperation({
  name: 'searchPages',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z
    .object({
      locale: localeInput()
        .nullish()
        .transform((v) => v ?? null),
      searchTerm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_16').max(255, 'V_14'),
    })
    .strict(),
  async run(ctx, input) {
    const repository = new PageRepository(ctx.em);
    const pages = await repository.search(input.locale, input.searchTerm, 20);
    const translations = await repository.translationsOf(pages);
    return pages.map((page) => presentPageSummary(page, translations.get(page.id) ?? [], ctx.viewer));
  },
});
