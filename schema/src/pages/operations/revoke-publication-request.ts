import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { mayWithdrawRequest } from '../page-access';
import { revokeRequest } from '../publication';
import { PageRepository } from '../page.repository';

/** Withdraws an open request: its requester may, and so may a reviewer. */
export const revokePublicationRequest = defineOperation({
  name: 'revokePublicationRequest',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      if (!mayWithdrawRequest(ctx.viewer, page)) throw new CodedError('UM_01');
      return { pageID: page.id, requestID: revokeRequest(tx, page).id };
    }),
});
