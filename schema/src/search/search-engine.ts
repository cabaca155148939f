import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchDocument } from './search-text';

export type { SearchDocument };

/** What a visitor asks (SPEC §3 "Search query"), checked: locales and page types are never empty. */
export interface SearchQuery {
  term: string;
  locales: string[];
  pageTypes: string[] | null;
  count: number;
  offset: number;
}

/** One found page, before the public path is added. `excerpt` is HTML: escaped text and <mark>. */
export interface SearchHit {
  pageId: number;
  locale: string;
  slug: string;
  title: string;
  pageType: string;
  excerpt: string;
  rank: number;
}

/**
 * How many matches a search counts and ranks at most: a common word can match most of 100,000
 * pages, and counting or ranking them all would cost time in proportion. Beyond this the total
 * says "at least" (`totalCapped`) and deeper offsets are refused; the best matches (title and SEO
 * matches first) are inside the window.
 */
export const searchWindow = 1000;

export interface SearchHits {
  /** Exact up to `searchWindow`; `searchWindow` with `totalCapped` when more match. */
  total: number;
  totalCapped: boolean;
  hits: SearchHit[];
  /** True when nothing matched exactly and these are near matches of the title (typos). */
  approximate: boolean;
}

/**
 * A search index of published pages. Writes are idempotent (a page is upserted by its id, a
 * removal of an absent page does nothing), because domain events arrive at least once.
 *
 * Every call gets the caller's EntityManager: the PostgreSQL engine reads and writes through it,
 * so its writes join the caller's transaction; an engine of its own (Elasticsearch) ignores it.
 */
export interface SearchEngine {
  readonly name: 'postgresql' | 'elasticsearch';
  /** Adds or replaces the documents of these pages. */
  index(em: EntityManager, documents: SearchDocument[]): Promise<void>;
  /** Removes these pages' documents (absent ones are fine). */
  remove(em: EntityManager, pageIds: number[]): Promise<void>;
  /** Removes up to `limit` documents, any of them; answers how many went. "Remove all" calls it until 0. */
  removeSome(em: EntityManager, limit: number): Promise<number>;
  /**
   * Removes the documents of pages with an id in (after, upTo] — or above `after` when `upTo` is
   * null — other than `keep`: index-all's sweep of pages no longer on the site.
   */
  retainOnly(em: EntityManager, range: { after: number; upTo: number | null }, keep: number[]): Promise<void>;
  count(em: EntityManager): Promise<number>;
  search(em: EntityManager, query: SearchQuery): Promise<SearchHits>;
}

/** The text-search language of each locale Tessera speaks; any other locale is searched without stemming. */
export const localeLanguages: Record<string, 'english' | 'dutch' | 'german' | 'french'> = {
  'en-gb': 'english',
  'nl-nl': 'dutch',
  'de-de': 'german',
  'fr-fr': 'french',
};

export function languageOf(locale: string): 'english' | 'dutch' | 'german' | 'french' | 'simple' {
  return localeLanguages[locale] ?? 'simple';
}

/** Words of a search term: runs of letters and digits, lowercased, at most `max`. */
export function termWords(term: string, max = 12): string[] {
  return (
    term
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, max);
}
