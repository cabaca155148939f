import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { requestCommentInput } from '../page-rules';
import { requestPublication as putUpForReview } from '../publication';
import { PageRepository } from '../page.repository';

/** Asks reviewers to publish the page's latest stored version, with a comment (SPEC §4). */
export const requestPublication = defineOperation({
  name: 'requestPublication',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId(), comment: requestCommentInput() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(input.id);
      const request = await putUpForReview(tx, page, input.comment);
      return { requestID: request.id, pageID: page.id, publishedVersionID: null, publishedID: null };
    }),
});
