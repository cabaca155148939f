import type { SearchHit } from './search-engine';
import type { SearchStatus } from './search-job.repository';

/** SPEC §3 "Search result", each hit with the public path it is read at. */
export interface SearchResultView {
  /** Exact up to 1,000; with `totalCapped`, at least that many match. */
  total: number;
  totalCapped: boolean;
  /** True when nothing matched exactly and the results are titles close to the term (a typo). */
  approximate: boolean;
  results: Array<SearchHit & { path: string }>;
}

/** SPEC §3 "Search settings state", with each job's progress and last run. */
export interface SearchStatusView extends SearchStatus {
  engine: string;
  removalState: SearchStatus['removal']['state'];
  indexingState: SearchStatus['indexing']['state'];
}

export interface SearchJobStartView {
  /** False when that job was already running (here or on another instance): nothing new started. */
  started: boolean;
  status: SearchStatusView;
}

export function presentStatus(status: SearchStatus, engine: string): SearchStatusView {
  return { engine, removalState: status.removal.state, indexingState: status.indexing.state, ...status };
}
