import type { Ctx } from '../context';
import { installationId, markerKey, readMarker } from './installation-marker';
import type { StorageKeyOwner } from './key-owner';
import { recordedBefore, type RecordedKey } from './write-record';

/** How long after its record a write may still land: an object written later than that is someone else's write. */
export const writeWindowMs = 15 * 60_000;

/** Records read per batch (one index range, one "still named" query per owner). */
const batchSize = 500;

export interface SweepReport {
  dryRun: boolean;
  graceMs: number;
  /** Why nothing was looked at: the storage's marker is not this installation's. */
  refused?: string;
  /** Recorded keys older than the grace that were looked at. */
  records: number;
  /** Of those, keys rows still name: nothing of theirs goes (their records do, unless a dry run). */
  inUse: number;
  /** Recorded keys no row names, with the objects that went (or, in a dry run, would go). */
  stray: Array<{ key: string; recordedAt: string; objects: string[] }>;
  /** Objects deleted (or that would be). */
  objects: number;
}

/**
 * Mark and sweep over the write record (issue 31). Only keys this installation recorded before
 * writing or deleting them are looked at, and only once their record is older than `graceMs`; a
 * key a row names keeps its bytes; of a key no row names, only objects last written within
 * `writeWindowMs` of the record go (bytes written again later, by a newer state of this
 * database restored elsewhere or anyone else, stay). Nothing happens unless the storage's marker
 * names this database's installation. Cost: one index range and one lookup per owner every 500
 * records, and requests to the store only for stray keys.
 */
export async function sweepStorage(ctx: Ctx, owners: StorageKeyOwner[], options: { graceMs: number; dryRun: boolean }): Promise<SweepReport> {
  const report: SweepReport = { dryRun: options.dryRun, graceMs: options.graceMs, records: 0, inUse: 0, stray: [], objects: 0 };
  const ours = await installationId(ctx.em);
  const marker = await readMarker(ctx.services.storage);
  if (marker?.installationId !== ours) {
    report.refused = marker
      ? `the storage's ${markerKey} names installation ${marker.installationId}, and this database is installation ${ours}`
      : `the storage has no ${markerKey} yet (a gateway writes it when it starts)`;
    return report;
  }
  let after: RecordedKey | undefined;
  for (;;) {
    const batch = await recordedBefore(ctx.em, options.graceMs, batchSize, after);
    if (batch.length === 0) break;
    after = batch[batch.length - 1];
    report.records += batch.length;
    const done: RecordedKey[] = [];
    for (const owner of owners) {
      const mine = batch.filter((recorded) => recorded.key.startsWith(`${owner.folder}/`));
      if (mine.length === 0) continue;
      const named = await owner.inUse(
        ctx.em,
        mine.map((recorded) => recorded.key),
      );
      for (const recorded of mine) {
        if (named.has(recorded.key)) {
          report.inUse += 1;
        } else {
          const objects = await owner.forget(ctx, recorded, { notAfter: recorded.recordedAt.getTime() + writeWindowMs, dryRun: options.dryRun });
          report.stray.push({ key: recorded.key, recordedAt: recorded.recordedAt.toISOString(), objects });
          report.objects += objects.length;
        }
        done.push(recorded);
      }
    }
    if (!options.dryRun) await forgetRecords(ctx, done);
  }
  return report;
}

/** Drops swept records in one statement, each unless its key was recorded again meanwhile. */
async function forgetRecords(ctx: Ctx, records: RecordedKey[]): Promise<void> {
  if (records.length === 0) return;
  await ctx.em.execute(
    `delete from storage_write w using jsonb_to_recordset(?::jsonb) as r(key text, stamp text)
      where w.key = r.key and w.recorded_at = r.stamp::timestamptz`,
    [JSON.stringify(records.map(({ key, stamp }) => ({ key, stamp })))],
  );
}
