import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { rejectRequest } from '../publication';
import { reviewerFeedbackInput } from '../page-rules';
import { PageRepository } from '../page.repository';

/** A reviewer rejects, with feedback or without (SPEC §4: the comment is optional); the requester is told by e-mail. */
export const rejectPublication = defineOperation({
  name: 'rejectPublication',
  access: 'review-publication',
  input: z
    .object({
      versionId: entityId(),
      feedback: reviewerFeedbackInput(),
    })
    .strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { page } = await new PageRepository(tx.em).lockOpenRequestFor(input.versionId);
      await rejectRequest(tx, page, input.feedback);
      return { pageID: page.id };
    }),
});
