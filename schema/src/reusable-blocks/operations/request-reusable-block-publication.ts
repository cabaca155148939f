import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { requestCommentInput } from '../../pages/page-rules';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { requestPublication, requireLatest } from '../reusable-block-publication';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/**
 * Asks reviewers to publish the version the editor saw (`versionID`, the latest: PM_02 otherwise),
 * with a comment (create-page, as editing it). V_07 while another request is open.
 */
export const requestReusableBlockPublication = defineOperation({
  name: 'requestReusableBlockPublication',
  access: 'create-page',
  input: z.object({ id: entityId(), versionID: entityId(), comment: requestCommentInput() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const block = await new ReusableBlockRepository(tx.em).get(input.id, { lock: true });
      await requestPublication(tx, block, requireLatest(block, input.versionID), input.comment);
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});
