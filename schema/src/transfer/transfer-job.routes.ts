import { streamed, succeeded, type RestRoute } from '../http/rest-route';
import { downloadExport } from './operations/download-export';
import { getTransferJob } from './operations/get-transfer-job';
import { listTransferJobs } from './operations/list-transfer-jobs';
import { startExportJob } from './operations/start-export-job';
import { startImportJob } from './operations/start-import-job';

/** Tessera's addition: content export and import jobs under /api/tessera/transfer-jobs (manage-settings). */
export const transferJobRoutes: RestRoute[] = [
  { method: 'GET', path: '/transfer-jobs', handle: async (ctx) => ({ Jobs: await listTransferJobs(ctx, {}) }) },
  { method: 'POST', path: '/transfer-jobs/export', handle: async (ctx, { body }) => succeeded({ Job: await startExportJob(ctx, body) }) },
  { method: 'POST', path: '/transfer-jobs/import', handle: async (ctx, { body }) => succeeded({ Job: await startImportJob(ctx, body) }) },
  {
    method: 'GET',
    path: '/transfer-jobs/:id/download',
    handle: async (ctx, { params }) => streamed({ contentType: 'application/gzip', ...(await downloadExport(ctx, params)) }),
  },
  { method: 'GET', path: '/transfer-jobs/:id', handle: async (ctx, { params }) => ({ Job: await getTransferJob(ctx, params) }) },
];
