/**
 * `npm run bench:site`: the public site against what a visitor would otherwise be served by,
 * side by side in one run on one machine. A gateway on a throw-away embedded PostgreSQL gets the
 * demo seed; its 20-block long read is then served
 *   - by Tessera from the HTML cache,
 *   - as the same bytes by a bare Node `http` server,
 *   - as the same bytes by nginx from Debian (one worker, like Node's one thread), when installed,
 *   - by Tessera with TESSERA_WORKERS=auto (the built server, one gateway process per core, on the
 *     same data directory: its workers join this process's embedded database),
 *   - as the same bytes by nginx with Debian's default configuration (worker_processes auto),
 * each under wrk (one thread, 32 connections, loopback). After a short warm-up of each, three
 * rounds run the targets in turn (so a noisy moment of the machine hits all of them alike) and the
 * median round of each target is printed: requests/s, p50/p99 latency and the ratios. Then, each
 * with its goal (issue 22):
 *   - past the HTML cache: CPU and SQL statements of the long read, of its preview and of an
 *     invented address, on the embedded database and on a PostgreSQL server (BENCH_DATABASE_URL,
 *     default the local one; a scratch database);
 *   - WordPress as Debian ships it (php-fpm, MariaDB, nginx) with the same content, when installed:
 *     its CPU per page and how many times Tessera's is less (wordpress.ts);
 *   - 1,000 cached pages: what one publication empties, and re-rendering them all;
 *   - a cached crop as visitors fetch it, p50/p95;
 *   - the idle memory of `npm start` on the embedded default, after start and after the demo seed.
 */
import '../production-default';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTessera, type Tessera, readConfig, seedDemo, parseWorkers } from '@tessera/gateway';
import { gatewayMain } from '../faults/fault-support';
import { scratchDatabase, Session } from './bench-support';
import { seedPages } from './seed-pages';
import { measureRerender, measureUncached } from './uncached';
import { measureCachedCrop, measureIdleMemory, startFlags } from './site-extras';
import { againstWordPress, benchWordPress } from './wordpress';
import { bareNodeServer, freePort, nginxDebianDefault, nginxPath, nginxServer, wrk, wrkPath, type LoadFigures, type Running } from './load';

/** The built server with TESSERA_WORKERS=auto on the bench's data directory (it joins the embedded database). */
async function tesseraWorkers(dataDir: string, path: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...startFlags(), gatewayMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      TESSERA_DATA_DIR: dataDir,
      TESSERA_WORKERS: 'auto',
      TESSERA_MAIL_DELIVERY: 'false',
      TESSERA_DB_POOL_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${path}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`TESSERA_WORKERS=auto exited (${child.exitCode})`);
    if (attempt > 600) throw new Error('TESSERA_WORKERS=auto did not answer within 60 s');
    const ready = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Every worker's HTML cache holds the page (fresh connections go to the workers in turn).
  for (let i = 0; i < 4 * availableParallelism(); i += 1) await fetch(url, { headers: { connection: 'close' } }).then((response) => response.arrayBuffer());
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}

