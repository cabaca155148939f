import { parse } from 'csv-parse/sync';
import { redirectCsvColumns, redirectLimits, type RedirectRefusal } from '@tessera/content-model';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { announceChange, ownedRows, redirectSetOf } from '../redirect-changes';
import { readRedirect, type RedirectRow } from '../redirect-rules';
import { RedirectRepository } from '../redirect.repository';

export interface RedirectImportReport {
  imported: number;
  /** Each refused row: its line in the file and why. */
  refused: Array<{ line: number; code: RedirectRefusal; property: string | null }>;
}

interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The file's rows after its header (`from,to,status,locale`; status and locale may be left out),
 * or V_12 on `file` when it is not CSV of that form, V_14 past the row limit.
 */
function rowsOf(file: Buffer): CsvRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(file, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 8 * 1024 }) as never;
  } catch {
    throw new CodedError('V_12', 'file');
  }
  const header = records.shift()?.record.map((cell) => cell.toLowerCase());
  if (!header || header.length < 2 || header.some((cell, i) => cell !== redirectCsvColumns[i])) throw new CodedError('V_12', 'file');
  if (records.length > redirectLimits.importMaxRows) throw new CodedError('V_14', 'file');
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/**
 * A CSV import: every valid row is added, each other row is refused with its line and why:
 * `invalid` (not a path, not a URL, a bad status or locale), `duplicate` (its from is in the file
 * before, or already a redirect), `loop`, `chain` (see RedirectSet), `owned` (a reserved path or
 * a published page's). Rows are checked in file order against the site's redirects and the rows
 * taken before them. A file that is not such CSV, or too large, changes nothing.
 */
export const importRedirects = defineOperation({
  name: 'importRedirects',
  access: 'manage-redirects',
  input: z.object({ file: z.instanceof(Buffer, { message: 'V_17' }) }),
  async run(ctx, input): Promise<RedirectImportReport> {
    if (input.file.length > redirectLimits.importMaxBytes) throw new CodedError('V_14', 'file');
    const rows = rowsOf(input.file);
    return inTransaction(ctx, async (tx) => {
      const report: RedirectImportReport = { imported: 0, refused: [] };
      const read: Array<{ line: number; row: RedirectRow }> = [];
      for (const { line, cells } of rows) {
        const [from, to, status, locale] = cells;
        const reading = readRedirect({ from, to, status, locale });
        if ('error' in reading) report.refused.push({ line, code: 'invalid', property: reading.error.property });
        else read.push({ line, row: reading.row });
      }
      const owned = await ownedRows(
        tx,
        read.map((entry) => entry.row),
      );
      const set = await redirectSetOf(tx);
      const taken: RedirectRow[] = [];
      for (const { line, row } of read) {
        const refusal = owned.has(row) ? 'owned' : set.refusal(row);
        if (refusal) {
          report.refused.push({ line, code: refusal, property: null });
          continue;
        }
        set.add(row);
        taken.push(row);
      }
      report.refused.sort((a, b) => a.line - b.line);
      if (taken.length > 0) {
        await new RedirectRepository(tx.em).insertMany(taken, actingUserId(tx.viewer));
        announceChange(tx, taken);
      }
      report.imported = taken.length;
      recordAudit(tx, { action: 'redirect.imported', details: { imported: taken.length, refused: report.refused.length } });
      return report;
    });
  },
});
