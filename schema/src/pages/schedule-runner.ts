import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { errorText } from '../events/event-consumers';
import { isCodedError } from '../errors/coded-error';
import { systemContext } from '../system-context';
import { PageRepository } from './page.repository';
import type { ErrorEntry } from '../errors/coded-error';
import { failSchedule, runSchedule, type ScheduleFailure } from './page-schedule';
import { Poller } from '../operations/poller';

export interface ScheduleRunnerOptions {
  orm: MikroORM;
  services: Services;
  /** How often to look for due schedules (ms); a schedule runs at most this long after its time. */
  pollMs: number;
  /** How many polls in a row a schedule may fail without a coded reason before it is given up. */
  maxAttempts?: number;
}

export const scheduleRunnerDefaults = { pollMs: 5_000, maxAttempts: 20 };

const batchSize = 20;

/**
 * Runs pages' scheduled publications and unpublications (page-schedule.ts) once in the cluster.
 * The schedule is the source of truth, in the database: every gateway polls for due pages, and
 * runs each in a transaction that first locks the page with FOR UPDATE SKIP LOCKED and checks it
 * is still due. The lock is held until the publication and the cleared schedule commit together,
 * so two gateways never run the same schedule, and a gateway that dies mid-run rolls back: the
 * schedule is still due for the next poll, on any gateway (nothing is kept in memory; a restart
 * finds it again). A schedule whose check fails is cleared and its scheduler mailed; any other
 * failure (the database gone for a moment) leaves it due, tried again at the next poll, up to
 * `maxAttempts` polls in a row on this gateway (a minute and a half by default): then it is given
 * up as a failed check is (cleared, audited, the scheduler mailed, reason G_01), so one page that
 * always fails does not fill the log every few seconds forever.
 */
export class ScheduleRunner {
  private readonly poller: Poller;
  /** Failed polls in a row, by page, of schedules that failed without a coded reason. */
  private readonly attempts = new Map<number, number>();

  constructor(private readonly options: ScheduleRunnerOptions) {
    this.poller = new Poller({
      pollMs: options.pollMs,
      run: () => this.runDue(),
      log: options.services.log,
      failure: 'the schedule runner could not look for due pages; it looks again at the next poll',
    });
  }

  start(): void {
    this.poller.start();
  }

  /** Runs what is due now, unless a run is under way (then resolves with that one). */
  wake(): Promise<number> {
    return this.poller.wake();
  }

  /** Lets the run under way finish; nothing more starts. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Runs every due schedule this gateway can claim; how many it ran (failed ones included). */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const ctx = systemContext(this.options.orm.em.fork(), this.options.services);
      const due = await new PageRepository(ctx.em).dueScheduled(batchSize);
      let claimed = 0;
      for (const id of due) {
        if (this.poller.stopped) return ran;
        if (await this.runOne(id)) claimed += 1;
      }
      ran += claimed;
      // Pages another gateway holds stay due until it commits: they are its, not a reason to loop.
      if (due.length < batchSize || claimed === 0) return ran;
    }
  }

  private async runOne(id: number): Promise<boolean> {
    const ctx = () => systemContext(this.options.orm.em.fork(), this.options.services);
    const giveUp = (errors: ErrorEntry[], cause: ScheduleFailure) =>
      inTransaction(ctx(), async (tx) => {
        const due = await new PageRepository(tx.em).lockDueScheduled(id);
        if (!due) return false;
        await failSchedule(tx, due.page, due.now, errors, cause);
        this.options.services.metrics?.count('scheduled_run', { outcome: 'failed' });
        return true;
      });
    try {
      const ran = await inTransaction(ctx(), async (tx) => {
        const due = await new PageRepository(tx.em).lockDueScheduled(id);
        if (!due) return false;
        await runSchedule(tx, due.page, due.now);
        return true;
      });
      this.attempts.delete(id);
      if (ran) this.options.services.metrics?.count('scheduled_run', { outcome: 'ran' });
      return ran;
    } catch (error) {
      if (isCodedError(error)) {
        this.attempts.delete(id);
        this.options.services.log.info({ pageId: id, errors: error.errors }, 'a scheduled publication failed its check: nothing went live, the scheduler is told');
        return giveUp(error.errors, 'check');
      }
      const attempts = (this.attempts.get(id) ?? 0) + 1;
      if (attempts < (this.options.maxAttempts ?? scheduleRunnerDefaults.maxAttempts)) {
        this.attempts.set(id, attempts);
        this.options.services.log.warn({ pageId: id, attempts, error: errorText(error) }, 'a scheduled publication could not run; it is tried again at the next poll');
        return false;
      }
      this.attempts.delete(id);
      this.options.services.log.error({ pageId: id, attempts, error: errorText(error) }, 'a scheduled publication kept failing: it is given up and the scheduler is told');
      return giveUp([{ code: 'G_01' }], 'error');
    }
  }
}
