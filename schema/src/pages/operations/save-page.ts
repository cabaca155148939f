import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId, flag } from '../../validation/parse-input';
import { normalizeSlug, pageTypeOf, slugInput } from '../page-rules';
import { changeSlug } from '../page-slug-change';
import { PageRepository } from '../page.repository';

/**
 * Changes a page's slug (PUT page/{id}/save). The old slug keeps leading to the page through a
 * redirect; with `shouldUpdateLinks`, links in other pages' latest versions are rewritten too.
 * A page on the site needs publish-page; the home and 404 pages keep theirs (page-access.ts).
 */
export const savePage = defineOperation({
  name: 'savePage',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId(), slug: slugInput(), shouldUpdateLinks: flag(false) }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(input.id);
      const slug = normalizeSlug(input.slug, pageTypeOf(ctx, page.type), { current: page.slug });
      const changed = await changeSlug(tx, page, { slug, shouldUpdateLinks: input.shouldUpdateLinks });
      return { pageID: page.id, ...changed };
    }),
});
