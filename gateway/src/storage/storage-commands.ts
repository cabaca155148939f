import { parseArgs } from 'node:util';
import { claimStorage, markerKey, storageKeyOwners, sweepStorage, systemContext, type SweepReport } from '@tessera/schema';
import { ConfigError, readConfig } from '../config';
import { openTesseraData } from '../data';
import { createLogger } from '../logger';
import { describeStorage } from './claim-at-start';

/** The report of a sweep as the command prints it: every stray key with its objects, then the counts. */
export function printedSweep(report: SweepReport): string {
  if (report.refused) return `nothing swept: ${report.refused}`;
  const lines = report.stray.map(
    (stray) => `${report.dryRun ? 'would remove' : 'removed'} ${stray.key} (recorded ${stray.recordedAt}): ${stray.objects.length === 0 ? 'no object left' : stray.objects.join(', ')}`,
  );
  const hours = report.graceMs / (60 * 60_000);
  lines.push(
    `${report.dryRun ? 'dry run: ' : ''}${report.records} recorded key${report.records === 1 ? '' : 's'} older than ${hours} h looked at: ${report.inUse} in use, ${report.stray.length} stray; ` +
      `${report.objects} object${report.objects === 1 ? '' : 's'} ${report.dryRun ? 'would be removed' : 'removed'}`,
  );
  return lines.join('\n');
}

/** `storage:sweep [--dry-run] [--grace-hours N]`: the sweep the gateways run hourly, now, and its report. */
export async function storageSweep(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean', default: false }, 'grace-hours': { type: 'string' } } });
  const config = readConfig();
  const graceHours = values['grace-hours'];
  if (graceHours !== undefined && !/^\d{1,5}(\.\d+)?$/.test(graceHours)) throw new ConfigError(`--grace-hours must be a number of hours, not "${graceHours}"`);
  const graceMs = graceHours === undefined ? config.storageSweep.graceMs : Math.round(Number(graceHours) * 60 * 60_000);
  const data = await openTesseraData(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    const report = await sweepStorage(systemContext(data.orm.em.fork(), data.services), storageKeyOwners, { graceMs, dryRun: values['dry-run'] });
    console.log(printedSweep(report));
    return report.refused ? 1 : 0;
  } finally {
    await data.close();
  }
}

/**
 * `storage:claim`: writes this installation's marker into a storage that has none, whatever it
 * holds (the start refuses a storage without a marker that holds media while this database has
 * no files, or that holds nothing while it has). Never over another installation's marker.
 */
export async function storageClaim(): Promise<number> {
  const config = readConfig();
  const data = await openTesseraData(config, createLogger(process.env.LOG_LEVEL ?? 'warn'), { claimStorage: false });
  try {
    const claim = await claimStorage(data.orm.em.fork(), data.services.storage, storageKeyOwners, { force: true });
    const where = describeStorage(config);
    if (claim.outcome === 'other-installation') {
      console.error(`the storage ${where} belongs to installation ${claim.markerId} (its ${markerKey}); this database is installation ${claim.installationId}. Not changed.`);
      return 1;
    }
    console.log(
      claim.outcome === 'ours'
        ? `the storage ${where} already belongs to installation ${claim.installationId}`
        : `the storage ${where} now belongs to installation ${claim.installationId} (${markerKey} written)`,
    );
    return 0;
  } finally {
    await data.close();
  }
}
