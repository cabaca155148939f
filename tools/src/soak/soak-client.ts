import { performance } from 'node:perf_hooks';
import { percentile } from '../bench/bench-support';

/**
 * What the soak's simulated visitors and editors share: a recorder of every request (latency per
 * kind, failures by kind, status and code) and a client that behaves like one browser: its own
 * cookies, the CSRF token of the last API answer, and its own client address, sent in
 * X-Forwarded-For as a reverse proxy on loopback would (the gateway trusts that header from
 * loopback only, see docs/contact-form.md), so per-client limits count per simulated person.
 */

interface KindFigures {
  samples: number[];
  failures: number;
}

export class Recorder {
  private readonly kinds = new Map<string, KindFigures>();
  /** "kind · status · code" → how often. */
  readonly failures = new Map<string, number>();
  /** The first few failures in full, for the report. */
  readonly examples: string[] = [];

  private figures(kind: string): KindFigures {
    let figures = this.kinds.get(kind);
    if (!figures) {
      figures = { samples: [], failures: 0 };
      this.kinds.set(kind, figures);
    }
    return figures;
  }

  ok(kind: string, ms: number): void {
    this.figures(kind).samples.push(ms);
  }

  fail(kind: string, ms: number, status: number | string, code: string, detail: string): void {
    const figures = this.figures(kind);
    figures.samples.push(ms);
    figures.failures++;
    const key = `${kind} · ${status} · ${code}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    if (this.examples.length < 10) this.examples.push(`${key}: ${detail.slice(0, 300)}`);
  }

  get errorCount(): number {
    let count = 0;
    for (const figures of this.kinds.values()) count += figures.failures;
    return count;
  }

  /** One line per kind: requests, failures, p50 / p95 / p99 / max in ms. */
  table(): string[] {
    const lines = [`${'kind'.padEnd(30)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  (ms)`];
    for (const [kind, { samples, failures }] of [...this.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const ms = (p: number) => percentile(samples, p).toFixed(1).padStart(8);
      lines.push(
        `${kind.padEnd(30)} ${String(samples.length).padStart(8)} ${String(failures).padStart(6)} ${ms(50)} ${ms(95)} ${ms(99)} ${Math.max(...samples)
          .toFixed(1)
          .padStart(8)}`,
      );
    }
    return lines;
  }

  get total(): number {
    let count = 0;
    for (const figures of this.kinds.values()) count += figures.samples.length;
    return count;
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Statuses that count as success (default: 200). */
  expect?: number[];
  /** Extra success check on the answer: returns a failure code, or null when fine. */
  check?: (answer: Answer) => string | null;
}

/** The coded errors of a REST (`Errors`) or GraphQL (`errors[].extensions.code`) answer, if any. */
export function codesOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { Errors?: Array<{ code?: string }>; errors?: Array<{ extensions?: { code?: string } }> };
    const codes = [...(body.Errors ?? []).map((error) => error.code), ...(body.errors ?? []).map((error) => error.extensions?.code)];
    return codes.length > 0 ? codes.map((code) => code ?? '?').join('+') : null;
  } catch {
    return null;
  }
}

const requestTimeoutMs = 30_000;

function checked(answer: Answer, check: CallOptions['check']): string | null {
  try {
    return check?.(answer) ?? null;
  } catch {
    return 'unreadable answer';
  }
}

export class SoakClient {
  private readonly cookies = new Map<string, string>();
  /** The session's CSRF token from the last API answer (as admin-kit's tesseraFetch keeps it). */
  csrfToken: string | null = null;

  constructor(
    readonly base: string,
    readonly address: string,
    readonly recorder: Recorder,
  ) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, timed to its last byte and recorded under `kind`; null when it failed. */
  async call(kind: string, path: string, options: CallOptions = {}): Promise<Answer | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, 'accept-encoding': 'br, gzip', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const start = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(this.base + path, { method: options.method ?? 'GET', headers, body: options.body, redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs) });
      answer = { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; name?: string } }).cause;
      const code = cause?.code ?? cause?.name ?? (error as Error).name;
      this.recorder.fail(kind, performance.now() - start, 'network', code, `${path}: ${String(error)} ${String(cause ?? '')}`);
      return null;
    }
    const ms = performance.now() - start;
    this.keepCookies(answer.headers);
    const token = answer.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    const expected = (options.expect ?? [200]).includes(answer.status);
    const problem = expected ? checked(answer, options.check) : (codesOf(answer.text) ?? 'unexpected status');
    if (problem) {
      this.recorder.fail(kind, ms, answer.status, problem, `${options.method ?? 'GET'} ${path}: ${answer.text}`);
      return null;
    }
    this.recorder.ok(kind, ms);
    return answer;
  }

  /** A JSON POST as the admin and the islands make it: X-Requested-With and the CSRF token. */
  postJson(kind: string, path: string, body: unknown, token: string | null, options: CallOptions = {}): Promise<Answer | null> {
    return this.call(kind, path, {
      ...options,
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { 'x-csrf-token': token } : {}), ...options.headers },
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A think time: uniform between `min` and `max` milliseconds, cut short at `deadline`. */
export function think(min: number, max: number, deadline: number): Promise<unknown> {
  return sleep(Math.max(0, Math.min(min + Math.random() * (max - min), deadline - Date.now())));
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}
