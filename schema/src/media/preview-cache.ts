import type { Previews } from '../context';

/**
 * Renditions only a signed-in user asked for (crops being edited, a draft's images): held in
 * memory up to `maxBytes` in all, the least recently used going first, so however many crops are
 * tried nothing grows without bound and nothing is written to storage. Per instance: another
 * instance makes its own copy when asked.
 */
export class PreviewCache implements Previews {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  /** Keeps the bytes unless they alone are over the cap (they are then served once and dropped). */
  set(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    this.forget(key);
    for (const [oldest, held] of this.entries) {
      if (this.total + bytes.length <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= held.length;
    }
    this.entries.set(key, bytes);
    this.total += bytes.length;
  }

  private forget(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.total -= held.length;
  }
}
