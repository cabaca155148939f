import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** What a load balancer and Varnish ask every second or two (docs/deployment.md, "Health and readiness"). */
const healthPaths = new Set(['/healthz', '/readyz']);

export type CachedKind = 'page' | 'file';

/**
 * The answers that get no access-log line of their own, summed up instead: a line at info every
 * `summaryMs` (only when there was any) with how many cached pages (the HTML cache) and kept
 * files were answered before Express, by status, and how many health checks passed. Health
 * checks that pass are access-log lines at debug (every balancer asks each gateway about once a
 * second: 100 MB a day of "ok"); one that fails stays at info. Cached answers are debug lines.
 */
export class TrafficLog {
  private cached = new Map<string, number>();
  private healthChecks = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private since = Date.now();

  constructor(
    private readonly log: Logger,
    private readonly summaryMs: number,
  ) {}

  start(): void {
    if (this.summaryMs <= 0) return;
    this.timer = setInterval(() => this.summarize(), this.summaryMs);
    this.timer.unref();
  }

  /** Writes what is counted and stops counting. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.summarize();
  }

  /** An answer the HTML cache or the kept files gave before Express. */
  answeredFromCache(kind: CachedKind, req: IncomingMessage, res: ServerResponse): void {
    if (this.timer) count(this.cached, `${kind} ${res.statusCode}`);
    if (this.log.isLevelEnabled('debug')) this.log.debug({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, cached: kind }, 'answered from the cache');
  }

  /** pino-http's level for a finished request: debug for a health check that passed, info (as always) for the rest. */
  readonly accessLogLevel = (req: IncomingMessage, res: ServerResponse, error?: Error): 'debug' | 'info' => {
    const path = (req.url ?? '').split('?')[0];
    if (!healthPaths.has(path) || error || res.statusCode >= 400) return 'info';
    if (this.timer) count(this.healthChecks, `${path} ${res.statusCode}`);
    return 'debug';
  };

  private summarize(): void {
    const periodS = Math.round((Date.now() - this.since) / 1000);
    this.since = Date.now();
    if (this.cached.size === 0 && this.healthChecks.size === 0) return;
    const cached = Object.fromEntries(this.cached);
    const healthChecks = Object.fromEntries(this.healthChecks);
    this.cached = new Map();
    this.healthChecks = new Map();
    this.log.info({ periodS, cached, healthChecks }, 'answers without an access-log line (cached, passing health checks)');
  }
}

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
