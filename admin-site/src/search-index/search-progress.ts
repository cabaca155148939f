import type { SearchJobState } from '../generated/graphql';
import { searchJobKinds, type SearchJobKind } from '@tessera/content-model';

/** The two whole-index jobs of SPEC §4 "Search indexing", in the order the screen shows them (content-model's). */
export { searchJobKinds, type SearchJobKind };

/** What the screen reads of one job (the SearchJob of getSearchStatus). */
export interface SearchJobProgress {
  state: SearchJobState;
  done: number;
  total: number;
  finishedAt?: string | null;
  count?: number | null;
}

/** How often the screen asks for the status while a job runs (SPEC: about every 500 ms). */
export const searchPollMs = 500;

/**
 * How far a job is, 0–100, for the progress bar: done of total while it runs, full once it
 * succeeded (even with nothing to do), where it stopped when it failed, empty when it never ran.
 */
export function progressPercent(job: SearchJobProgress): number {
  if (job.state === 'idle') return 0;
  if (job.state === 'success') return 100;
  if (job.total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((job.done / job.total) * 100)));
}

/**
 * The state the screen shows for a job: `loading` from the moment its button is pressed (before
 * the server answers), otherwise what the server reports.
 */
export function shownState(job: SearchJobProgress, starting: boolean): SearchJobState {
  return starting ? 'loading' : job.state;
}

/** True while either job runs: both buttons wait, and the status is polled. */
export function anyJobRunning(jobs: Record<SearchJobKind, SearchJobProgress>, starting: SearchJobKind | null = null): boolean {
  return starting !== null || searchJobKinds.some((kind) => jobs[kind].state === 'loading');
}

/** The poll interval for the status query: every `searchPollMs` while a job runs, never when idle. */
export function statusPollInterval(running: boolean): number {
  return running ? searchPollMs : 0;
}

/** The bar's colour for a state (shades that keep contrast, as readable-colors). */
export function progressColor(state: SearchJobState): string {
  if (state === 'error') return 'red.9';
  if (state === 'success') return 'teal.9';
  return 'blue.8';
}
