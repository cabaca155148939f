import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './audit-log.entity';

/**
 * For the deletion of a user: their sign-ins, and failed sign-ins against their account (those
 * carry the e-mail), go; other rows keep the action but lose the e-mail.
 */
export async function forgetUserInAuditLog(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(AuditLog, {
    action: { $like: 'auth.%' },
    $or: [{ actorId: userId }, { subjectType: 'user', subjectId: String(userId) }],
  });
  await em.nativeUpdate(AuditLog, { actorId: userId }, { actorEmail: null });
}
