import { auditLogLimits } from '@tessera/content-model';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { pageSize } from '../../validation/parse-input';
import { auditCsv } from '../audit-csv';
import { auditFilterInput, auditFilterOf, describedFilter } from '../audit-log.inputs';
import { AuditLogRepository } from '../audit-log.repository';
import { recordAudit } from '../record-audit';

/** Entries read per statement: a few hundred kilobytes of CSV held at a time, whatever the export's size. */
const batchSize = 1_000;

/**
 * The entries the list's filters match, newest first, as CSV (audit-csv.ts): read in batches
 * while the file is sent, at most `limit` (1,000,000 unless asked for fewer). Taking the trail
 * out of the installation is itself recorded (`audit-log.exported`, with the filters).
 */
export const exportAuditLog = defineOperation({
  name: 'exportAuditLog',
  access: 'view-audit-log',
  input: auditFilterInput({
    limit: pageSize(auditLogLimits.exportMaxRows, auditLogLimits.exportMaxRows),
  }),
  async run(ctx, input) {
    const filter = await auditFilterOf(ctx, input);
    // The person asked for by e-mail is recorded by id: forgetting a deleted user (forget-user.ts) leaves no address behind.
    const asked = describedFilter({ ...input, actorEmail: undefined, actorId: filter?.actorId ?? input.actorId });
    await inTransaction(ctx, async (tx) => recordAudit(tx, { action: 'audit-log.exported', details: { filter: asked, limit: input.limit } }));
    const at = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    // One entry past the limit tells the file it was cut.
    const batches = filter ? new AuditLogRepository(ctx.em).batches(filter, input.limit + 1, batchSize) : [];
    return { fileName: `audit-log-${at}Z.csv`, lines: auditCsv(batches, input.limit) };
  },
});
