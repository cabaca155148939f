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
  /** The cache keys (surrogate keys) of what it shows: `invalidateKeys` of any of them drops it. */
  keys: readonly string[];
  /** The same, as the `Surrogate-Key` / `xkey` header value. */
  keyHeader: string;
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
 * Rendered pages in memory, least recently used first out, bounded by bytes. Each entry carries
 * the cache keys of what it shows (read-model `cacheKeys`). `invalidateKeys(keys)` drops the entries
 * carrying any of them and moves the generation on; a render that started before can then not
 * store its now stale copy afterwards when it carries one of those keys (`store` with the
 * generation it began in is checked against when each key was last invalidated).
 * `invalidate()` empties everything.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private currentGeneration = 0;
  /** The key last handed out by `get`, already the most recently used (no reordering needed). */
  private lastHitKey: string | undefined;
  /** Cache key → the entries carrying it. */
  private readonly byKey = new Map<string, Set<string>>();
  /** Cache key → the generation in which it was last invalidated (bounded: see `invalidateKeys`). */
  private readonly invalidatedIn = new Map<string, number>();
  /** Renders begun before this generation may store nothing (the memory above was forgotten). */
  private floor = 0;
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

  /** The entry under `key` without counting a hit or a miss (tests, diagnostics). */
  peek(key: string): CachedPage | undefined {
    return this.entries.get(key);
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
  store(key: string, generation: number, page: { status: number; contentType: string; body: string }, keys: readonly string[] = []): CachedPage {
    const entry = cachedPage(page, (this.options.now ?? Date.now)(), keys);
    if (!this.mayStore(generation, entry.keys)) return entry;
    const weight = weightOf(entry);
    if (weight > this.options.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    for (const cacheKey of entry.keys) {
      let holders = this.byKey.get(cacheKey);
      if (!holders) this.byKey.set(cacheKey, (holders = new Set()));
      holders.add(key);
    }
    this.lastHitKey = key;
    this.bytes += weight;
    this.stats.stores++;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
  }

  /** Whether a rendering begun in `generation` and showing `keys` is still current. */
  private mayStore(generation: number, keys: readonly string[]): boolean {
    if (generation === this.currentGeneration) return true;
    if (generation < this.floor) return false;
    return keys.every((cacheKey) => (this.invalidatedIn.get(cacheKey) ?? -1) <= generation);
  }

  /**
   * Drops every entry carrying one of `keys`, and refuses later stores of renders begun before
   * that carry one. Answers how many entries went.
   */
  invalidateKeys(keys: Iterable<string>): number {
    const generation = ++this.currentGeneration;
    let dropped = 0;
    for (const cacheKey of keys) {
      this.invalidatedIn.set(cacheKey, generation);
      const holders = this.byKey.get(cacheKey);
      if (!holders) continue;
      if (holders.size === this.entries.size) {
        // Every entry carries it (`settings`): all go at once, not one by one.
        dropped += this.entries.size;
        this.entries.clear();
        this.byKey.clear();
        this.bytes = 0;
        this.lastHitKey = undefined;
        continue;
      }
      for (const key of [...holders]) {
        if (this.entries.has(key)) dropped++;
        this.remove(key);
      }
    }
    // The memory of invalidated keys is bounded: past it, renders begun before now store nothing.
    if (this.invalidatedIn.size > 10_000) {
      this.invalidatedIn.clear();
      this.floor = generation;
    }
    this.stats.invalidations++;
    return dropped;
  }

  invalidate(): void {
    this.currentGeneration++;
    this.floor = this.currentGeneration;
    this.invalidatedIn.clear();
    this.byKey.clear();
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
    for (const cacheKey of entry.keys) {
      const holders = this.byKey.get(cacheKey);
      holders?.delete(key);
      if (holders?.size === 0) this.byKey.delete(cacheKey);
    }
    this.bytes -= weightOf(entry);
  }
}

function weightOf(entry: CachedPage): number {
  return entry.identity.length + entry.br.length + entry.gzip.length + 256;
}

/** A response ready to send in any encoding, with a weak ETag of its content (one for all encodings). */
export function cachedPage(page: { status: number; contentType: string; body: string }, now: number, keys: readonly string[] = []): CachedPage {
  const identity = Buffer.from(page.body, 'utf8');
  const unique = [...new Set(keys)];
  return {
    keys: unique,
    keyHeader: unique.join(' '),
    status: page.status,
    contentType: page.contentType,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
    storedAt: now,
  };
}
