import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { email } from '../../validation/parse-input';
import { UserRepository } from '../../users/user.repository';
import { OneTimeTokenRepository } from '../one-time-token.repository';
import { sendAccountLink } from '../send-account-link';

/**
 * Mails a reset link (or, to an account never activated, a new activation link). It answers the
 * same whether or not the e-mail has an account, and sends at most one mail a minute per account.
 */
export const forgotPassword = defineOperation({
  name: 'forgotPassword',
  access: 'public',
  input: z.object({ email: email() }),
  async run(ctx, input) {
    const user = await new UserRepository(ctx.em).findByEmail(input.email);
    if (!user) return true;
    const purpose = user.active ? 'reset' : 'activation';
    const token = await new OneTimeTokenRepository(ctx.em).issueUnlessRecent(user, purpose);
    if (!token) return true;
    recordAudit(ctx, { action: 'auth.reset-requested', subject: { type: 'user', id: user.id }, actor: null });
    await ctx.em.flush();
    await sendAccountLink(ctx, user, purpose, token);
    return true;
  },
});
