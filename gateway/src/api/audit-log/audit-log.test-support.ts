import type { TestClient, TestGateway } from '@tessera/testing';

/** An audit entry to arrange behind the API (columns as stored; `at` any PostgreSQL timestamptz text). */
export interface ArrangedEntry {
  at: string;
  action: string;
  actorId?: number | null;
  actorEmail?: string | null;
  tokenId?: number | null;
  tokenName?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** Writes the entries in the order given (ids ascending) and answers their ids. */
export async function arrangeEntries(gateway: TestGateway, entries: ArrangedEntry[]): Promise<number[]> {
  const ids: number[] = [];
  for (const entry of entries) {
    const [row] = await gateway.sql<{ id: number }>(
      `insert into audit_log (at, action, actor_id, actor_email, token_id, token_name, subject_type, subject_id, details, ip, user_agent)
       values (?::timestamptz, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
      [
        entry.at,
        entry.action,
        entry.actorId ?? null,
        entry.actorEmail ?? null,
        entry.tokenId ?? null,
        entry.tokenName ?? null,
        entry.subjectType ?? null,
        entry.subjectId ?? null,
        entry.details ? JSON.stringify(entry.details) : null,
        entry.ip ?? null,
        entry.userAgent ?? null,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/** A signed-in person whose role holds exactly these permissions (the role is made on first use). */
export async function personWith(gateway: TestGateway, permissions: string[]): Promise<{ client: TestClient; id: number; email: string }> {
  const role = `only-${permissions.join('-') || 'nothing'}`;
  await gateway.sql(`insert into role (name, permissions, created_at) select ?, ?::jsonb, now() where not exists (select 1 from role where name = ?)`, [
    role,
    JSON.stringify(permissions.map((name) => ({ name }))),
    role,
  ]);
  return gateway.signedIn(role);
}

/** The ids of a list answer, in its order. */
export const idsOf = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);
