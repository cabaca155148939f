import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { TransferJobRepository } from '../transfer-job.repository';
import { presentTransferJob, type TransferJobView } from '../transfer-job.view';

/** The latest jobs shown on the screen; older ones stay in the table. */
const listedJobs = 20;

/** The latest export and import jobs, newest first, without their refusals (transferJob has them). */
export const listTransferJobs = defineOperation({
  name: 'listTransferJobs',
  access: 'manage-settings',
  input: z.object({}),
  async run(ctx): Promise<TransferJobView[]> {
    const jobs = await new TransferJobRepository(ctx.em).latest(listedJobs);
    return jobs.map((job) => presentTransferJob(job, { refusals: false }));
  },
});
