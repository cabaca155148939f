import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HtmlCache } from './html-cache';

const page = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });

describe('HTML cache', () => {
  it('keeps brotli and gzip variants of the same bytes, with one weak ETag', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    cache.store('/a', cache.generation, page('<p>hello hello hello</p>'));
    const entry = cache.get('/a')!;
    expect(brotliDecompressSync(entry.br).toString()).toBe('<p>hello hello hello</p>');
    expect(gunzipSync(entry.gzip).toString()).toBe('<p>hello hello hello</p>');
    expect(entry.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  it('drops the least recently used entries past its byte bound', () => {
    const body = (seed: string) => page(Array.from({ length: 400 }, (_, i) => `${seed}${i * 7919}`).join(' '));
    const measure = new HtmlCache({ maxBytes: 1e7, maxAgeMs: 60_000 });
    measure.store('/x', 0, body('a'));
    const bound = Math.round(measure.size.bytes * 2.5);
    const cache = new HtmlCache({ maxBytes: bound, maxAgeMs: 60_000 });
    cache.store('/a', 0, body('a'));
    cache.store('/b', 0, body('b'));
    cache.get('/a');
    cache.store('/c', 0, body('c'));
    expect(cache.size.bytes).toBeLessThanOrEqual(bound);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('forgets everything on invalidate, and refuses a rendering begun before it', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const began = cache.generation;
    cache.store('/a', began, page('old'));
    cache.invalidate();
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', began, page('stale'));
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', cache.generation, page('new'));
    expect(cache.get('/a')!.identity.toString()).toBe('new');
  });

  it('renders an entry anew once it is older than its maximum age', () => {
    let now = 0;
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 1000, now: () => now });
    cache.store('/a', 0, page('x'));
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 2000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });
});

describe('HTML cache recency', () => {
  it('keeps least-recently-used order when the same page is hit over and over', () => {
    const body = (seed: string) => page(Array.from({ length: 400 }, (_, i) => `${seed}${i * 7919}`).join(' '));
    const measure = new HtmlCache({ maxBytes: 1e7, maxAgeMs: 60_000 });
    measure.store('/x', 0, body('a'));
    const bound = Math.round(measure.size.bytes * 2.5);
    const cache = new HtmlCache({ maxBytes: bound, maxAgeMs: 60_000 });
    cache.store('/a', 0, body('a'));
    cache.store('/b', 0, body('b'));
    cache.get('/a');
    cache.get('/a');
    cache.get('/b');
    cache.get('/a');
    cache.store('/c', 0, body('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
  });

  it('drops only the entries carrying an invalidated key', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    cache.store('/a', cache.generation, page('a'), ['p1', 'm:en-gb', 'f9']);
    cache.store('/b', cache.generation, page('b'), ['p2', 'm:en-gb']);
    cache.store('/c', cache.generation, page('c'), ['p3']);
    expect(cache.get('/a')!.keyHeader).toBe('p1 m:en-gb f9');
    expect(cache.invalidateKeys(['p1'])).toBe(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    expect(cache.invalidateKeys(['m:en-gb'])).toBe(1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.invalidateKeys(['nothing'])).toBe(0);
    cache.store('/d', cache.generation, page('d'), ['p5', 'settings']);
    cache.store('/e', cache.generation, page('e'), ['p6', 'settings']);
    cache.store('/f', cache.generation, page('f'), ['p7']);
    expect(cache.invalidateKeys(['settings'])).toBe(2);
    expect([cache.get('/d'), cache.get('/e')]).toEqual([undefined, undefined]);
    expect(cache.get('/f')).toBeDefined();
    expect(cache.invalidateKeys(['p7', 'p3'])).toBe(2);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    cache.store('/c', cache.generation, page('c'), ['p3']);
    // A replaced entry no longer answers to the keys it had.
    cache.store('/c', cache.generation, page('c2'), ['p4']);
    expect(cache.invalidateKeys(['p3'])).toBe(0);
    expect(cache.get('/c')).toBeDefined();
  });

  it('refuses a rendering begun before an invalidation of one of its keys, and keeps one that shows none of them', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const began = cache.generation;
    cache.invalidateKeys(['p1']);
    cache.store('/a', began, page('stale'), ['p1', 'settings']);
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/b', began, page('unaffected'), ['p2', 'settings']);
    expect(cache.get('/b')).toBeDefined();
    cache.invalidate();
    cache.store('/c', began, page('before everything went'), ['p3']);
    expect(cache.get('/c')).toBeUndefined();
  });

  it('drops everything at once when every entry carries the key, and goes on keeping new entries', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const began = cache.generation;
    cache.store('/a', began, page('a'), ['settings', 'p1']);
    cache.store('/b', began, page('b'), ['settings', 'p2']);
    expect(cache.invalidateKeys(['settings', 'p1'])).toBe(2);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    cache.store('/a', began, page('stale'), ['settings']);
    expect(cache.get('/a')).toBeUndefined();
    // The keys after the one that emptied everything still refuse renders begun before.
    cache.store('/c', began, page('stale c'), ['p1']);
    expect(cache.get('/c')).toBeUndefined();
    cache.store('/a', cache.generation, page('a2'), ['settings', 'p1']);
    cache.store('/b', cache.generation, page('b2'), ['p2']);
    expect(cache.invalidateKeys(['p1'])).toBe(1);
    expect(cache.get('/b')).toBeDefined();
  });
});
