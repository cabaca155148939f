import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Whether a retention run holds the job (audit-retention.ts): a lease, so that of all the
 * gateways polling for it one deletes at a time, and a gateway that dies mid-run lets go of it
 * when the lease runs out. One row, made by the first claim.
 */
@Entity({ tableName: 'audit_retention_run' })
export class AuditRetentionRun {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 64, nullable: true })
  holder: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil: Date | null = null;
}
