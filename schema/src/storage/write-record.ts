import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import { inTransaction, type TxCtx } from '../db/unit-of-work';

/**
 * The write record (issue 31): every key this installation is about to write in its storage is
 * recorded, in a transaction that commits before the bytes are put, and so is every key it is
 * about to delete (in the transaction of the change that stops using it). The sweep of stray
 * bytes considers only recorded keys, never a listing of the bucket: bytes another installation
 * or a newer state of this database wrote are not in this database's record, so they are never
 * swept. A key written again moves its time on.
 */
export async function recordStorageKeys(tx: TxCtx, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await tx.em.execute(
    `insert into storage_write (key, recorded_at) select jsonb_array_elements_text(?::jsonb), now()
       on conflict (key) do update set recorded_at = excluded.recorded_at`,
    [JSON.stringify(unique)],
  );
}

/** Records keys about to be written, in a transaction of their own that has committed when this resolves. */
export function recordStorageWrites(ctx: Ctx, keys: string[]): Promise<void> {
  return inTransaction(ctx, (tx) => recordStorageKeys(tx, keys));
}

export interface RecordedKey {
  key: string;
  recordedAt: Date;
  /** The time exactly as stored (microseconds), to page on and to drop the record by. */
  stamp: string;
}

/**
 * Recorded keys older than `graceMs` (by the database's clock), oldest first, `limit` at a time
 * after `after` (keyset paging on the (recorded_at, key) index: each batch is one index range).
 */
export async function recordedBefore(em: EntityManager, graceMs: number, limit: number, after?: RecordedKey): Promise<RecordedKey[]> {
  const rows = await em.execute<Array<{ key: string; recorded_at: Date | string; stamp: string }>>(
    `select key, recorded_at, recorded_at::text as stamp from storage_write
      where recorded_at < now() - make_interval(secs => ?::double precision / 1000)
        and (?::timestamptz is null or (recorded_at, key) > (?::timestamptz, ?::text))
      order by recorded_at, key limit ?`,
    [graceMs, after?.stamp ?? null, after?.stamp ?? null, after?.key ?? null, limit],
  );
  return rows.map((row) => ({ key: row.key, recordedAt: new Date(row.recorded_at), stamp: row.stamp }));
}
