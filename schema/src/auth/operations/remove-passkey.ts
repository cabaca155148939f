import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PasskeyRepository } from '../passkey.repository';

/**
 * Removes one of the signed-in person's own passkeys (V_12 on `id` for any other id, also another
 * user's, so the answer says nothing about them). No password is asked: removing a way in does not
 * open one, and a session is what adding one needed too.
 */
export const removePasskey = defineOperation({
  name: 'removePasskey',
  access: 'signed-in',
  tokens: 'never',
  input: z.object({ id: entityId() }).strict(),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      if (!(await new PasskeyRepository(tx.em).remove(ctx.viewer!.id, id))) throw new CodedError('V_12', 'id', 404);
      recordAudit(tx, { action: 'auth.passkey-removed', subject: { type: 'user', id: ctx.viewer!.id }, details: { passkey: id } });
      return { removed: true };
    }),
});
