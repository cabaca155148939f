import type { MikroORM } from '@mikro-orm/postgresql';
import { storageKeyOwners, sweepStorage, systemContext, type Services } from '@tessera/schema';
import type { Logger } from 'pino';
import type { StorageSweepSettings } from './sweep-settings';

/** How many swept keys a log line names (the rest are counted). */
const keysLogged = 20;

/**
 * The storage's share of the hourly pruning: uploads a killed process left half-written in the
 * spool (never visible: they were not placed yet), then the sweep of stray bytes over the write
 * record (schema storage/sweep-storage.ts) as TESSERA_STORAGE_SWEEP says: on, dry-run (logs what
 * it would delete), or off.
 */
export function storagePruning(orm: MikroORM, services: Services, settings: StorageSweepSettings, log: Logger): () => Promise<void> {
  return async () => {
    await services.storage.pruneTemporaryFiles(60 * 60_000);
    if (settings.mode === 'off') return;
    const report = await sweepStorage(systemContext(orm.em.fork(), services), storageKeyOwners, { graceMs: settings.graceMs, dryRun: settings.mode === 'dry-run' });
    if (report.refused) {
      log.warn({ reason: report.refused }, 'the sweep of stray stored bytes did not run');
      return;
    }
    if (report.stray.length === 0) return;
    const keys = report.stray.slice(0, keysLogged).map((stray) => stray.key);
    if (report.dryRun) log.info({ keys, strayKeys: report.stray.length, objects: report.objects }, 'sweep dry run (TESSERA_STORAGE_SWEEP=dry-run): these stored keys no row names would be removed');
    else log.info({ keys, strayKeys: report.stray.length, objects: report.objects }, 'removed stored bytes, renditions and profile images that no row names');
  };
}
