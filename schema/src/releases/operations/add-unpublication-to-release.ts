import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { editableRelease, pageOf, putItem, releaseAnswer } from '../release-items';
import { releaseId, targetOf } from '../release-rules';

/** Adds taking a page off the site to the release, in place of the page's item there was. */
export const addUnpublicationToRelease = defineOperation({
  name: 'addUnpublicationToRelease',
  access: 'create-page',
  input: z.object({ releaseId: releaseId(), pageId: entityId() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const page = await pageOf(tx, input.pageId);
      await putItem(tx, release, targetOf.page(page.id), { kind: 'unpublish-page', page });
      return releaseAnswer(tx, release);
    }),
});
