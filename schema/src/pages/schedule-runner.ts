import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { errorText } from '../events/event-consumers';
import { isCodedError } from '../errors/coded-error';
import { systemContext } from '../system-context';
import { PageRepository } from './page.repository';
import { failSchedule, runSchedule } from './page-schedule';

export interface ScheduleRunnerOptions {
  orm: MikroORM;
  services: Services;
  /** How often to look for due schedules (ms); a schedule runs at most this long after its time. */
  pollMs: number;
}

export const scheduleRunnerDefaults = { pollMs: 5_000 };

const batchSize = 20;

/**
 * Runs pages' scheduled publications and unpublications (page-schedule.ts) once in the cluster.
 * The schedule is the source of truth, in the database: every gateway polls for due pages, and
 * runs each in a transaction that first locks the page with FOR UPDATE SKIP LOCKED and checks it
 * is still due. The lock is held until the publication and the cleared schedule commit together,
 * so two gateways never run the same schedule, and a gateway that dies mid-run rolls back: the
 * schedule is still due for the next poll, on any gateway (nothing is kept in memory; a restart
 * finds it again). A schedule whose check fails is cleared and its scheduler mailed; any other
 * failure (the database gone for a moment) leaves it due, tried again at the next poll.
 */
export class ScheduleRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: ScheduleRunnerOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.wake(), this.options.pollMs);
    this.timer.unref();
    void this.wake();
  }

  /** Runs what is due now, unless a run is under way (then resolves with that one). */
  wake(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.runDue()
      .catch((error) => {
        this.options.services.log.warn({ err: error }, 'the schedule runner could not look for due pages; it looks again at the next poll');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Lets the run under way finish; nothing more starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs every due schedule this gateway can claim; how many it ran (failed ones included). */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const ctx = systemContext(this.options.orm.em.fork(), this.options.services);
      const due = await new PageRepository(ctx.em).dueScheduled(batchSize);
      let claimed = 0;
      for (const id of due) {
        if (this.stopped) return ran;
        if (await this.runOne(id)) claimed += 1;
      }
      ran += claimed;
      // Pages another gateway holds stay due until it commits: they are its, not a reason to loop.
      if (due.length < batchSize || claimed === 0) return ran;
    }
  }

  private async runOne(id: number): Promise<boolean> {
    const ctx = () => systemContext(this.options.orm.em.fork(), this.options.services);
    try {
      return await inTransaction(ctx(), async (tx) => {
        const due = await new PageRepository(tx.em).lockDueScheduled(id);
        if (!due) return false;
        await runSchedule(tx, due.page, due.now);
        return true;
      });
    } catch (error) {
      if (!isCodedError(error)) {
        this.options.services.log.warn({ pageId: id, error: errorText(error) }, 'a scheduled publication could not run; it is tried again at the next poll');
        return false;
      }
      this.options.services.log.info({ pageId: id, errors: error.errors }, 'a scheduled publication failed its check: nothing went live, the scheduler is told');
      return inTransaction(ctx(), async (tx) => {
        const due = await new PageRepository(tx.em).lockDueScheduled(id);
        if (!due) return false;
        await failSchedule(tx, due.page, due.now, error.errors);
        return true;
      });
    }
  }
}
