import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { queueTransferJob } from './start-transfer-job';

/** Starts an export of everything (or of the published pages only) into `exports/<job id>/` of the data directory. */
export const startExportJob = defineOperation({
  name: 'startExportJob',
  access: 'manage-settings',
  input: z.object({
    publishedOnly: z.preprocess((value) => value ?? false, z.boolean({ invalid_type_error: 'V_12' })),
  }),
  run: (ctx, input) => queueTransferJob(ctx, { kind: 'export', publishedOnly: input.publishedOnly, source: null }),
});
