import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { getUser } from '../../users/user-directory';
import { entityId } from '../../validation/parse-input';
import { TwoFactorRepository } from '../two-factor.repository';
import { SessionRepository } from '../session.repository';

/**
 * A user manager takes another user's second factor away (a lost phone and no recovery code
 * left); the user's sessions end, and they set a factor up again at their next sign-in when
 * their role needs one. Not one's own (V_07: that takes one's password), not with an API token.
 */
export const resetTwoFactor = defineOperation({
  name: 'resetTwoFactor',
  access: 'manage-users',
  tokens: 'never',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      // One's own factor goes only with one's password (disableTwoFactor): a session left open is not enough.
      if (id === ctx.viewer!.id) throw new CodedError('V_07', 'id');
      const user = await getUser(tx.em, id);
      const removed = await new TwoFactorRepository(tx.em).remove(user.id);
      if (removed) await new SessionRepository(tx.em).deleteForUser(user.id);
      recordAudit(tx, { action: 'auth.two-factor-reset', subject: { type: 'user', id: user.id }, details: { email: user.email, hadFactor: removed } });
      return { id: user.id, removed };
    }),
});
