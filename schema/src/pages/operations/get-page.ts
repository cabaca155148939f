import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { presentPage } from '../page.view';

export const getPage = defineOperation({
  name: 'getPage',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const repository = new PageRepository(ctx.em);
    const page = await repository.get(id);
    const translations = await repository.translationsOf([page]);
    return presentPage(page, translations.get(page.id) ?? [], ctx.viewer);
  },
});
