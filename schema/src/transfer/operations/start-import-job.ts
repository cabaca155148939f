import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { TransferJobRepository } from '../transfer-job.repository';
import { queueTransferJob } from './start-transfer-job';

/** A directory name under `exports/` and nothing else: no separator, no `..`, no leading dot. */
export const transferSourcePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isTransferSource(name: string): boolean {
  return transferSourcePattern.test(name) && !name.includes('..');
}

/**
 * Starts an import of an earlier export: `source` is an export job's id (a finished one) or the
 * name of a directory under `exports/` of the data directory (one copied there from another
 * installation). Never a path: anything else is refused (V_12 on source).
 */
export const startImportJob = defineOperation({
  name: 'startImportJob',
  access: 'manage-settings',
  input: z.object({
    source: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).refine(isTransferSource, 'V_12'),
  }),
  async run(ctx, input) {
    if (/^\d+$/.test(input.source)) {
      const job = await new TransferJobRepository(ctx.em).byId(Number(input.source));
      if (job && (job.kind !== 'export' || job.status !== 'done')) throw new CodedError('V_12', 'source');
    }
    return queueTransferJob(ctx, { kind: 'import', publishedOnly: false, source: input.source });
  },
});
