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
});
