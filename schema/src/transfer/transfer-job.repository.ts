import type { EntityManager } from '@mikro-orm/postgresql';
import { TransferJob, type TransferJobKind, type TransferJobRefusal } from './transfer-job.entity';

/** A job as the runner claims it. */
export interface ClaimedTransferJob {
  id: number;
  kind: TransferJobKind;
  publishedOnly: boolean;
  source: string | null;
}

/** How a job ended. */
export type TransferJobOutcome =
  { status: 'done'; processed: number; total: number; counts: Record<string, unknown>; refusals?: TransferJobRefusal[]; refusedTotal?: number } | { status: 'failed'; errorCode: string };

const lease = `now() + ? * interval '1 millisecond'`;

/** The queries of transfer jobs: the list, the one active job, and the lease the runner holds while it works. */
export class TransferJobRepository {
  constructor(private readonly em: EntityManager) {}

  latest(limit: number): Promise<TransferJob[]> {
    return this.em.find(TransferJob, {}, { orderBy: { id: 'desc' }, limit });
  }

  byId(id: number): Promise<TransferJob | null> {
    return this.em.findOne(TransferJob, { id });
  }

  active(): Promise<TransferJob | null> {
    return this.em.findOne(TransferJob, { status: { $in: ['queued', 'running'] } });
  }

  /** The oldest queued job, or a running one whose gateway let its lease run out; null when there is none or another gateway took it. */
  async claimNext(holder: string, leaseMs: number): Promise<ClaimedTransferJob | null> {
    const rows = await this.em.execute<Array<{ id: number; kind: TransferJobKind; published_only: boolean; source: string | null }>>(
      `update transfer_job set status = 'running', lease_owner = ?, lease_until = ${lease}, started_at = coalesce(started_at, now()), processed = 0, updated_at = now()
        where id = (select id from transfer_job
                     where status = 'queued' or (status = 'running' and (lease_until is null or lease_until < now()))
                     order by id limit 1 for update skip locked)
        returning id, kind, published_only, source`,
      [holder, leaseMs],
    );
    const row = rows[0];
    return row ? { id: row.id, kind: row.kind, publishedOnly: row.published_only, source: row.source } : null;
  }

  /** Writes the progress and renews the lease; false when the job is no longer the holder's. */
  async progress(id: number, holder: string, progress: { processed: number; total?: number | null }, leaseMs: number): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: number }>>(
      `update transfer_job set processed = ?, total = coalesce(?, total), lease_until = ${lease}, updated_at = now()
        where id = ? and lease_owner = ? and status = 'running' returning id`,
      [progress.processed, progress.total ?? null, leaseMs, id, holder],
    );
    return rows.length > 0;
  }

  async finish(id: number, holder: string, outcome: TransferJobOutcome): Promise<void> {
    if (outcome.status === 'done') {
      await this.em.execute(
        `update transfer_job set status = 'done', processed = ?, total = ?, counts = ?, refusals = ?, refused_total = ?, finished_at = now(), updated_at = now(), lease_owner = null, lease_until = null
          where id = ? and lease_owner = ?`,
        [outcome.processed, outcome.total, JSON.stringify(outcome.counts), JSON.stringify(outcome.refusals ?? []), outcome.refusedTotal ?? 0, id, holder],
      );
    } else {
      await this.em.execute(
        `update transfer_job set status = 'failed', error_code = ?, finished_at = now(), updated_at = now(), lease_owner = null, lease_until = null where id = ? and lease_owner = ?`,
        [outcome.errorCode, id, holder],
      );
    }
  }

  /** Lets go of a job this gateway stops working on (shutting down): another gateway takes it at once. */
  async release(id: number, holder: string): Promise<void> {
    await this.em.execute(`update transfer_job set lease_owner = null, lease_until = null, updated_at = now() where id = ? and lease_owner = ?`, [id, holder]);
  }
}
