import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { publishLatest } from '../publication';
import { PageRepository } from '../page.repository';

/** Publishes the latest version directly (permission publish-page). */
export const publishPage = defineOperation({
  name: 'publishPage',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      const version = await publishLatest(tx, page);
      return { pageID: page.id, publishedVersionID: version.id };
    }),
});
