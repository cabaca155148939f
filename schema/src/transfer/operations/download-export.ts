import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { TransferJobRepository } from '../transfer-job.repository';

/** A finished export job's directory as one .tar.gz, streamed (REST only: bytes, not data). */
export const downloadExport = defineOperation({
  name: 'downloadExport',
  access: 'manage-settings',
  input: z.object({ id: z.coerce.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12') }),
  async run(ctx, input): Promise<{ fileName: string; body: AsyncIterable<Buffer> }> {
    const job = await new TransferJobRepository(ctx.em).byId(input.id);
    if (!job || job.kind !== 'export' || job.status !== 'done') throw new CodedError('V_12', 'id');
    if (!ctx.services.transferExports) throw new CodedError('G_01');
    return { fileName: `tessera-export-${job.id}.tar.gz`, body: await ctx.services.transferExports.archive(job.id) };
  },
});
