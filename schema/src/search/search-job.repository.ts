import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { searchJobKinds, type SearchJobKind } from '@tessera/content-model';

export { searchJobKinds, type SearchJobKind };
export const searchJobStates = ['idle', 'loading', 'success', 'error'] as const;
export type SearchJobState = (typeof searchJobStates)[number];

/** One whole-index job as the admin sees it. */
export interface SearchJobStatus {
  state: SearchJobState;
  /** Progress of the current (or last) run. */
  done: number;
  total: number;
  startedAt: Date | null;
  /** When the last run ended, and how many pages it handled (null before the first). */
  finishedAt: Date | null;
  count: number | null;
}

export type SearchStatus = Record<SearchJobKind, SearchJobStatus>;

/** A job this instance now owns: only its run id may advance or finish it. */
export interface ClaimedJob {
  kind: SearchJobKind;
  runId: string;
  total: number;
}

interface JobRow {
  kind: SearchJobKind;
  state: SearchJobState;
  done: number;
  total: number;
  started_at: Date | null;
  finished_at: Date | null;
  count: number | null;
  alive: boolean;
}

const idle: SearchJobStatus = { state: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, count: null };

/**
 * The `search_job` rows: the state every instance shows, and the lock that keeps a job from
 * running twice. A job is running while its row is `loading` and its heartbeat (renewed by every
 * batch) is younger than `staleAfterMs`; a job whose instance died stops counting as running then,
 * shows as `error`, and may be started again.
 */
export class SearchJobRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly staleAfterMs: number,
  ) {}

  private async rows(): Promise<JobRow[]> {
    return this.em.execute<JobRow[]>(
      `select kind, state, done, total, started_at, finished_at, count,
              coalesce(heartbeat_at > now() - make_interval(secs => ?), false) as alive
         from search_job`,
      [this.staleAfterMs / 1000],
    );
  }

  async status(): Promise<SearchStatus> {
    const rows = await this.rows();
    const of = (kind: SearchJobKind): SearchJobStatus => {
      const row = rows.find((r) => r.kind === kind);
      if (!row) return { ...idle };
      return {
        state: row.state === 'loading' && !row.alive ? 'error' : row.state,
        done: row.done,
        total: Math.max(row.total, row.done),
        startedAt: row.started_at ? new Date(row.started_at) : null,
        finishedAt: row.finished_at ? new Date(row.finished_at) : null,
        count: row.count,
      };
    };
    return { removal: of('removal'), indexing: of('indexing') };
  }

  /**
   * Makes `kind` loading under a new run id, or answers null when that job is already running
   * (started by this or any other instance). Must run in a transaction: an advisory lock held to
   * its end serialises claims across instances. While the other job runs, V_07: emptying the
   * index during a rebuild (or the reverse) would leave it in neither state.
   */
  async claim(kind: SearchJobKind, total: () => Promise<number>): Promise<ClaimedJob | null> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:search-jobs'))`);
    const running = (await this.rows()).filter((row) => row.state === 'loading' && row.alive);
    if (running.some((row) => row.kind === kind)) return null;
    if (running.length > 0) throw new CodedError('V_07', 'job');
    const claimed = { kind, runId: randomUUID(), total: await total() };
    await this.em.execute(
      `insert into search_job (kind, state, done, total, run_id, started_at, heartbeat_at)
       values (?, 'loading', 0, ?, ?, now(), now())
       on conflict (kind) do update set state = 'loading', done = 0, total = excluded.total, run_id = excluded.run_id,
         started_at = excluded.started_at, heartbeat_at = excluded.heartbeat_at`,
      [kind, claimed.total, claimed.runId],
    );
    return claimed;
  }

  /** Counts `handled` more pages and renews the heartbeat; false when the run no longer owns the job. */
  async advance(job: ClaimedJob, handled: number): Promise<boolean> {
    const rows = await this.em.execute<{ kind: string }[]>(
      `update search_job set done = done + ?, total = greatest(total, done + ?), heartbeat_at = now()
        where kind = ? and run_id = ? and state = 'loading' returning kind`,
      [handled, handled, job.kind, job.runId],
    );
    return rows.length > 0;
  }

  /** Ends the run: success or error, with its finish time and count. False when it was no longer its. */
  async finish(job: ClaimedJob, state: 'success' | 'error'): Promise<boolean> {
    const rows = await this.em.execute<{ kind: string }[]>(
      `update search_job set state = ?, finished_at = now(), count = done, total = greatest(total, done), heartbeat_at = null
        where kind = ? and run_id = ? and state = 'loading' returning kind`,
      [state, job.kind, job.runId],
    );
    return rows.length > 0;
  }
}
