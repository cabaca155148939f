import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { reviewerFeedbackInput } from '../../pages/page-rules';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { acceptRequest, rejectRequest } from '../reusable-block-publication';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

const reviewInput = z.object({ requestID: entityId(), feedback: reviewerFeedbackInput() }).strict();

/** A reviewer accepts a request: exactly the requested version goes live, and the requester is mailed. */
export const acceptReusableBlockPublication = defineOperation({
  name: 'acceptReusableBlockPublication',
  access: 'review-publication',
  input: reviewInput,
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { block } = await new ReusableBlockRepository(tx.em).lockOpenRequest(input.requestID);
      await acceptRequest(tx, block, input.feedback);
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});

/** A reviewer rejects a request, with feedback or without; the requester is mailed. */
export const rejectReusableBlockPublication = defineOperation({
  name: 'rejectReusableBlockPublication',
  access: 'review-publication',
  input: reviewInput,
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { block } = await new ReusableBlockRepository(tx.em).lockOpenRequest(input.requestID);
      await rejectRequest(tx, block, input.feedback);
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});
