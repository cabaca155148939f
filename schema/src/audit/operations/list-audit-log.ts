import { defineOperation } from '../../operations/define-operation';
import { CodedError } from '../../errors/coded-error';
import { auditFilterInput, auditFilterOf, auditPageInput } from '../audit-log.inputs';
import { AuditLogRepository } from '../audit-log.repository';
import { presentAuditEntry, type AuditLogPageView } from '../audit-log.view';

/**
 * A page of the audit trail, newest first, narrowed by person, action (prefix or exact), object,
 * time and API token. Keyset paging: the next page passes the last entry's id as `beforeId`
 * (V_12 404 when that entry is gone, pruned or forgotten meanwhile). One more entry than asked
 * is read to tell whether more follow; the matches are never counted.
 */
export const listAuditLog = defineOperation({
  name: 'listAuditLog',
  access: 'view-audit-log',
  input: auditFilterInput(auditPageInput),
  async run(ctx, input): Promise<AuditLogPageView> {
    const log = new AuditLogRepository(ctx.em);
    const after = input.beforeId === undefined ? null : await log.positionOf(input.beforeId);
    if (input.beforeId !== undefined && !after) throw new CodedError('V_12', 'beforeId', 404);
    const filter = await auditFilterOf(ctx, input);
    const rows = filter ? await log.page(filter, after, input.pageSize + 1) : [];
    const items = rows.slice(0, input.pageSize).map(presentAuditEntry);
    const hasMore = rows.length > input.pageSize;
    return { items, hasMore, nextBeforeId: hasMore ? items[items.length - 1].id : null };
  },
});
