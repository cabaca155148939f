import type { MikroORM } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/record-audit';
import type { Services } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { isCodedError, type ErrorEntry } from '../errors/coded-error';
import { errorText } from '../events/event-consumers';
import { Poller } from '../operations/poller';
import { systemContext, systemViewer } from '../system-context';
import { activeViewerOf, userContact } from '../users/user-directory';
import { ReleaseRepository } from './release.repository';
import { publishRelease } from './release-publication';
import { failureText } from './release-rules';
import type { Release } from './release.entities';
import type { TxCtx } from '../db/unit-of-work';

export interface ReleaseRunnerOptions {
  orm: MikroORM;
  services: Services;
  /** How often to look for due releases (ms): the schedule runner's setting. */
  pollMs: number;
  /** Failed polls in a row (without a coded reason) before a release is given up. */
  maxAttempts?: number;
}

const batchSize = 10;

/**
 * Publishes scheduled releases once in the cluster, as the ScheduleRunner runs pages' schedules:
 * every gateway polls; each due release runs in a transaction that locks it FOR UPDATE SKIP
 * LOCKED and checks it is still due, so two gateways never run the same release and a gateway
 * dying mid-run rolls back (still due for the next poll). It publishes with the permissions of
 * the one who scheduled it. A release whose check fails (or who scheduled it may no longer
 * publish) goes to `failed` with the codes in `failure`, audited, its scheduler mailed; any other
 * error leaves it due for the next poll, up to `maxAttempts` polls, then it fails with G_01.
 */
export class ReleaseRunner {
  private readonly poller: Poller;
  private readonly attempts = new Map<number, number>();

  constructor(private readonly options: ReleaseRunnerOptions) {
    this.poller = new Poller({
      pollMs: options.pollMs,
      run: () => this.runDue(),
      log: options.services.log,
      failure: 'the release runner could not look for due releases; it looks again at the next poll',
    });
  }

  start(): void {
    this.poller.start();
  }

  wake(): Promise<number> {
    return this.poller.wake();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Runs every due release this gateway can claim; how many it ran (failed ones included). */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const due = await new ReleaseRepository(this.context().em).dueScheduled(batchSize);
      let claimed = 0;
      for (const id of due) {
        if (this.poller.stopped) return ran;
        if (await this.runOne(id)) claimed += 1;
      }
      ran += claimed;
      if (due.length < batchSize || claimed === 0) return ran;
    }
  }

  private context() {
    return systemContext(this.options.orm.em.fork(), this.options.services);
  }

  private async runOne(id: number): Promise<boolean> {
    try {
      const ran = await inTransaction(this.context(), async (tx) => {
        const release = await new ReleaseRepository(tx.em).lockDueScheduled(id);
        if (!release) return false;
        const scheduler = release.scheduledBy === null ? systemViewer : await activeViewerOf(tx.em, release.scheduledBy);
        await publishRelease({ ...tx, viewer: scheduler }, release, { scheduled: true });
        return true;
      });
      this.attempts.delete(id);
      return ran;
    } catch (error) {
      if (isCodedError(error)) {
        this.attempts.delete(id);
        this.options.services.log.info({ releaseId: id, errors: error.errors }, 'a scheduled release failed its check: nothing went live, the scheduler is told');
        return this.fail(id, error.errors);
      }
      const attempts = (this.attempts.get(id) ?? 0) + 1;
      if (attempts < (this.options.maxAttempts ?? 20)) {
        this.attempts.set(id, attempts);
        this.options.services.log.warn({ releaseId: id, attempts, error: errorText(error) }, 'a scheduled release could not run; it is tried again at the next poll');
        return false;
      }
      this.attempts.delete(id);
      this.options.services.log.error({ releaseId: id, attempts, error: errorText(error) }, 'a scheduled release kept failing: it is given up');
      return this.fail(id, [{ code: 'G_01' }]);
    }
  }

  private fail(id: number, errors: readonly ErrorEntry[]): Promise<boolean> {
    return inTransaction(this.context(), async (tx) => {
      const release = await new ReleaseRepository(tx.em).lockDueScheduled(id);
      if (!release) return false;
      release.status = 'failed';
      release.failure = failureText(errors);
      recordAudit(tx, { action: 'release.schedule-failed', subject: { type: 'release', id }, details: { reasons: release.failure }, actor: null });
      await mailScheduler(tx, release);
      return true;
    });
  }
}

async function mailScheduler(tx: TxCtx, release: Release): Promise<void> {
  const scheduler = release.scheduledBy === null ? null : await userContact(tx.em, release.scheduledBy);
  if (!scheduler) return;
  tx.sendMail({
    to: scheduler.email,
    subject: `Scheduled release failed: ${release.name}`,
    text:
      `Hello ${scheduler.name},\n\nThe release "${release.name}" scheduled for ${release.scheduledAt?.toISOString()} did not publish: ` +
      `nothing of it changed on the site.\n\nReasons (error codes): ${release.failure}\n\n` +
      `Correct it and publish or schedule it again: ${tx.services.publicUrl}/cmsadmin/releases/${release.id}\n`,
  });
}
