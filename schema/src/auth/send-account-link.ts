import type { Ctx } from '../context';
import { activationMail, resetPasswordMail } from '../mail/templates';
import type { User } from '../users/user.entity';
import type { TokenPurpose } from './one-time-token.entity';

const paths: Record<TokenPurpose, string> = {
  activation: '/cmsadmin/activate-account',
  reset: '/cmsadmin/reset-password',
};

/**
 * Mails an activation or reset link. A mail failure is logged, not thrown: the account change
 * stands and the link can be asked for again through forgot-password.
 */
export async function sendAccountLink(ctx: Ctx, user: User, purpose: TokenPurpose, token: string): Promise<void> {
  const link = `${ctx.services.publicUrl}${paths[purpose]}?token=${encodeURIComponent(token)}`;
  const message = purpose === 'activation' ? activationMail(user.email, user.name, link) : resetPasswordMail(user.email, user.name, link);
  try {
    await ctx.services.mail.send(message);
  } catch (error) {
    ctx.services.log.error({ err: error, userId: user.id, purpose }, 'could not send the account mail');
  }
}
