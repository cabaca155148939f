import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { unpublish } from '../publication';
import { PageRepository } from '../page.repository';

/** Takes a page off the site; needs only its id (SPEC §4). */
export const unpublishPage = defineOperation({
  name: 'unpublishPage',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      await unpublish(tx, page);
      return { pageID: page.id, publishedVersionID: null, publishedID: null };
    }),
});
