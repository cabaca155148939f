import type { AuditEntryRow } from './audit-log.repository';

/*
 * The CSV of an export (RFC 4180: comma separated, CRLF line ends, a cell with a comma, quote or
 * line break in double quotes, a quote doubled), safe to open in a spreadsheet.
 */

/** The columns, named as the API names the fields. */
export const auditCsvColumns = ['id', 'at', 'actorId', 'actorEmail', 'tokenId', 'tokenName', 'action', 'subjectType', 'subjectId', 'ip', 'userAgent', 'details'] as const;

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (OWASP "CSV injection"):
 * an e-mail, a token name or a user agent is the caller's own text, so such a cell gets a leading
 * apostrophe and is shown as the text it is.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

function lineOf(entry: AuditEntryRow): string {
  return csvLine(auditCsvColumns.map((column) => entry[column]));
}

/**
 * The file, a chunk per batch of entries: the header first (after a byte order mark, so that a
 * spreadsheet reads the file as UTF-8), then at most `limit` entries. When more matched, a last
 * line says where the file was cut, so nobody takes it for the whole.
 */
export async function* auditCsv(batches: AsyncIterable<AuditEntryRow[]> | Iterable<AuditEntryRow[]>, limit: number): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(auditCsvColumns)}`;
  let written = 0;
  for await (const batch of batches) {
    const kept = batch.slice(0, limit - written);
    written += kept.length;
    if (kept.length > 0) yield kept.map(lineOf).join('');
    if (kept.length < batch.length) {
      yield csvLine([`# Cut at ${limit} entries, newest first: narrow the filters (from and to) for the rest.`]);
      return;
    }
  }
}
