import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { AuditLogListType, AuditLogQuery, AuditRetentionType } from './audit.types';
import { getAuditRetention } from './operations/get-audit-retention';
import { listAuditLog } from './operations/list-audit-log';
import { updateAuditRetention } from './operations/update-audit-retention';

/** The audit trail (view-audit-log) and how long it is kept (changed with manage-settings). The CSV export is REST only: GET /api/tessera/audit-log/export. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditLogListType, { description: 'Who did what, when and from where, newest first, filtered (view-audit-log).' })
  auditLog(@Arg('query', () => AuditLogQuery, { nullable: true }) query: AuditLogQuery | undefined, @Ctx() ctx: Context): Promise<AuditLogListType> {
    return listAuditLog(ctx, query ?? {});
  }

  @Query(() => AuditRetentionType, { description: 'How long audit entries are kept (view-audit-log).' })
  auditRetention(@Ctx() ctx: Context): Promise<AuditRetentionType> {
    return getAuditRetention(ctx, {});
  }

  @Mutation(() => AuditRetentionType, { description: 'Keep audit entries `days` days (30–3650), or for ever with null (manage-settings).' })
  updateAuditRetention(@Arg('days', () => Int, { nullable: true }) days: number | null, @Ctx() ctx: Context): Promise<AuditRetentionType> {
    return updateAuditRetention(ctx, { days });
  }
}
