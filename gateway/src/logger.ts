import pino, { type DestinationStream, type LogFn, type Logger } from 'pino';
import { requestIdNow } from './tracing/request-scope';

/** How the gateway's log is kept in proportion (docs/deployment.md, "Logs"). */
export interface LogSettings {
  /**
   * A warning is written at most once per this many ms with the same message; the ones left out
   * are counted and the last of them is written at the window's end with `suppressed` (0: off).
   */
  repeatWindowMs: number;
  /** How often the answers without an access-log line (cached ones, passing health checks) are summed up at info (0: off). */
  summaryMs: number;
  /** Where the lines go (stdout by default; tests collect them). */
  destination?: DestinationStream;
}

export const logDefaults: LogSettings = { repeatWindowMs: 10_000, summaryMs: 60_000 };

/** Secrets never reach the log: cookies, CSRF tokens, passwords and tokens in bodies. */
export function createLogger(level: string, settings: LogSettings = logDefaults): Logger {
  const repeats = settings.repeatWindowMs > 0 ? new RepeatedWarnings(settings.repeatWindowMs) : undefined;
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          'res.headers["x-csrf-token"]',
          '*.password',
          '*.currentPassword',
          '*.confirm',
          '*.token',
        ],
        censor: '[redacted]',
      },
      // The request a line is written for, wherever it is written from (an operation, the
      // storage, a job it started): pino-http's own lines name it too, as `req.id`.
      mixin: requestIdOfLine,
      hooks: {
        logMethod(args, method, levelValue) {
          if (repeats && levelValue === warnLevel) repeats.write(this, args, method);
          else method.apply(this, args);
        },
      },
    },
    settings.destination,
  );
}

/** A fresh object each line: pino merges the line's own fields into it. */
function requestIdOfLine(): { reqId?: string } {
  const reqId = requestIdNow();
  return reqId === undefined ? {} : { reqId };
}

const warnLevel = 40;
/** Distinct messages followed at once; past it, warnings are written as they come (a message made of variable text). */
const maxFollowed = 1_000;

interface Followed {
  suppressed: number;
  last?: { logger: Logger; args: Parameters<LogFn>; method: LogFn };
  timer: NodeJS.Timeout;
}

/**
 * The same warning, many times a second (every media request while the object store is down
 * warned "the object store failed": 8,630 lines in 22 s), written once per window: the first as
 * it comes, the rest counted, and the last of them at the window's end with `suppressed` (how
 * many were left out before it), which opens the next window. A message not seen for a window is
 * forgotten. Only warnings: errors each carry a request id someone may look for, and the access
 * log is at info.
 */
class RepeatedWarnings {
  private readonly followed = new Map<string, Followed>();

  constructor(private readonly windowMs: number) {}

  write(logger: Logger, args: Parameters<LogFn>, method: LogFn): void {
    const message = typeof args[0] === 'string' ? args[0] : args[1];
    const known = typeof message === 'string' ? this.followed.get(message) : undefined;
    if (known) {
      known.suppressed += 1;
      known.last = { logger, args, method };
      return;
    }
    method.apply(logger, args);
    if (typeof message === 'string' && this.followed.size < maxFollowed) this.follow(message);
  }

  private follow(message: string): void {
    const entry: Followed = { suppressed: 0, timer: setTimeout(() => this.windowEnds(message), this.windowMs) };
    entry.timer.unref();
    this.followed.set(message, entry);
  }

  private windowEnds(message: string): void {
    const entry = this.followed.get(message)!;
    this.followed.delete(message);
    if (!entry.last) return;
    const { logger, args, method } = entry.last;
    method.apply(logger, withSuppressed(args, entry.suppressed - 1));
    this.follow(message);
  }
}

/** The call's arguments with `suppressed` added to its object (made one when it has none). */
function withSuppressed(args: Parameters<LogFn>, suppressed: number): Parameters<LogFn> {
  const [first, ...rest] = args as unknown[];
  if (typeof first === 'string') return [{ suppressed }, first, ...rest] as Parameters<LogFn>;
  if (first instanceof Error) return [{ err: first, suppressed }, ...rest] as Parameters<LogFn>;
  return [{ ...(first as object), suppressed }, ...rest] as Parameters<LogFn>;
}
