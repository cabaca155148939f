import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { acceptRequest } from '../publication';
import { reviewerFeedbackInput } from '../page-rules';
import { PageRepository } from '../page.repository';

/** A reviewer accepts: the requested version is published, then the request is accepted. */
export const acceptPublication = defineOperation({
  name: 'acceptPublication',
  access: 'review-publication',
  input: z.object({ versionId: entityId(), feedback: reviewerFeedbackInput() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { page } = await new PageRepository(tx.em).lockOpenRequestFor(input.versionId);
      await acceptRequest(tx, page, input.feedback);
      return { pageID: page.id, publishedVersionID: input.versionId };
    }),
});
