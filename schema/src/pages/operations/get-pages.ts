import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, localeInput } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { presentPage } from '../page.view';

/** Several pages at once (POST page/get-multiple), optionally only those of one locale. */
export const getPages = defineOperation({
  name: 'getPages',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ locale: localeInput().nullish(), pageIDs: z.array(entityId()).max(200, 'V_14') }).strict(),
  async run(ctx, input) {
    const repository = new PageRepository(ctx.em);
    const pages = await repository.getMany(input.locale ?? null, input.pageIDs);
    const translations = await repository.translationsOf(pages);
    return pages.map((page) => presentPage(page, translations.get(page.id) ?? [], ctx.viewer));
  },
});
