import type { Ctx } from '../context';
import { inTransaction } from '../db/unit-of-work';

/** The kinds of record an import maps. */
export type TransferKind = 'media' | 'tag' | 'reusable-block' | 'page' | 'translation-group' | 'menu-item' | 'site-text' | 'skill' | 'certificate' | 'team-member';

/**
 * The import's memory of what it made, per source installation, in `transfer_mapping`: asked
 * before a record is made (idempotence) and when a reference is rewritten. Lookups go to the
 * database, so an import of 100,000 pages keeps no map in memory.
 */
export class TransferMappings {
  constructor(
    private readonly ctx: Ctx,
    readonly sourceInstallation: string,
  ) {}

  async get(kind: TransferKind, sourceId: string | number): Promise<number | null> {
    const rows = await this.ctx.em.execute<Array<{ local_id: number }>>(`select local_id from transfer_mapping where source_installation = ? and kind = ? and source_id = ?`, [
      this.sourceInstallation,
      kind,
      String(sourceId),
    ]);
    return rows.length > 0 ? rows[0].local_id : null;
  }

  /** Many ids of one kind in one statement: source id → local id, unmapped ones left out. */
  async many(kind: TransferKind, sourceIds: Iterable<number>): Promise<Map<number, number>> {
    const ids = [...new Set(sourceIds)].map(String);
    if (ids.length === 0) return new Map();
    const rows = await this.ctx.em.execute<Array<{ source_id: string; local_id: number }>>(
      `select source_id, local_id from transfer_mapping where source_installation = ? and kind = ? and source_id in (${ids.map(() => '?').join(', ')})`,
      [this.sourceInstallation, kind, ...ids],
    );
    return new Map(rows.map((row) => [Number(row.source_id), row.local_id]));
  }

  async set(kind: TransferKind, sourceId: string | number, localId: number): Promise<void> {
    await inTransaction(this.ctx, (tx) =>
      tx.em.execute(
        `insert into transfer_mapping (source_installation, kind, source_id, local_id, created_at) values (?, ?, ?, ?, now())
         on conflict (source_installation, kind, source_id) do update set local_id = excluded.local_id`,
        [this.sourceInstallation, kind, String(sourceId), localId],
      ),
    );
  }

  /** How many records of the source this installation has made, by kind. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.ctx.em.execute<Array<{ kind: string; n: string }>>(`select kind, count(*) as n from transfer_mapping where source_installation = ? group by kind`, [
      this.sourceInstallation,
    ]);
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));
  }
}
