import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './audit-log.entity';

/**
 * The details of the newest audit row of a subject among `actions`, or null: what the trail
 * remembers that no table keeps (the version a page last went live with, once a publication
 * request took it off the site). Page actions are kept when their actor is forgotten.
 */
export async function latestAuditDetails(em: EntityManager, subject: { type: string; id: string | number }, actions: readonly string[]): Promise<Record<string, unknown> | null> {
  const row = await em.findOne(AuditLog, { subjectType: subject.type, subjectId: String(subject.id), action: { $in: [...actions] } }, { fields: ['details'], orderBy: { at: 'desc', id: 'desc' } });
  return row?.details ?? null;
}
