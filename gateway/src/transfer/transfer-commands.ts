import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeError, isCodedError, systemContext } from '@tessera/schema';
import { readConfig } from '../config';
import { openTesseraData, type TesseraData } from '../data';
import { createLogger } from '../logger';
import { exportToDirectory, type TransferProgress } from './export-directory';
import { importFromDirectory } from './import-directory';

/** Every 1,000 records a line on stderr, so a long run shows that it moves. */
const progressLine: TransferProgress = ({ file, records }) => {
  if (records % 1000 === 0) console.error(`… ${records} records (${file})`);
};

/** Runs a transfer against the installation's data; a coded error is printed with its catalogue text. */
async function withTransferData(work: (data: TesseraData) => Promise<number>): Promise<number> {
  const data = await openTesseraData(readConfig(), createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    return await work(data);
  } catch (error) {
    if (!isCodedError(error)) throw error;
    for (const entry of error.errors) console.error(`error ${entry.code}${entry.property ? ` (${entry.property})` : ''}: ${describeError(entry.code, entry.property)}`);
    return 2;
  } finally {
    await data.close();
  }
}

/** `tessera export --to DIR [--published-only]` */
export function exportCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, 'published-only': { type: 'boolean', default: false } } });
  if (!values.to) {
    console.error('export needs --to DIR (a new or empty directory)');
    return Promise.resolve(1);
  }
  const dir = resolve(values.to);
  return withTransferData(async (data) => {
    const manifest = await exportToDirectory(systemContext(data.orm.em.fork(), data.services), dir, { publishedOnly: values['published-only'] ?? false, onProgress: progressLine });
    const counts = Object.entries(manifest.counts).map(([kind, count]) => `${count} ${kind}`);
    console.log(`exported to ${dir}: ${counts.join(', ')}`);
    return 0;
  });
}

/** `tessera import --from DIR`: exit 0 when every record went in, 3 when some were refused (listed on stderr). */
export function importCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from) {
    console.error('import needs --from DIR (a directory written by tessera export)');
    return Promise.resolve(1);
  }
  const dir = resolve(values.from);
  return withTransferData(async (data) => {
    const report = await importFromDirectory(() => systemContext(data.orm.em.fork(), data.services), dir, progressLine);
    const line = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([file, count]) => `${count} ${file}`)
        .join(', ') || 'none';
    console.log(`imported from ${dir} (installation ${report.sourceInstallation}): created ${line(report.created)}; already here ${line(report.existing)}`);
    for (const refused of report.refused) {
      console.error(`refused ${refused.file}:${refused.line} ${refused.code}${refused.property ? ` (${refused.property})` : ''}: ${describeError(refused.code, refused.property)}`);
    }
    if (report.refusedTotal > report.refused.length) console.error(`… and ${report.refusedTotal - report.refused.length} more refused`);
    return report.refusedTotal > 0 ? 3 : 0;
  });
}
