import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { rejectRequest } from '../publication';
import { PageRepository } from '../page.repository';

/** A reviewer rejects with feedback; the requester is told by e-mail. */
export const rejectPublication = defineOperation({
  name: 'rejectPublication',
  access: 'review-publication',
  input: z.object({
    versionId: entityId(),
    feedback: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(2000, 'V_14'),
  }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { page } = await new PageRepository(tx.em).lockOpenRequestFor(input.versionId);
      await rejectRequest(tx, page, input.feedback);
      return { pageID: page.id };
    }),
});
