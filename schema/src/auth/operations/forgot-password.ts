import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { email } from '../../validation/parse-input';
import { findUserByEmail } from '../../users/user-directory';
import { OneTimeTokenRepository } from '../one-time-token.repository';
import { sendAccountLink } from '../send-account-link';

/**
 * Mails a reset link (or, to an account never activated, a new activation link). It answers the
 * same whether or not the e-mail has an account, and sends at most one mail a minute per account.
 */
export const forgotPassword = defineOperation({
  name: 'forgotPassword',
  access: 'public',
  input: z.object({ email: email() }).strict(),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const user = await findUserByEmail(tx.em, input.email);
      if (!user) return true;
      const purpose = user.active ? 'reset' : 'activation';
      const token = await new OneTimeTokenRepository(tx.em).issueUnlessRecent(user, purpose);
      if (!token) return true;
      recordAudit(tx, { action: 'auth.reset-requested', subject: { type: 'user', id: user.id }, actor: null });
      sendAccountLink(tx, user, purpose, token);
      return true;
    }),
});
