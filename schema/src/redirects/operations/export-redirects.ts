import { redirectCsvColumns } from '@tessera/content-model';
import { z } from 'zod';
import { csvLine } from '../../audit/audit-csv';
import { defineOperation } from '../../operations/define-operation';
import { RedirectRepository } from '../redirect.repository';

async function* redirectCsv(repository: RedirectRepository): AsyncGenerator<string> {
  // A byte order mark, so a spreadsheet reads the file as UTF-8; the cells are made safe to open (csvLine).
  yield `\uFEFF${csvLine(redirectCsvColumns)}`;
  for await (const batch of repository.batches(1_000)) yield batch.map((r) => csvLine([r.fromPath, r.to, r.status, r.locale ?? ''])).join('');
}

/** The manual redirects as CSV in the import's form (`from,to,status,locale`), streamed in batches. */
export const exportRedirects = defineOperation({
  name: 'exportRedirects',
  access: 'manage-redirects',
  input: z.object({}),
  async run(ctx) {
    const at = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    return { fileName: `redirects-${at}Z.csv`, lines: redirectCsv(new RedirectRepository(ctx.em)) };
  },
});
