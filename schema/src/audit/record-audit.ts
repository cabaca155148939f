import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { AuditLog, userAgentMaxLength } from './audit-log.entity';

export interface AuditEntry {
  action: string;
  subject?: { type: string; id: string | number };
  details?: Record<string, unknown>;
  /** Defaults to the signed-in viewer; given for sign-in events, where the session is not made yet. */
  actor?: { id: number; email: string } | null;
}

/** Adds an audit row to the unit of work; it is written with the change it describes. */
export function recordAudit(tx: TxCtx, entry: AuditEntry): void {
  const actor = entry.actor === undefined ? tx.viewer : entry.actor;
  tx.em.persist(
    tx.em.create(AuditLog, {
      action: entry.action,
      actorId: entry.actor === undefined ? actingUserId(tx.viewer) : (actor?.id ?? null),
      actorEmail: actor?.email ?? null,
      tokenId: tx.viewer?.token?.id ?? null,
      tokenName: tx.viewer?.token?.name ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject ? String(entry.subject.id) : null,
      details: entry.details ?? null,
      ip: tx.request.ip ?? null,
      userAgent: tx.request.userAgent?.slice(0, userAgentMaxLength) || null,
      at: new Date(),
    }),
  );
}
