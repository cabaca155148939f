/**
 * Work a gateway polls the database for (due schedules, waiting forgot-password requests): a run
 * every `pollMs` and on `wake()`, one at a time (a wake during a run resolves with that run), a
 * failed run logged and tried again at the next poll, and a stop that lets the run under way finish.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private halted = false;

  constructor(
    private readonly options: {
      pollMs: number;
      /** One run; how many things it did. */
      run(): Promise<number>;
      log: { warn(details: object, message: string): void };
      /** The warning when a run fails. */
      failure: string;
    },
  ) {}

  /** Whether stop() was called: a long run checks it between its items. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.halted = false;
    this.timer = setInterval(() => void this.wake(), this.options.pollMs);
    this.timer.unref();
    void this.wake();
  }

  wake(): Promise<number> {
    if (this.halted) return Promise.resolve(0);
    this.running ??= this.options
      .run()
      .catch((error) => {
        this.options.log.warn({ err: error }, this.options.failure);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    await this.running;
  }
}
