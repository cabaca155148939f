import { elasticsearchEngine } from './elasticsearch-search-engine';
import { PostgresSearchEngine } from './postgres-search-engine';
import type { SearchEngine } from './search-engine';

export interface SearchEngineOptions {
  /** An Elasticsearch cluster; without one, PostgreSQL full-text search (the default). */
  elasticsearchUrl?: string;
  elasticsearchIndex: string;
}

export function createSearchEngine(options: SearchEngineOptions): SearchEngine {
  return options.elasticsearchUrl ? elasticsearchEngine(options.elasticsearchUrl, options.elasticsearchIndex) : new PostgresSearchEngine();
}
