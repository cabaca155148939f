import { surrogateKeyHeader } from '@tessera/read-model';
import type { CachedPage, HtmlCache } from '../cache/html-cache';
import { publicCacheControl } from './send';

export const html = 'text/html; charset=utf-8';

/**
 * A rendered answer with the cache keys of what it shows (read-model `cacheKeys`), or
 * `not-found`: an address without a page, answered with its locale's not-found page (rendered
 * once for all).
 */
export type Produced =
  | { kind: 'cacheable'; status: 200 | 404; contentType: string; body: string; keys: string[] }
  | { kind: 'once'; status: number; contentType: string; body: string; headers?: Record<string, string> }
  | { kind: 'not-found'; locale: string | null; pathKey: string | null };

/**
 * The headers of an answer any cache may keep for a while: public, and the surrogate keys (for
 * Varnish's xkey and for CDNs) that name what it shows, so a change purges exactly it.
 */
export function sharedHeaders(keys: Iterable<string>): Record<string, string> {
  const header = surrogateKeyHeader(keys);
  return { 'Cache-Control': publicCacheControl, 'Surrogate-Key': header, xkey: header };
}

/**
 * The HTML cache with its answers produced once: a burst of requests for one uncached page
 * renders it once, and a cacheable answer is kept.
 */
export class Answers {
  /** Renderings under way, by cache key. */
  private readonly inFlight = new Map<string, { generation: number; producing: Promise<Produced> }>();

  constructor(readonly cache: HtmlCache) {}

  /** A cached answer, or what `produce` made of it (kept when it is cacheable). */
  async entryOf(key: string, produce: () => Promise<Produced>): Promise<CachedPage | Exclude<Produced, { kind: 'cacheable' }>> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const generation = this.cache.generation;
    // A rendering begun before an invalidation may show what changed: a request that came after
    // it does not join that one (rare: invalidations are few) but renders anew.
    let running = this.inFlight.get(key);
    if (!running || running.generation !== generation) {
      const started: { generation: number; producing: Promise<Produced> } = {
        generation,
        producing: produce().finally(() => {
          if (this.inFlight.get(key) === started) this.inFlight.delete(key);
        }),
      };
      this.inFlight.set(key, started);
      running = started;
    }
    const produced = await running.producing;
    if (produced.kind !== 'cacheable') return produced;
    return this.cache.get(key) ?? this.cache.store(key, running.generation, produced, produced.keys);
  }
}
