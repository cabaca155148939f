import { PostgresSearchEngine } from './postgres-search-engine';
import type { SearchEngine } from './search-engine';

export interface SearchEngineOptions {
  /** An Elasticsearch cluster; without one, PostgreSQL full-text search (the default). */
  elasticsearchUrl?: string;
  elasticsearchIndex: string;
}

export function createSearchEngine(options: SearchEngineOptions): SearchEngine {
  if (!options.elasticsearchUrl) return new PostgresSearchEngine();
  // Loaded only when a cluster is named: the client library costs about 14 MB of memory.
  const { elasticsearchEngine } = require('./elasticsearch-search-engine') as typeof import('./elasticsearch-search-engine');
  return elasticsearchEngine(options.elasticsearchUrl, options.elasticsearchIndex);
}
