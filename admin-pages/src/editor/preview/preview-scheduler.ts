/**
 * When the live preview asks for a new rendering: `previewDebounceMs` after the last change, one
 * request at a time. A change while a request is under way makes its answer stale: it is dropped,
 * and the newer draft is sent as soon as the request is done (so a slow server gets one request
 * after another, never a pile).
 */
export class PreviewScheduler<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private underWay: AbortController | null = null;
  private stale = false;
  private disposed = false;

  constructor(
    private readonly send: (signal: AbortSignal) => Promise<T>,
    private readonly show: (answer: T) => void,
    private readonly delayMs: number,
  ) {}

  /** The draft changed: a request follows once changes stop for `delayMs`. */
  changed(): void {
    if (this.disposed) return;
    if (this.underWay) this.stale = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), this.delayMs);
  }

  /** Asks now (opening the panel, the reload button). */
  now(): void {
    clearTimeout(this.timer);
    this.fire();
  }

  /** The panel closed: nothing more is sent, the request under way is abandoned. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.underWay?.abort();
  }

  private fire(): void {
    if (this.disposed) return;
    if (this.underWay) {
      this.stale = true;
      return;
    }
    const controller = new AbortController();
    this.underWay = controller;
    this.stale = false;
    void this.send(controller.signal)
      .then(
        (answer) => {
          if (!this.stale && !this.disposed) this.show(answer);
        },
        () => undefined,
      )
      .finally(() => {
        this.underWay = null;
        if (this.stale && !this.disposed) this.fire();
      });
  }
}
