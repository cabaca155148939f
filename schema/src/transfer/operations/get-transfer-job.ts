import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { TransferJobRepository } from '../transfer-job.repository';
import { presentTransferJob, type TransferJobView } from '../transfer-job.view';

/** One job with the refusals of its import (the first 1,000; refusedTotal counts them all). */
export const getTransferJob = defineOperation({
  name: 'getTransferJob',
  access: 'manage-settings',
  input: z.object({ id: z.coerce.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12') }),
  async run(ctx, input): Promise<TransferJobView> {
    const job = await new TransferJobRepository(ctx.em).byId(input.id);
    if (!job) throw new CodedError('V_12', 'id');
    return presentTransferJob(job, { refusals: true });
  },
});
