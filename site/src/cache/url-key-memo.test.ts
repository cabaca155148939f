import { HtmlCache } from './html-cache';
import { UrlKeyMemo } from './url-key-memo';

describe('URL → cache key memo', () => {
  it('works a URL out once and remembers it, not-cacheable (null) answers too', () => {
    const compute = jest.fn((url: string) => (url.startsWith('/_site/') ? null : url.split('?')[0]));
    const memo = new UrlKeyMemo();
    expect(memo.keyOf('/news/a?utm=x', compute)).toBe('/news/a');
    expect(memo.keyOf('/news/a?utm=x', compute)).toBe('/news/a');
    expect(memo.keyOf('/_site/x.css', compute)).toBeNull();
    expect(memo.keyOf('/_site/x.css', compute)).toBeNull();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('stays within its bound, dropping the oldest URL first', () => {
    const compute = jest.fn((url: string) => url);
    const memo = new UrlKeyMemo(3);
    for (const url of ['/a', '/b', '/c', '/d']) memo.keyOf(url, compute);
    expect(memo.size).toBe(3);
    compute.mockClear();
    memo.keyOf('/d', compute);
    memo.keyOf('/b', compute);
    expect(compute).not.toHaveBeenCalled();
    memo.keyOf('/a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep long URLs', () => {
    const compute = jest.fn((url: string) => url.slice(0, 10));
    const memo = new UrlKeyMemo(100, 20);
    const long = `/a?${'x'.repeat(40)}`;
    expect(memo.keyOf(long, compute)).toBe(long.slice(0, 10));
    expect(memo.size).toBe(0);
  });

  it('is emptied when the HTML cache is invalidated', () => {
    const cache = new HtmlCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const compute = jest.fn((url: string) => url);
    cache.urlKeys.keyOf('/a', compute);
    expect(cache.urlKeys.size).toBe(1);
    cache.invalidate();
    expect(cache.urlKeys.size).toBe(0);
    cache.urlKeys.keyOf('/a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
