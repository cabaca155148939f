/**
 * `npm run bench:query-limits` (builds first): cheap GraphQL documents that are costly to
 * refuse, sent to a gateway on a throw-away embedded PostgreSQL, each time with one limit lifted
 * (as before it was added) and then with the default limits.
 *
 * - 1,000 aliases (`a0: settings { availableLocales defaultLocale } …`, issue 12): the status,
 *   the answer's bytes and the time to the whole answer: the first request, the median of
 *   BENCH_RUNS repeats of the same document (Apollo keeps a validated document by its hash) and
 *   the median of as many fresh documents (another alias name each time, as an attacker would send).
 * - 499 repeated `settings { defaultLocale }` (issue 20: under the token limit, 998 fields): the
 *   gateway runs in a child process, so its CPU is its own; printed are the CPU per document
 *   (BENCH_RUNS fresh documents one after the other) and `/healthz` latency while 8 clients keep
 *   sending such documents for BENCH_SECONDS.
 * - Expensive work by one signed-in user (issue 30), on a page whose two versions fill the body
 *   limit (200 rich-text blocks, ~0.9 MB each): the gateway's CPU for one request of 50 aliases
 *   of `comparePageVersions` with the cost limit lifted (as before) and with the default limits,
 *   and for 2 aliases; `/healthz` while 4 such requests are sent at once; and 24 live previews
 *   of a ~0.9 MB draft sent at once by one editor (the third and later refused before the draft
 *   is read): their answers and the gateway's CPU for all of them.
 */
import '../production-default';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTessera, readConfig, type GatewayConfig, type QueryLimits } from '@tessera/gateway';
import { percentile, Session } from './bench-support';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const aliases = 1000;
const repeats = 499;
const parallel = 8;

const aliasQuery = (prefix: string) => `{ ${Array.from({ length: aliases }, (_, i) => `${prefix}${i}: settings { availableLocales defaultLocale }`).join(' ')} }`;
/** A comment makes each document new text (nothing cached by its hash) at no token cost. */
const repeatedQuery = (serial: number, count = repeats) => `# ${serial}\n{ ${'settings { defaultLocale } '.repeat(count)}}`;

async function post(url: string, text: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

const adminEmail = 'bench@example.com';
const adminPassword = 'Bench-password-1!';

function configFor(dataDir: string, lifted: Partial<QueryLimits>): GatewayConfig {
  const base = readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', TESSERA_ADMIN_EMAIL: adminEmail, TESSERA_ADMIN_PASSWORD: adminPassword });
  return { ...base, dataDir, mailDelivery: false, graphql: { ...base.graphql, ...lifted } };
}

async function measureAliases(label: string, config: GatewayConfig): Promise<void> {
  const tessera = await createTessera(config);
  try {
    const url = await tessera.listen(0, '127.0.0.1');
    const first = await post(url, aliasQuery('a'));
    const same: number[] = [];
    for (let i = 0; i < runs; i += 1) same.push((await post(url, aliasQuery('a'))).ms);
    const fresh: number[] = [];
    for (let i = 0; i < runs; i += 1) fresh.push((await post(url, aliasQuery(`f${i}_`))).ms);
    console.log(
      `${label.padEnd(22)} status ${first.status}   ${(first.bytes / 1024).toFixed(1).padStart(6)} KB   first ${first.ms.toFixed(1).padStart(6)} ms   ` +
        `same document p50 ${percentile(same, 50).toFixed(1).padStart(6)} ms   fresh documents p50 ${percentile(fresh, 50).toFixed(1).padStart(6)} ms`,
    );
  } finally {
    await tessera.close();
  }
}

/** The gateway of the repeated-selection figures, in a child process that reports its own CPU. */
interface ChildGateway {
  url: string;
  /** User + system CPU of the gateway process so far (ms). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

async function startChild(dataDir: string, lifted: Partial<QueryLimits>): Promise<ChildGateway> {
  const child: ChildProcess = fork(__filename, ['--serve', dataDir, JSON.stringify(lifted)]);
  const next = () =>
    new Promise<any>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the gateway exited (${code})`)));
    });
  const { url } = await next();
  return {
    url,
    async cpuMs() {
      const reply = next();
      child.send('cpu');
      return (await reply).cpuMs;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

/** In the child: serve until told to stop, answering its CPU when asked. */
async function serve(dataDir: string, lifted: Partial<QueryLimits>): Promise<void> {
  const tessera = await createTessera(configFor(dataDir, lifted));
  const url = await tessera.listen(0, '127.0.0.1');
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMs: (user + system) / 1000 });
    } else if (message === 'stop') {
      await tessera.close();
      process.exit(0);
    }
  });
  process.send!({ url });
}

