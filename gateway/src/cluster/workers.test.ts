import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWorkers } from '../config';
import { mallocSettings } from '../malloc-settings';
import { OtlpReceiver } from '../tracing/otlp-receiver.test-support';

/**
 * TESSERA_WORKERS on the built server (npm test builds before it tests): two gateway processes
 * on one port and the embedded database (the primary holds it, the workers join it), each with
 * its own HTML cache kept fresh by the events; a dying worker is started again; SIGTERM on the
 * primary stops them all cleanly.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-workers-test-'));
const adminEmail = 'workers@example.com';
const adminPassword = 'Workers-password-1!';
const main = join(__dirname, '..', '..', 'dist', 'main.js');
// The gateways here start as a bare `node gateway/dist/main.js` would: without glibc settings.
for (const name of Object.keys(mallocSettings)) delete process.env[name];

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  base: string;
  lines: Array<Record<string, any>>;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(env: Record<string, string>): Started {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      TESSERA_MAIL_DELIVERY: 'false',
      TESSERA_COOKIE_SECURE: 'false',
      TESSERA_ADMIN_EMAIL: adminEmail,
      TESSERA_ADMIN_PASSWORD: adminPassword,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, any>> = [];
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        // not a log line
      }
    }
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, base: `http://127.0.0.1:${port}`, lines, stderr: () => errors, exit };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  if (process.env.DEBUG_WORKERS_TEST) process.stderr.write(`waiting for ${what}\n`);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const listeningPids = (server: Started) => new Set(server.lines.filter((line) => line.msg === 'Tessera is listening').map((line) => line.pid as number));

/** A GET on a connection of its own, so node:cluster hands each to the next worker in turn. */
function fresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer within 10 s`)));
  });
}

/** The value of one sample line, e.g. `tessera_http_requests_total{route="other",method="GET",status="404"}`. */
function sampleOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Metrics (issue 35): one scrape of the primary's port sums what both workers answered. */
async function scrapeSumsWorkers(server: Started, metricsPort: number): Promise<void> {
  const requests = 20;
  for (let i = 0; i < requests; i += 1) expect((await fresh(`${server.base}/api/tessera/metrics-${i}`)).status).toBe(404);
  // Each worker answered some of them (their access log lines carry their pid).
  const answeredBy = new Set(server.lines.filter((line) => line.req?.url?.startsWith('/api/tessera/metrics-')).map((line) => line.pid as number));
  expect(answeredBy.size).toBe(2);
  // The workers' public port has no metrics.
  expect((await fresh(`${server.base}/metrics`)).status).toBe(404);

  const scraped = await fresh(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(scraped.status).toBe(200);
  expect(sampleOf(scraped.body, 'tessera_http_requests_total{route="other",method="GET",status="404"}')).toBe(requests);
  expect(sampleOf(scraped.body, 'tessera_http_request_duration_seconds_count{route="other"}')).toBe(requests);
  // The database's gauges are the same in both workers: the max, not twice the value.
  expect(sampleOf(scraped.body, 'tessera_consumer_lag_events{consumer="search-index"}')).toBeGreaterThanOrEqual(0);
  expect(sampleOf(scraped.body, 'tessera_mail_outbox_waiting')).toBeGreaterThanOrEqual(0);
  expect(sampleOf(scraped.body, 'tessera_sql_statements_total')).toBeGreaterThan(0);
}

describe("glibc's malloc settings (issue 30)", () => {
  it('`npm start` runs the gateway with each of them unless it is set', () => {
    const { scripts } = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // The start script's own words up to `node`, run by the shell npm uses, with an echo for the gateway.
    const prefix = scripts.start.slice(0, scripts.start.indexOf(' node '));
    const names = Object.keys(mallocSettings);
    const echoed = (env: NodeJS.ProcessEnv) => execFileSync('sh', ['-c', `${prefix} sh -c 'echo ${names.map((name) => `$${name}`).join(' ')}'`], { env, encoding: 'utf8' }).trim();
    expect(echoed(process.env)).toBe(Object.values(mallocSettings).join(' '));
    expect(echoed({ ...process.env, MALLOC_ARENA_MAX: '4' })).toBe(['4', ...Object.values(mallocSettings).slice(1)].join(' '));
  });
});

describe('TESSERA_WORKERS', () => {
  it('reads 1 by default, auto as the cores, a number up to 64, and refuses anything else', () => {
    expect(parseWorkers(undefined)).toBe(1);
    expect(parseWorkers('')).toBe(1);
    expect(parseWorkers('auto')).toBeGreaterThanOrEqual(1);
    expect(parseWorkers(' 3 ')).toBe(3);
    expect(parseWorkers('64')).toBe(64);
    for (const bad of ['0', '65', '-1', '1.5', 'two', 'all']) expect(() => parseWorkers(bad)).toThrow(/TESSERA_WORKERS must be "auto" or a whole number from 1 to 64/);
  });

  it('stops the start with that message on a bad value', async () => {
    const server = start({ TESSERA_WORKERS: 'many' });
    expect(await server.exit).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toContain('TESSERA_WORKERS must be "auto" or a whole number from 1 to 64, not "many"');
  });

  it('runs two gateways on one port over the embedded database, coherent, counted in one metrics scrape, each sending its own traces, restarted when one dies, stopped by SIGTERM', async () => {
    const metricsPort = 20_000 + Math.floor(Math.random() * 20_000);
    const receiver = new OtlpReceiver();
    const server = start({ TESSERA_WORKERS: '2', TESSERA_METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: await receiver.start(), OTEL_BSP_SCHEDULE_DELAY: '100' });
    try {
      await until('two workers listening', () => listeningPids(server).size === 2, 120_000);
      expect(existsSync(join(dataDir, 'postgres.url'))).toBe(true);
      const [first, second] = [...listeningPids(server)];
      expect(first).not.toBe(server.child.pid);
      expect(second).not.toBe(server.child.pid);
      // Started without glibc's malloc settings, the primary gives them to its workers (issue 30).
      for (const pid of [first, second])
        expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toEqual(expect.arrayContaining(Object.entries(mallocSettings).map(([name, value]) => `${name}=${value}`)));
      expect(server.lines.filter((line) => String(line.msg).includes('malloc'))).toEqual([]);

      // A page published through the API, then read on fresh connections: both workers cache it.
      const session = { cookie: '', csrf: '' };
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(server.base + path, {
          method,
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            ...(session.cookie ? { cookie: session.cookie } : {}),
            ...(session.csrf ? { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': session.csrf } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        });
        session.csrf = response.headers.get('x-csrf-token') ?? session.csrf;
        session.cookie = response.headers.get('set-cookie')?.match(/tessera_session=[^;]*/)?.[0] ?? session.cookie;
        return { status: response.status, body: await response.json() };
      };
      await call('GET', '/api/tessera/user');
      expect((await call('POST', '/api/tessera/auth/login', { email: adminEmail, password: adminPassword })).status).toBe(200);
      const created = await call('POST', '/api/tessera/page/create', { title: 'Workers', slug: 'workers', type: 'content-page', locale: 'en-gb' });
      expect(created.status).toBe(200);
      const publish = (title: string, base: number) =>
        call('POST', `/api/tessera/page/version/${base}/store-and-publish`, { title, blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }] });
      const v1 = await publish('First words', created.body.pageVersionID);
      expect(v1.status).toBe(200);
      await until('the first version on every worker', async () => {
        const answers = await Promise.all(Array.from({ length: 6 }, () => fresh(`${server.base}/workers`)));
        return answers.every((answer) => answer.status === 200 && answer.body.includes('First words'));
      });
      // Published through one worker (the API call's connection), seen on both within 2 s.
      expect((await publish('Second words', v1.body.pageVersionID)).status).toBe(200);
      const since = Date.now();
      await until(
        'the second version on every worker',
        async () => {
          const answers = await Promise.all(Array.from({ length: 6 }, () => fresh(`${server.base}/workers`)));
          return answers.every((answer) => answer.status === 200 && answer.body.includes('Second words') && !answer.body.includes('First words'));
        },
        2_000,
      );
      expect(Date.now() - since).toBeLessThan(2_000);
      await scrapeSumsWorkers(server, metricsPort);
      // Each worker traces what it serves and sends it itself (issue 35): the pages each rendered
      // first, uncached, are request spans with the request id, one set from each worker's pid.
      await until(
        'request spans with their ids from both workers',
        () => [first, second].every((pid) => receiver.spans.some((span) => span.pid === pid && span.kind === 2 && typeof span.attributes['tessera.request.id'] === 'string')),
        10_000,
      );
      expect(new Set(receiver.spans.map((span) => span.pid))).toEqual(new Set([first, second]));

      // A worker killed is started again (another pid), and the site keeps answering meanwhile:
      // once the primary has seen the death (a connection it handed the worker in that very
      // instant dies with it, as with any crash), every connection goes to the live worker.
      process.kill(first, 'SIGKILL');
      await until('the primary to see the death', () => server.lines.some((line) => line.msg === 'a gateway worker died: starting it again' && line.pid === first), 10_000);
      const meanwhile = await Promise.all(Array.from({ length: 4 }, () => fresh(`${server.base}/workers`)));
      expect(meanwhile.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      await until('a third worker', () => listeningPids(server).size === 3);

      server.child.kill('SIGTERM');
      expect(await server.exit).toEqual({ code: 0, signal: null });
      // Each live worker shut down cleanly, then the embedded database closed.
      expect(server.lines.filter((line) => line.msg === 'shut down cleanly').length).toBe(2);
      expect(existsSync(join(dataDir, 'postgres.url'))).toBe(false);
      for (const pid of listeningPids(server)) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await receiver.stop();
    }
  }, 240_000);
});