/** The uncached figures with the database on a PostgreSQL server: a scratch database there, with the demo. */
async function onServer(serverUrl: string, dir: string): Promise<void> {
  const scratch = await scratchDatabase(serverUrl, 'tessera_site_bench');
  const tessera = await createTessera({
    ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: scratch.url }),
    dataDir: join(dir, 'server-data'),
    mailDelivery: false,
    adminEmail: 'bench@example.com',
    adminPassword: 'Bench-password-1!',
  });
  try {
    await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
    await measureUncached(tessera, { label: 'PostgreSQL server (gateway alone)', goalMs: 3 }, articlePath);
  } finally {
    await tessera.close();
    await scratch.drop();
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A thousand pages in the HTML cache (the most visited, say); one of them is published anew:
 * how many the publication empties, and how long rendering all of them again would take.
 */
async function manyPages(tessera: Tessera, base: string, paths: string[]): Promise<void> {
  for (const path of paths) await fetch(base + path).then((response) => response.arrayBuffer());
  const cached = () => paths.filter((path) => tessera.site.cache.peek(path)).length;
  const before = cached();
  const session = new Session(base);
  await session.signIn('bench@example.com', 'Bench-password-1!');
  const [target] = await tessera.orm.em.fork().execute<Array<{ id: number; version: number }>>(`select id, latest_version_id as version from page where slug = 'page-5' and locale = 'en-gb'`);
  const published = await session.request('POST', `/api/tessera/page/version/${target.version}/store-and-publish`, JSON.stringify({ title: 'Page five, again', blocks: [] }), true);
  if (published.status !== 200) throw new Error(`publishing page-5: ${published.status}`);
  const after = cached();
  console.log(`${'a publication of one page, of 1,000 cached pages'.padEnd(58)} ${`${before - after} emptied, ${after} kept`.padEnd(30)} goal only those it affects`);
  await measureRerender(tessera, paths);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmUpSeconds = 2;
const rounds = 3;
const connections = 32;
const articlePath = '/news/moving-to-the-cloud-long-read';

interface Target {
  name: string;
  url: string;
  rounds: LoadFigures[];
}

function line(name: string, figures: LoadFigures, against?: LoadFigures): string {
  const ratio = against ? `  ${(figures.requestsPerSecond / against.requestsPerSecond).toFixed(2)}× of it` : '';
  return `${name.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50Ms.toFixed(2).padStart(6)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms${ratio}`;
}

/** The round with the median requests/s (its own latencies with it, not medians of each figure). */
function medianRound(figures: LoadFigures[]): LoadFigures {
  const sorted = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A warm-up of every target, then `rounds` rounds of all targets in turn. */
async function measureInTurn(targets: Target[]): Promise<void> {
  for (const target of targets) await wrk(target.url, { connections, seconds: warmUpSeconds });
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) target.rounds.push(await wrk(target.url, { connections, seconds }));
    const figures = targets.map((target) => `${target.name} ${target.rounds[round - 1].requestsPerSecond.toFixed(0)}`).join(', ');
    const [first, ...others] = targets.map((target) => target.rounds[round - 1].requestsPerSecond);
    console.log(`round ${round}: ${figures} req/s (${targets[0].name} ${others.map((rate, i) => `${(first / rate).toFixed(2)}× ${targets[i + 1].name}`).join(', ')})`);
  }
}

async function main(): Promise<void> {
  if (!wrkPath) throw new Error('bench:site needs wrk (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-site-bench-'));
  const tessera = await createTessera({
    ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    dataDir: join(dir, 'data'),
    mailDelivery: false,
    adminEmail: 'bench@example.com',
    adminPassword: 'Bench-password-1!',
    // Room on the embedded database's socket for the TESSERA_WORKERS=auto processes that join it.
    dbPoolMax: 8 + 2 * parseWorkers('auto'),
  });
  const stops: Array<() => void> = [];
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
    // A thousand more published pages, in bulk, before the site reads anything (the address index is read on first use).
    await seedPages(tessera.orm, 417, 1);
    const bulkPaths = (
      await tessera.orm.em.fork().execute<Array<{ locale: string; slug: string }>>(`select locale, slug from page where slug like 'page-%' and published_version_id is not null order by id limit 1000`)
    ).map(({ locale, slug }) => (locale === 'en-gb' ? `/${slug}` : `/${locale}/${slug}`));
    const page = await fetch(base + articlePath);
    if (page.status !== 200) throw new Error(`${articlePath}: ${page.status}`);
    const html = Buffer.from(await page.arrayBuffer());
    // Readable by nginx's workers, which drop to an unprivileged user (mkdtemp makes 0700).
    const staticDir = join(dir, 'static');
    mkdirSync(staticDir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const file = join(staticDir, 'article.html');
    writeFileSync(file, html, { mode: 0o644 });
    console.log(`site: the demo's 20-block long read, ${(html.length / 1024).toFixed(1)} KB of HTML`);

    const bare = await bareNodeServer(file, 'text/html; charset=utf-8');
    stops.push(bare.stop);
    const server = nginxPath ? await nginxServer(dir, file) : undefined;
    if (server) stops.push(server.stop);
    const debian = nginxPath ? await nginxDebianDefault(dir, file) : undefined;
    if (debian) stops.push(debian.stop);
    const workers = await tesseraWorkers(join(dir, 'data'), articlePath);
    stops.push(workers.stop);
    const autoCount = parseWorkers('auto');
    const tesseraTarget: Target = { name: 'Tessera', url: base + articlePath, rounds: [] };
    const nodeTarget: Target = { name: 'Node', url: bare.url, rounds: [] };
    const nginxTarget: Target | undefined = server && { name: 'nginx', url: server.url, rounds: [] };
    const workersTarget: Target = { name: `Tessera×${autoCount}`, url: workers.url, rounds: [] };
    const debianTarget: Target | undefined = debian && { name: 'nginx-debian', url: debian.url, rounds: [] };
    console.log(`wrk -t1 -c${connections}, uncompressed: ${warmUpSeconds} s warm-up each, then ${rounds} rounds of ${seconds} s each, the targets in turn; the median round is shown`);

    const before = { ...tessera.site.cache.stats };
    await measureInTurn([tesseraTarget, nodeTarget, ...(nginxTarget ? [nginxTarget] : []), workersTarget, ...(debianTarget ? [debianTarget] : [])]);
    const { hits, misses } = tessera.site.cache.stats;
    console.log(`HTML cache during the Tessera runs: ${hits - before.hits} hits, ${misses - before.misses} misses`);
    for (const stop of stops.splice(0)) stop();

    const cached = medianRound(tesseraTarget.rounds);
    const node = medianRound(nodeTarget.rounds);
    const nginx = nginxTarget && medianRound(nginxTarget.rounds);
    console.log(line('bare Node http, same bytes', node));
    if (nginx) console.log(line('nginx (1 worker), same bytes', nginx));
    else console.log('nginx: not installed (apt-get install nginx-light), skipped');
    console.log(line('Tessera, HTML cache', cached, nginx ?? node));
    console.log(`${'ratio Tessera / bare Node'.padEnd(44)} ${(cached.requestsPerSecond / node.requestsPerSecond).toFixed(2)}×`);
    if (nginx) console.log(`${'ratio Tessera / nginx (goal ≥ 0.5×)'.padEnd(44)} ${(cached.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}×`);

    // Every core: TESSERA_WORKERS=auto beside nginx as Debian configures it (worker_processes auto).
    const many = medianRound(workersTarget.rounds);
    const debianFigures = debianTarget && medianRound(debianTarget.rounds);
    console.log(`\nevery core (${availableParallelism()} here; wrk shares them)`);
    console.log(line('Tessera, TESSERA_WORKERS=1, HTML cache', cached));
    console.log(line(`Tessera, TESSERA_WORKERS=auto (${autoCount}), HTML cache`, many, cached));
    if (debianFigures) console.log(line("nginx, Debian's default configuration", debianFigures));
    else console.log("nginx with Debian's default configuration: not installed, skipped");
    if (debianFigures) {
      console.log(`${'ratio Tessera 1 worker / nginx (Debian)'.padEnd(44)} ${(cached.requestsPerSecond / debianFigures.requestsPerSecond).toFixed(2)}×`);
      console.log(`${'ratio Tessera auto / nginx (Debian)'.padEnd(44)} ${(many.requestsPerSecond / debianFigures.requestsPerSecond).toFixed(2)}×`);
    }

    // Past the HTML cache: the read model and the render, on the embedded database and on a server.
    console.log('\npast the HTML cache (one process; with the embedded database its CPU is in it)');
    const embedded = await measureUncached(tessera, { label: 'embedded database', goalMs: 5 }, articlePath);
    // WordPress as Debian ships it, with the long read's content: its CPU per page is php-fpm and MariaDB together, like the embedded figure.
    console.log('');
    const wordpress = await benchWordPress({ title: 'Moving a company to the cloud: the long read', html: html.toString('utf8'), dir, connections, seconds });
    if (wordpress) {
      console.log(againstWordPress('the page, embedded database', embedded.page.cpuMs, wordpress));
      console.log(againstWordPress('its preview, embedded database', embedded.preview.cpuMs, wordpress));
    }
    console.log('');
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    if (await reachable(serverUrl)) await onServer(serverUrl, dir);
    else console.log(`PostgreSQL server at ${serverUrl}: not reachable, skipped (BENCH_DATABASE_URL)`);
    await manyPages(tessera, base, bulkPaths);

    // A crop a page shows, already made, as visitors fetch it (this publishes a page: after the cached rounds).
    console.log('');
    await measureCachedCrop(base, tessera);

    const compressed = await wrk(base + articlePath, { connections, seconds: Math.max(2, Math.round(seconds / 2)), headers: { 'Accept-Encoding': 'br, gzip' } });
    console.log(line('Tessera, HTML cache, brotli', compressed));
  } finally {
    for (const stop of stops) stop();
    await tessera.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // Last, with nothing else of the bench running: the idle memory of `npm start` on the embedded default.
  console.log('');
  await measureIdleMemory();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
