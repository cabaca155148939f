import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { AuditLogListType, AuditLogQuery } from './audit.types';
import { listAuditLog } from './operations/list-audit-log';

@Resolver()
export class AuditResolver {
  @Query(() => AuditLogListType, { description: 'Sign-ins, failed sign-ins and user changes, newest first (manage-users).' })
  auditLog(@Arg('query', () => AuditLogQuery, { nullable: true }) query: AuditLogQuery | undefined, @Ctx() ctx: Context): Promise<AuditLogListType> {
    return listAuditLog(ctx, query ?? {});
  }
}
