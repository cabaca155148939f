import type { TxCtx } from '../db/unit-of-work';
import { activationMail, resetPasswordMail } from '../mail/templates';
import type { User } from '../users/user.entity';
import type { LinkPurpose } from './one-time-token.entity';

const paths: Record<LinkPurpose, string> = {
  activation: '/cmsadmin/activate-account',
  reset: '/cmsadmin/reset-password',
};

/**
 * Mails an activation or reset link through the outbox: it leaves when the transaction that
 * issued the token commits, and is retried while the mail server fails.
 */
export function sendAccountLink(tx: TxCtx, user: User, purpose: LinkPurpose, token: string): void {
  const link = `${tx.services.publicUrl}${paths[purpose]}?token=${encodeURIComponent(token)}`;
  tx.sendMail(purpose === 'activation' ? activationMail(user.email, user.name, link) : resetPasswordMail(user.email, user.name, link));
}
