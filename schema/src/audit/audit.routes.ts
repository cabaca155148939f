import type { RestRoute } from '../http/rest-route';
import { listAuditLog } from './operations/list-audit-log';

export const auditRoutes: RestRoute[] = [{ method: 'GET', path: '/audit-log', handle: async (ctx, { query }) => listAuditLog(ctx, query) }];
