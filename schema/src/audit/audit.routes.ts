import { streamed, succeeded, type RestRoute } from '../http/rest-route';
import { exportAuditLog } from './operations/export-audit-log';
import { getAuditRetention } from './operations/get-audit-retention';
import { listAuditLog } from './operations/list-audit-log';
import { updateAuditRetention } from './operations/update-audit-retention';

/** Tessera's addition: the audit trail under /api/tessera/audit-log (view-audit-log; the retention is changed with manage-settings). */
export const auditRoutes: RestRoute[] = [
  { method: 'GET', path: '/audit-log', handle: (ctx, { query }) => listAuditLog(ctx, query) },
  {
    method: 'GET',
    path: '/audit-log/export',
    handle: async (ctx, { query }) => {
      const { fileName, lines } = await exportAuditLog(ctx, query);
      return streamed({ contentType: 'text/csv; charset=utf-8', fileName, body: lines });
    },
  },
  { method: 'GET', path: '/audit-log/retention', handle: (ctx) => getAuditRetention(ctx, {}) },
  { method: 'PUT', path: '/audit-log/retention', handle: async (ctx, { body }) => succeeded(await updateAuditRetention(ctx, body)) },
];
