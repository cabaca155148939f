import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { resendRequest } from '../publication';
import { PageRepository } from '../page.repository';

/** Sends an open request to the reviewers again: its requester or a reviewer, at most once every 10 minutes (publication.ts). */
export const resendPublicationRequest = defineOperation({
  name: 'resendPublicationRequest',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      const request = await resendRequest(tx, page);
      return { pageID: page.id, requestID: request.id };
    }),
});
