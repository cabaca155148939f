import type { EntityManager } from '@mikro-orm/postgresql';
import type { TxCtx } from '../db/unit-of-work';
import type { User } from '../users/user.entity';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { sendAccountLink } from './send-account-link';
import { SessionRepository } from './session.repository';

/*
 * What the users feature may ask of auth: invite a new account by mail, end a user's sessions.
 * It never touches the session or token tables itself.
 */

/** Issues an activation link for a new, inactive account and mails it once the transaction commits. */
export async function inviteByMail(tx: TxCtx, user: User): Promise<void> {
  const token = await new OneTimeTokenRepository(tx.em).issue(user, 'activation');
  sendAccountLink(tx, user, 'activation', token);
}

/** Signs the user out everywhere (a password change; a deleted account's sessions go by cascade). */
export async function endSessionsOf(em: EntityManager, userId: number): Promise<void> {
  await new SessionRepository(em).deleteForUser(userId);
}
