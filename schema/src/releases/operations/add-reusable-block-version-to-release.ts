import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { blockVersionOf, editableRelease, putItem, releaseAnswer, reusableBlockOf } from '../release-items';
import { releaseId, targetOf, versionNumber } from '../release-rules';

/** Adds a version of a reusable block (default its latest) to the release, in place of the block's item there was. */
export const addReusableBlockVersionToRelease = defineOperation({
  name: 'addReusableBlockVersionToRelease',
  access: 'create-page',
  input: z.object({ releaseId: releaseId(), reusableBlockId: entityId(), versionNumber: versionNumber() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const reusableBlock = await reusableBlockOf(tx, input.reusableBlockId);
      const reusableBlockVersion = await blockVersionOf(tx, reusableBlock, input.versionNumber);
      await putItem(tx, release, targetOf.block(reusableBlock.id), { kind: 'reusable-block-version', reusableBlock, reusableBlockVersion });
      return releaseAnswer(tx, release);
    }),
});
