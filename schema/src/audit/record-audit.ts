import type { Ctx } from '../context';
import { AuditLog } from './audit-log.entity';

export interface AuditEntry {
  action: string;
  subject?: { type: string; id: string | number };
  details?: Record<string, unknown>;
  /** Defaults to the signed-in viewer; given for sign-in events, where the session is not made yet. */
  actor?: { id: number; email: string } | null;
}

/** Adds an audit row to the unit of work; it is written with the change it describes. */
export function recordAudit(ctx: Ctx, entry: AuditEntry): void {
  const actor = entry.actor === undefined ? ctx.viewer : entry.actor;
  ctx.em.persist(
    ctx.em.create(AuditLog, {
      action: entry.action,
      actorId: actor && actor.id > 0 ? actor.id : null,
      actorEmail: actor?.email ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject ? String(entry.subject.id) : null,
      details: entry.details ?? null,
      ip: ctx.request.ip ?? null,
      at: new Date(),
    }),
  );
}
