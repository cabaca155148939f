import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { UrlKeyMemo } from './url-key-memo';

/** One cached response: the HTML and its compressed variants, made once when it is stored. */
export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
  /**
   * The complete header lists of this page's answers, made on its first hit (see `send.ts`) and
   * reused by every later one, so a hit builds no header objects.
   */
  headerLists?: ResponseHeaderLists;
}

/**
 * Flat [name, value, …] header lists of one cached page, one per answer it can give, for one
 * Cache-Control and one set of server headers (compared by identity: a server passes the same
 * list every time).
 */
export interface ResponseHeaderLists {
  cacheControl: string;
  serverHeaders: readonly string[];
  notModified: readonly string[];
  identity: readonly string[];
  gzip: readonly string[];
  br: readonly string[];
}

export interface HtmlCacheOptions {
  /** Upper bound of all variants of all entries together. */
  maxBytes: number;
  /** An entry older than this is rendered anew (it carries a CSRF token that must stay young). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Rendered pages in memory, least recently used first out, bounded by bytes. `invalidate()`
 * empties it and moves the generation on: a render that started before the change cannot
 * store its now stale copy afterwards (`store` with the generation it began in is ignored).
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private currentGeneration = 0;
  /** The key last handed out by `get`, already the most recently used (no reordering needed). */
  private lastHitKey: string | undefined;
  /** Request URL → cache key, emptied with the entries (a hit then skips parsing the route). */
  readonly urlKeys = new UrlKeyMemo();
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(private readonly options: HtmlCacheOptions) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    const now = (this.options.now ?? Date.now)();
    if (!entry || now - entry.storedAt > this.options.maxAgeMs) {
      if (entry) this.remove(key);
      this.stats.misses++;
      return undefined;
    }
    // Map order is insertion order: re-inserting makes it the most recently used.
    if (key !== this.lastHitKey) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.lastHitKey = key;
    }
    this.stats.hits++;
    return entry;
  }

  /** Compresses and keeps a rendering made in `generation`; ignored when the cache moved on since. */
  store(key: string, generation: number, page: { status: number; contentType: string; body: string }): CachedPage {
    const entry = cachedPage(page, (this.options.now ?? Date.now)());
    if (generation !== this.currentGeneration) return entry;
    const weight = weightOf(entry);
    if (weight > this.options.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.lastHitKey = key;
    this.bytes += weight;
    this.stats.stores++;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
  }

  invalidate(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.urlKeys.clear();
    this.lastHitKey = undefined;
    this.bytes = 0;
    this.stats.invalidations++;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (key === this.lastHitKey) this.lastHitKey = undefined;
    this.entries.delete(key);
    this.bytes -= weightOf(entry);
  }
}

function weightOf(entry: CachedPage): number {
  return entry.identity.length + entry.br.length + entry.gzip.length + 256;
}

/** A response ready to send in any encoding, with a weak ETag of its content (one for all encodings). */
export function cachedPage(page: { status: number; contentType: string; body: string }, now: number): CachedPage {
  const identity = Buffer.from(page.body, 'utf8');
  return {
    status: page.status,
    contentType: page.contentType,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
    storedAt: now,
  };
}
