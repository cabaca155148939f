import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, localeInput } from '../../validation/parse-input';
import { isPageSlug } from '@tessera/read-model';
import { slugInput } from '../page-rules';
import { PageRepository } from '../page.repository';

/** Whether a slug is free in a locale (a page's own slug counts as free for that page). */
export const slugAvailable = defineOperation({
  name: 'slugAvailable',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ slug: slugInput(), locale: localeInput(), pageID: entityId().optional() }).strict(),
  async run(ctx, input) {
    const slug = input.slug.toLowerCase().replace(/^\/+|\/+$/g, '');
    if (!isPageSlug(slug)) return { available: false, valid: false };
    return { available: !(await new PageRepository(ctx.em).slugTaken(input.locale, slug, input.pageID)), valid: true };
  },
});
