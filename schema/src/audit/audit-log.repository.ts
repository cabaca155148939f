import type { EntityManager } from '@mikro-orm/postgresql';
import { prefixPattern } from '../db/like-pattern';

/** What the list and the export narrow the trail to; every part is optional and they combine with "and". */
export interface AuditFilter {
  actorId?: number | null;
  action?: { text: string; match: 'exact' | 'prefix' } | null;
  subjectType?: string | null;
  subjectId?: string | null;
  /** Inclusive. */
  from?: Date | null;
  /** Exclusive. */
  to?: Date | null;
  tokenId?: number | null;
}

/**
 * A place in the list, newest first: the `(at, id)` of the last row a page showed. `at` is kept as
 * PostgreSQL writes it (microseconds; a JavaScript Date keeps milliseconds), so the next page
 * starts exactly after that row.
 */
export interface AuditPosition {
  at: string;
  id: number;
}

/** One entry as the list and the export hand it out. */
export interface AuditEntryRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  tokenId: number | null;
  tokenName: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  position: AuditPosition;
}

interface RawRow {
  id: number;
  at: Date;
  at_key: string;
  actor_id: number | null;
  actor_email: string | null;
  token_id: number | null;
  token_name: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
}

const columns = `id, at, at::text as at_key, actor_id, actor_email, token_id, token_name, action, subject_type, subject_id, details, ip, user_agent`;

function conditionsOf(filter: AuditFilter, after: AuditPosition | null): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.actorId != null) add('actor_id = ?', filter.actorId);
  if (filter.action) {
    if (filter.action.match === 'exact') add('action = ?', filter.action.text);
    else add('action like ?', prefixPattern(filter.action.text));
  }
  if (filter.subjectType != null) add('subject_type = ?', filter.subjectType);
  if (filter.subjectId != null) add('subject_id = ?', filter.subjectId);
  if (filter.tokenId != null) add('token_id = ?', filter.tokenId);
  if (filter.from) add('at >= ?', filter.from);
  if (filter.to) add('at < ?', filter.to);
  if (after) add('(at, id) < (?::timestamptz, ?)', after.at, after.id);
  return { sql: parts.length > 0 ? `where ${parts.join(' and ')}` : '', params };
}

function entryOf(row: RawRow): AuditEntryRow {
  return {
    id: row.id,
    at: new Date(row.at),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    tokenId: row.token_id,
    tokenName: row.token_name,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: row.details,
    ip: row.ip,
    userAgent: row.user_agent,
    position: { at: row.at_key, id: row.id },
  };
}

/** The largest id an `integer` column holds; anything above names no row. */
const maxId = 2_147_483_647;

/**
 * The trail's reads and its pruning, in SQL: a page is one statement along an index in the list's
 * order (never an OFFSET, never a count of all matches), and the rows are not entities, so
 * reading a million of them for an export keeps nothing in the entity manager.
 */
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  /** Where the list stands after the entry `id`, or null when there is no such entry (any more). */
  async positionOf(id: number): Promise<AuditPosition | null> {
    if (id > maxId) return null;
    const [row] = await this.em.execute<Array<{ at_key: string }>>('select at::text as at_key from audit_log where id = ?', [id]);
    return row ? { at: row.at_key, id } : null;
  }

  /** Up to `limit` entries that match, newest first, after `after` (from the newest when null). */
  async page(filter: AuditFilter, after: AuditPosition | null, limit: number): Promise<AuditEntryRow[]> {
    const where = conditionsOf(filter, after);
    const rows = await this.em.execute<RawRow[]>(`select ${columns} from audit_log ${where.sql} order by at desc, id desc limit ?`, [...where.params, limit]);
    return rows.map(entryOf);
  }

  /** The matching entries, newest first, `batchSize` at a time (a statement each), at most `limit` in all. */
  async *batches(filter: AuditFilter, limit: number, batchSize: number): AsyncGenerator<AuditEntryRow[]> {
    let after: AuditPosition | null = null;
    for (let left = limit; left > 0;) {
      const asked = Math.min(batchSize, left);
      const rows = await this.page(filter, after, asked);
      if (rows.length > 0) yield rows;
      if (rows.length < asked) return;
      left -= rows.length;
      after = rows[rows.length - 1].position;
    }
  }

  /** Deletes up to `limit` entries older than `days` days (by the database's clock); how many went. */
  async deleteOlderThan(days: number, limit: number): Promise<number> {
    const rows = await this.em.execute<Array<{ id: number }>>(`delete from audit_log where id in (select id from audit_log where at < now() - ? * interval '1 day' limit ?) returning id`, [
      days,
      limit,
    ]);
    return rows.length;
  }

  /** Takes the retention job for `leaseMs` when nobody holds it (or a holder's lease ran out); whether it did. */
  async claimRetention(holder: string, leaseMs: number): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: number }>>(
      `insert into audit_retention_run (id, holder, lease_until) values (1, ?, now() + ? * interval '1 millisecond')
       on conflict (id) do update set holder = excluded.holder, lease_until = excluded.lease_until
        where audit_retention_run.lease_until is null or audit_retention_run.lease_until < now()
       returning id`,
      [holder, leaseMs],
    );
    return rows.length > 0;
  }

  /** Extends the holder's lease; false when it is no longer the holder's (it ran out and another took it). */
  async renewRetention(holder: string, leaseMs: number): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: number }>>(`update audit_retention_run set lease_until = now() + ? * interval '1 millisecond' where id = 1 and holder = ? returning id`, [
      leaseMs,
      holder,
    ]);
    return rows.length > 0;
  }

  async releaseRetention(holder: string): Promise<void> {
    await this.em.execute(`update audit_retention_run set holder = null, lease_until = null where id = 1 and holder = ?`, [holder]);
  }
}
