import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, localeInput } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { presentPage } from '../page.view';

/** Several pages at once (POST page/get-multiple), optionally only those of one locale. */
export const getPages = defineOperation({
  name: 'getPages',
  access: 'signed-in',
  input: z.object({ locale: localeInput().nullish(), pageIDs: z.array(entityId()).max(200, 'V_14') }),
  async run(ctx, input) {
    return (await new PageRepository(ctx.em).getMany(input.locale ?? null, input.pageIDs)).map(presentPage);
  },
});
