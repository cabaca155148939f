import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { ApiTokenRepository } from '../api-token.repository';

/**
 * Revokes a token: its row goes, so the next call with it is refused on every gateway (each call
 * looks its token up; nothing is kept in memory). A token may revoke one (a pipeline rotating
 * its keys), never make one.
 */
export const revokeApiToken = defineOperation({
  name: 'revokeApiToken',
  access: 'manage-api-tokens',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const token = await new ApiTokenRepository(tx.em).get(id);
      tx.em.remove(token);
      recordAudit(tx, { action: 'api-token.revoked', subject: { type: 'api-token', id }, details: { name: token.name, createdBy: token.createdBy.email } });
      return { id };
    }),
});
