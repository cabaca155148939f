/**
 * Request URL (path and query string) → what was worked out of it (the HTML cache key; the
 * gateway's redirect answer), so a cache hit does not parse the route again. Bounded twice: at most `maxEntries` URLs (the oldest goes first) and only URLs up to
 * `maxUrlLength` characters (longer ones are worked out each time), so a crawler or an attacker
 * inventing query strings cannot make it grow. The HTML cache empties it with its entries.
 */
export class UrlKeyMemo<Key = string> {
  private readonly keys = new Map<string, Key | null>();

  constructor(
    private readonly maxEntries = 4096,
    private readonly maxUrlLength = 256,
  ) {}

  get size(): number {
    return this.keys.size;
  }

  /** The remembered key of `url`, or `compute(url)` remembered for next time (null: not cacheable). */
  keyOf(url: string, compute: (url: string) => Key | null): Key | null {
    const known = this.keys.get(url);
    if (known !== undefined) return known;
    const key = compute(url);
    if (url.length <= this.maxUrlLength) this.remember(url, key);
    return key;
  }

  clear(): void {
    this.keys.clear();
  }

  private remember(url: string, key: Key | null): void {
    if (this.keys.size >= this.maxEntries) {
      const oldest = this.keys.keys().next();
      if (!oldest.done) this.keys.delete(oldest.value);
    }
    this.keys.set(url, key);
  }
}
