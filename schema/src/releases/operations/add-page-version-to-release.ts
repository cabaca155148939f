import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { editableRelease, pageOf, pageVersionOf, putItem, releaseAnswer } from '../release-items';
import { releaseId, targetOf, versionNumber } from '../release-rules';

/** Adds a version of a page (any locale; default its latest) to the release, in place of the page's item there was. */
export const addPageVersionToRelease = defineOperation({
  name: 'addPageVersionToRelease',
  access: 'create-page',
  input: z.object({ releaseId: releaseId(), pageId: entityId(), versionNumber: versionNumber() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const page = await pageOf(tx, input.pageId);
      const pageVersion = await pageVersionOf(tx, page, input.versionNumber);
      await putItem(tx, release, targetOf.page(page.id), { kind: 'page-version', page, pageVersion });
      return releaseAnswer(tx, release);
    }),
});
