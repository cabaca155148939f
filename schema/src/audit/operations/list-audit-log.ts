import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { optionalString, pageIndex, pageSize } from '../../validation/parse-input';
import { AuditLog } from '../audit-log.entity';

/** The audit trail, newest first, optionally for one action prefix ("auth.", "user.created"). */
export const listAuditLog = defineOperation({
  name: 'listAuditLog',
  access: 'manage-users',
  input: z.object({
    pageIndex: pageIndex(),
    pageSize: pageSize(),
    action: optionalString(64),
  }),
  async run(ctx, query) {
    const where = query.action ? { action: { $like: `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } } : {};
    const [items, totalItems] = await ctx.em.findAndCount(AuditLog, where, {
      orderBy: { id: 'desc' },
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    });
    return { items, totalItems };
  },
});
