import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { Poller } from '../operations/poller';
import { auditRetentionDays } from '../settings/site-settings';
import { systemContext } from '../system-context';
import { AuditLogRepository } from './audit-log.repository';
import { recordAudit } from './record-audit';

export interface AuditRetentionOptions {
  orm: MikroORM;
  services: Services;
  /** How often each gateway looks whether entries are due for deletion (ms). */
  pollMs?: number;
  /** Entries deleted per transaction. */
  batchSize?: number;
  /** How long a claim on the job lasts without being renewed (a batch renews it) (ms). */
  leaseMs?: number;
}

export const auditRetentionDefaults = { pollMs: 60 * 60_000, batchSize: 5_000, leaseMs: 60_000 };

/**
 * Deletes audit entries older than the retention setting (`auditRetentionDays`; none while it is
 * "for ever"), once per cluster: every gateway polls hourly (and at start), and a run first claims
 * the job's lease (`audit_retention_run`), so one gateway deletes while the others find it taken
 * and do nothing. Deleting goes in batches, each its own short transaction (no long lock on the
 * trail, which every operation writes to), the lease renewed after each; a gateway that dies
 * mid-run lets go when its lease runs out, and the next run carries on where it stopped. A run
 * that deleted something says so in the trail (`audit-log.pruned`: how many, and the setting).
 */
export class AuditRetention {
  private readonly poller: Poller;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly options: AuditRetentionOptions) {
    this.batchSize = options.batchSize ?? auditRetentionDefaults.batchSize;
    this.leaseMs = options.leaseMs ?? auditRetentionDefaults.leaseMs;
    this.poller = new Poller({
      pollMs: options.pollMs ?? auditRetentionDefaults.pollMs,
      run: () => this.run(),
      log: options.services.log,
      failure: 'the audit retention job failed; it runs again at the next poll',
    });
  }

  start(): void {
    this.poller.start();
  }

  /** Runs now, unless a run is under way here (then resolves with that one); how many entries went (0 when another gateway holds the job). */
  runNow(): Promise<number> {
    return this.poller.wake();
  }

  /** Lets the batch under way finish; nothing more starts. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  private context() {
    return systemContext(this.options.orm.em.fork(), this.options.services);
  }

  private async run(): Promise<number> {
    const days = await auditRetentionDays(this.context());
    if (days === null) return 0;
    const holder = this.options.services.outbox.instanceId;
    const { batchSize, leaseMs } = this;
    const lease = () => new AuditLogRepository(this.options.orm.em.fork());
    if (!(await lease().claimRetention(holder, leaseMs))) return 0;
    let deleted = 0;
    try {
      while (!this.poller.stopped) {
        const batch = await inTransaction(this.context(), (tx) => new AuditLogRepository(tx.em).deleteOlderThan(days, batchSize));
        deleted += batch;
        if (batch < batchSize || !(await lease().renewRetention(holder, leaseMs))) break;
      }
      if (deleted > 0) await inTransaction(this.context(), async (tx) => recordAudit(tx, { action: 'audit-log.pruned', details: { deleted, days } }));
    } finally {
      await lease().releaseRetention(holder);
    }
    return deleted;
  }
}
