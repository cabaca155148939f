/**
 * `npm run bench:startup`: the first minute of a newcomer, measured as the README's command runs
 * it. Each start is `npm start` (its prestart build check included) in a child process, timed from
 * the spawn to the first 200 of /healthz; the server's resident memory (RSS, with the embedded
 * PostgreSQL inside it) is read from /proc after it is ready and idle. Printed:
 *   - start to ready on a fresh data directory (the database is created and migrated),
 *   - start to ready on the existing data directory (median of BENCH_STARTS),
 *   - idle RSS after start, after the demo seed (`tessera seed:demo`) and after the demo site and
 *     admin were read once (pages rendered, caches filled).
 * The build must be current (`npm run build`): the bench measures starts, not builds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile } from './bench-support';
import { freePort } from './load';

const root = resolve(__dirname, '../../..');
const starts = Number(process.env.BENCH_STARTS ?? 5);

interface Started {
  child: ChildProcess;
  ms: number;
  port: number;
}

/** The server process under npm (npm → sh → node): the deepest descendant's pid. */
function serverPid(child: ChildProcess): number {
  let pid = child.pid!;
  for (;;) {
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    if (children.length === 0) return pid;
    pid = Number(children[0]);
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TESSERA_ADMIN_EMAIL: 'admin@example.com', TESSERA_ADMIN_PASSWORD: 'Change-me-now!' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (reply.ok) return { child, ms: performance.now() - started, port };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * Stops the server and waits until its node process is gone, not only npm: on SIGTERM the server
 * drains (TESSERA_SHUTDOWN_DRAIN_MS) while npm has already exited, and a `tessera` command started
 * then would join its embedded database and lose the connection when it closes.
 */
async function stop(server: Started): Promise<void> {
  const pid = serverPid(server.child);
  const exited = new Promise((done) => server.child.once('exit', done));
  process.kill(-server.child.pid!, 'SIGTERM');
  await exited;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function idleRss(server: Started): Promise<number> {
  await new Promise((done) => setTimeout(done, 3000));
  return rssMb(serverPid(server.child));
}

/** Reads what a visitor and an editor's first screen read: every demo page in every locale, the admin. */
async function readSite(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const path of [...urls, '/cmsadmin/', '/zoeken?q=tessera']) await (await fetch(`${base}${path}`)).arrayBuffer();
  return urls.length;
}

async function main(): Promise<void> {
  const check = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env } });
  if (process.env.TESSERA_BUILD !== 'never' && !check.stdout.includes('up to date')) {
    console.error('bench:startup measures starts on a built tree: the build was not current and has now been run; run the bench again.');
    process.exit(1);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-startup-'));
  const dataDir = join(dir, 'data');
  try {
    const fresh = await start(dataDir);
    const freshRss = await idleRss(fresh);
    await stop(fresh);

    const times: number[] = [];
    let existingRss = 0;
    for (let i = 0; i < starts; i++) {
      const again = await start(dataDir);
      times.push(again.ms);
      if (i === 0) existingRss = await idleRss(again);
      await stop(again);
    }

    const seeded = spawnSync('node', ['gateway/dist/cli.js', 'seed:demo'], { cwd: root, env: { ...process.env, TESSERA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}`);
    const demo = await start(dataDir);
    const demoRss = await idleRss(demo);
    const pages = await readSite(demo.port);
    const readRss = await idleRss(demo);
    await stop(demo);

    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
    console.log('npm start to ready (/healthz 200), embedded PostgreSQL, prestart build check included');
    console.log(`  fresh data directory (created and migrated)     ${ms(fresh.ms)}`);
    console.log(
      `  existing data directory (median of ${starts})        ${ms(percentile(times, 50))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}; goal < 5 s: ${percentile(times, 50) < 5000 ? 'met' : 'NOT met'})`,
    );
    console.log('Idle resident memory of the server process (RSS, embedded PostgreSQL included; goal < 160 MB, issue 33)');
    console.log(`  after start, fresh data directory              ${freshRss.toFixed(0)} MB`);
    console.log(`  after start, existing data directory           ${existingRss.toFixed(0)} MB`);
    console.log(`  after start with the demo seed                 ${demoRss.toFixed(0)} MB`);
    console.log(`  after reading the demo site once (${pages} pages)   ${readRss.toFixed(0)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
