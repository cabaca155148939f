import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { revokeRequest } from '../reusable-block-publication';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/** Withdraws an open request: its requester, or anyone who could decide it (review-publication or publish-page); UM_01 for others. */
export const revokeReusableBlockRequest = defineOperation({
  name: 'revokeReusableBlockRequest',
  access: 'create-page',
  input: z.object({ requestID: entityId() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { request, block } = await new ReusableBlockRepository(tx.em).lockOpenRequest(input.requestID);
      const mayDecide = hasPermission(tx.viewer, 'review-publication') || hasPermission(tx.viewer, 'publish-page');
      if (request.requestedBy !== tx.viewer?.id && !mayDecide) throw new CodedError('UM_01');
      revokeRequest(tx, block);
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});