/** CPU of the gateway per request, `runs` requests one after the other (after a few to warm up). */
async function cpuPerRequest(gateway: ChildGateway, text: (serial: number) => string): Promise<{ ms: number; status: number }> {
  for (let i = 1; i <= 5; i += 1) await post(gateway.url, text(-i));
  const before = await gateway.cpuMs();
  let status = 0;
  for (let i = 0; i < runs; i += 1) status = (await post(gateway.url, text(i))).status;
  return { ms: ((await gateway.cpuMs()) - before) / runs, status };
}

async function measureRepeats(label: string, dataDir: string, lifted: Partial<QueryLimits>): Promise<void> {
  const gateway = await startChild(dataDir, lifted);
  try {
    const { ms: cpuPerDocument, status } = await cpuPerRequest(gateway, repeatedQuery);
    let serial = runs;

    const stopAt = performance.now() + seconds * 1000;
    let sent = 0;
    const sender = async () => {
      while (performance.now() < stopAt) {
        await post(gateway.url, repeatedQuery(serial++));
        sent += 1;
      }
    };
    const health: number[] = [];
    const prober = async () => {
      while (performance.now() < stopAt) {
        const started = performance.now();
        await fetch(`${gateway.url}/healthz`).then((response) => response.arrayBuffer());
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await Promise.all([prober(), ...Array.from({ length: parallel }, sender)]);
    console.log(
      `${label.padEnd(22)} status ${status}   CPU per document ${cpuPerDocument.toFixed(1).padStart(6)} ms   ` +
        `${parallel} in parallel: ${(sent / seconds).toFixed(0).padStart(5)} documents/s, /healthz p50 ${percentile(health, 50).toFixed(1).padStart(6)} ms   ` +
        `p95 ${percentile(health, 95).toFixed(1).padStart(6)} ms   worst ${Math.max(...health)
          .toFixed(1)
          .padStart(6)} ms`,
    );
  } finally {
    await gateway.stop();
  }
}

/** For comparison: a one-field query, and the most repeated selections the field limit lets through to validation. */
async function measureOthers(dataDir: string): Promise<void> {
  const gateway = await startChild(dataDir, {});
  try {
    const small = await cpuPerRequest(gateway, () => '{ settings { defaultLocale } }');
    const count = Math.floor(readConfig({}).graphql.maxFields / 2);
    const largest = await cpuPerRequest(gateway, (serial) => repeatedQuery(serial, count));
    console.log(`${'one-field query'.padEnd(22)} status ${small.status}   CPU per document ${small.ms.toFixed(1).padStart(6)} ms`);
    console.log(`${`${count} repeats (validated)`.padEnd(22)} status ${largest.status}   CPU per document ${largest.ms.toFixed(1).padStart(6)} ms`);
  } finally {
    await gateway.stop();
  }
}

/** A page's content near the body limit: 200 rich-text blocks of ~4,500 characters, a word in every fifth changed by `variant`. */
function largeContent(variant: number) {
  const words = (block: number) => Array.from({ length: 700 }, (_, i) => (i % 5 === 0 ? `w${(i * 7 + block + variant) % 997}` : `word${i % 89}`)).join(' ');
  return { title: `Large ${variant}`, blocks: Array.from({ length: 200 }, (_, block) => ({ type: 'rich-text', key: `b${block}`, props: { body: `<p>${words(block)}</p>` } })) };
}

async function json(session: Session, method: string, path: string, body?: unknown): Promise<any> {
  const response = await session.request(method, path, body === undefined ? undefined : JSON.stringify(body), body !== undefined);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measureExpensiveWork(dataDir: string): Promise<void> {
  const content = [largeContent(1), largeContent(2)];
  console.log(`\nExpensive work of one signed-in user: a page of two versions of ${(JSON.stringify(content[0]).length / 1e6).toFixed(2)} MB each`);
  for (const [label, lifted] of [
    ['cost limit lifted (before)', { maxCost: Infinity }],
    ['default limits (after)', {}],
  ] as const) {
    const gateway = await startChild(dataDir, lifted);
    try {
      const session = new Session(gateway.url);
      await session.signIn(adminEmail, adminPassword);
      const created = await json(session, 'POST', '/api/tessera/page/create', { title: `Compared ${label}`, slug: `compared-${Date.now()}`, type: 'content-page', locale: 'en-gb' });
      const first = (await json(session, 'POST', `/api/tessera/page/version/${created.pageVersionID}/store`, content[0])).pageVersionID;
      const second = (await json(session, 'POST', `/api/tessera/page/version/${first}/store`, content[1])).pageVersionID;
      const comparisons = (count: number) =>
        JSON.stringify({
          query: `query C($p: Int!, $f: Int, $t: Int!) { ${Array.from({ length: count }, (_, i) => `c${i}: comparePageVersions(pageID: $p, from: $f, to: $t) { pageID }`).join(' ')} }`,
          variables: { p: created.pageID, f: first, t: second },
        });
      const send = async (count: number) => {
        const response = await session.request('POST', '/graphql', comparisons(count), true);
        const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        return `${response.status}${body.errors ? ` ${[...new Set(body.errors.map((error) => error.extensions?.code))].join('/')}` : ''}`;
      };
      for (const count of [50, 2]) {
        await send(count);
        const before = await gateway.cpuMs();
        const started = performance.now();
        const status = await send(count);
        console.log(
          `${`${count} aliases, ${label}`.padEnd(40)} ${status.padEnd(14)} gateway CPU ${((await gateway.cpuMs()) - before).toFixed(0).padStart(6)} ms, answered in ${(performance.now() - started).toFixed(0)} ms`,
        );
      }
      const health: number[] = [];
      let sending = true;
      const prober = (async () => {
        while (sending) {
          const started = performance.now();
          await fetch(`${gateway.url}/healthz`).then((response) => response.arrayBuffer());
          health.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const started = performance.now();
      await Promise.all(Array.from({ length: 4 }, () => send(50)));
      const ms = performance.now() - started;
      sending = false;
      await prober;
      console.log(`${`4 × 50 aliases at once, ${label}`.padEnd(40)} all answered in ${ms.toFixed(0)} ms; /healthz worst ${Math.max(...health).toFixed(0)} ms (${health.length} asks)`);

      if (label.includes('after')) {
        const draft = JSON.stringify(content[1]);
        const before = await gateway.cpuMs();
        const answers = await Promise.all(
          Array.from({ length: 24 }, () =>
            session.request('POST', `/api/tessera/page/${created.pageID}/preview`, draft, true).then(async (response) => (await response.arrayBuffer(), response.status)),
          ),
        );
        const counts = [...new Set(answers)].map((status) => `${answers.filter((each) => each === status).length}× ${status}`).join(', ');
        console.log(`${'24 previews of the draft at once'.padEnd(40)} ${counts}; gateway CPU ${((await gateway.cpuMs()) - before).toFixed(0)} ms for all`);
      }
    } finally {
      await gateway.stop();
    }
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-query-limits-'));
  const dataDir = join(dir, 'data');
  try {
    console.log(`GraphQL query of ${aliases} aliases (${(Buffer.byteLength(aliasQuery('a')) / 1024).toFixed(1)} KB), ${runs} runs each`);
    await measureAliases('limits lifted (before)', configFor(dataDir, { maxDepth: Infinity, maxAliases: Infinity, maxCost: Infinity, maxTokens: Infinity, maxFields: Infinity }));
    await measureAliases('default limits (after)', configFor(dataDir, {}));

    console.log(
      `\nGraphQL query of ${repeats} repeated \`settings { defaultLocale }\` (${(Buffer.byteLength(repeatedQuery(0)) / 1024).toFixed(1)} KB), ${runs} runs, then ${parallel} senders for ${seconds} s`,
    );
    await measureRepeats('no field limit (before)', dataDir, { maxFields: Infinity });
    await measureRepeats('default limits (after)', dataDir, {});
    await measureOthers(dataDir);
    await measureExpensiveWork(dataDir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** JSON has no Infinity: a lifted limit travels to the child as null. */
const liftedFrom = (text: string): Partial<QueryLimits> => Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, number | null>).map(([name, value]) => [name, value ?? Infinity]));

const [mode, serveDir, serveLimits] = process.argv.slice(2);
(mode === '--serve' ? serve(serveDir, liftedFrom(serveLimits)) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
