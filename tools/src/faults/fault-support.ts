import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mallocSettingsMissing } from '@tessera/gateway';

/**
 * What the fault scripts share: the built gateway started as a child process (so it can be
 * killed with SIGKILL like a real crash), a client that keeps the session and CSRF token as the
 * admin does and classifies every answer, clean-up that runs however the script ends, and a
 * summary table.
 */

export const repositoryRoot = join(__dirname, '..', '..', '..');
/** The built gateway, also when this file runs from its source (a jest test starting the local cluster). */
export const gatewayMain = join(repositoryRoot, 'gateway', 'dist', 'main.js');
export const gatewayCli = join(repositoryRoot, 'gateway', 'dist', 'cli.js');

export const adminEmail = 'faults@example.com';
export const adminPassword = 'Faults-password-1!';

export interface GatewayProcess {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawning the process to the first healthy /healthz. */
  readyMs: number;
}

export function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export interface SpawnedGateway {
  child: ChildProcess;
  base: string;
  /** Resolves with the milliseconds from spawn to the first healthy /healthz; rejects when the process exits first. */
  ready: Promise<number>;
}

/**
 * Starts `node gateway/dist/main.js` on 127.0.0.1:`port` with the given environment added, its
 * output appended to `logFile`; `ready` waits until /healthz answers 200 (the database answers).
 */
export function spawnGateway(options: { port: number; env: Record<string, string>; logFile: string; timeoutMs?: number }): SpawnedGateway {
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [gatewayMain], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: adminEmail,
      TESSERA_ADMIN_PASSWORD: adminPassword,
      TESSERA_COOKIE_SECURE: 'false',
      // As `npm start` and docs/deployment.md run it.
      ...mallocSettingsMissing(),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${options.port}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ready = (async () => {
    while (performance.now() < started + timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the gateway exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${logTail(options.logFile)}`);
      }
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    child.kill('SIGKILL');
    throw new Error(`the gateway was not ready within ${timeoutMs} ms:\n${logTail(options.logFile)}`);
  })();
  return { child, base, ready };
}

export async function startGateway(options: { port: number; env: Record<string, string>; logFile: string; timeoutMs?: number }): Promise<GatewayProcess> {
  const spawned = spawnGateway(options);
  return { child: spawned.child, base: spawned.base, readyMs: await spawned.ready };
}

/** Resolves once the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How an answer counts: `ok`, a catalogue code (`G_01`, `PM_02`, …), `hang` (no answer within
 * the client's time limit), `network` (no HTTP answer: refused or reset connection), `stack`
 * (an answer showing a stack trace or a raw database message) or `uncoded-<status>`.
 */
export type Outcome = string;

export interface Answer {
  status: number;
  body: any;
  text: string;
  outcome: Outcome;
  ms: number;
}

const stackText = /\n\s+at .+\(.+:\d+:\d+\)|\bat [\w.<>]+ \(\/|node_modules\/|ECONNREFUSED|terminating connection|Connection terminated/;

/** The catalogue code of an answer's body (REST envelope or GraphQL errors), if it has one. */
export function codeOf(body: any): string | undefined {
  if (body && Array.isArray(body.Errors) && body.Errors[0]?.code) return String(body.Errors[0].code);
  if (body && Array.isArray(body.errors) && body.errors[0]?.extensions?.code) return String(body.errors[0].extensions.code);
  return undefined;
}

function classify(status: number, body: any, text: string): Outcome {
  if (stackText.test(text)) return 'stack';
  const code = codeOf(body);
  if (status >= 200 && status < 400 && !(body && Array.isArray(body.errors))) return 'ok';
  if (code && /^[A-Z]+_\d+$/.test(code)) return code;
  return `uncoded-${status}`;
}

/** Keeps the session cookie and CSRF token, as the admin does; every call has a time limit. */
export class Session {
  cookie = '';
  csrf = '';

  constructor(
    public base: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async request(method: string, path: string, init: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Answer> {
    const start = performance.now();
    try {
      const response = await fetch(this.base + path, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        headers: {
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(this.csrf ? { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': this.csrf } : {}),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
      });
      this.csrf = response.headers.get('x-csrf-token') ?? this.csrf;
      this.cookie = response.headers.get('set-cookie')?.match(/tessera_session=[^;]*/)?.[0] ?? this.cookie;
      const text = await response.text();
      let body: any = null;
      try {
        body = text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body, text, outcome: classify(response.status, body, text), ms: performance.now() - start };
    } catch (error) {
      const name = (error as Error).name;
      const outcome = name === 'TimeoutError' || name === 'AbortError' ? 'hang' : 'network';
      return { status: 0, body: null, text: String(error), outcome, ms: performance.now() - start };
    }
  }

  rest(method: string, path: string, json?: unknown): Promise<Answer> {
    return this.request(method, `/api/tessera${path}`, json === undefined ? {} : { json });
  }

  gql(query: string, variables?: Record<string, unknown>): Promise<Answer> {
    return this.request('POST', '/graphql', { json: { query, variables } });
  }

  upload(path: string, bytes: Buffer, fileName: string, type: string): Promise<Answer> {
    const form = new FormData();
    form.append('path', path);
    form.append('f', new Blob([new Uint8Array(bytes)], { type }), fileName);
    return this.request('POST', '/api/tessera/medialib/add-file', { form });
  }

  async signIn(email = adminEmail, password = adminPassword): Promise<void> {
    await this.rest('GET', '/user');
    const login = await this.rest('POST', '/auth/login', { email, password });
    if (login.outcome !== 'ok') throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  }
}

/**
 * Runs registered clean-ups once, in reverse order: at the end of `main`, on an error, and on
 * SIGINT/SIGTERM (so an interrupted run leaves no server, data directory or database behind).
 */
export class Cleanup {
  private readonly steps: Array<{ name: string; run: () => unknown }> = [];
  private done = false;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  add(name: string, run: () => unknown): void {
    this.steps.push({ name, run });
  }

  async run(): Promise<void> {
    if (this.done) return;
    this.done = true;
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.name}" failed:`, error);
      }
    }
  }
}

/** A two-column table of figures. */
export function printTable(title: string, rows: Array<[string, string | number]>): void {
  const width = Math.max(...rows.map(([name]) => name.length), title.length);
  console.log(`\n${title}\n${'-'.repeat(width + 14)}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${String(value)}`);
}
