/**
 * Two figures of `npm run bench:site` that need a set-up of their own (issue 22):
 *   - `measureIdleMemory()`: the idle resident memory of the embedded default, a fresh gateway
 *     started as `npm start` starts it (the node flags of package.json's `start`), after start,
 *     after the demo seed (run by `tessera seed:demo`, which joins the running embedded database,
 *     so the seed's SQL runs in the measured process), after a restart on the seeded directory and
 *     after every demo page was read once; goal < 160 MB (issue 33; issue 22 asked < 200), with where it goes.
 *   - `measureCachedCrop(baseUrl, tessera)`: a crop a published page shows, already made, fetched
 *     by visitors under wrk; goal p95 < 5 ms.
 * Run alone (`node tools/dist/bench/site-extras.js [memory|crop]`, after `npm run build`), both
 * run on throw-away data directories.
 */
import '../production-default';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createPage, publishPage, storeVersion, systemContext } from '@tessera/schema';
import { createTessera, type Tessera, readConfig, seedDemo } from '@tessera/gateway';
import type { ProbeAnswer } from './memory-probe';
import { freePort, wrkPath } from './load';

const root = resolve(__dirname, '../../..');
const mb = (bytes: number) => bytes / 1024 / 1024;
const idleMemoryGoalMb = 160;
const cachedCropGoalMs = 5;

/** The node flags of `npm start` (package.json), so the measured process is the one users run. */
export function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('gateway/dist/main.js'));
}

/** Resident memory of a process by what it holds, from /proc/<pid>/smaps (MB). */
export interface ResidentMemory {
  rss: number;
  /** Anonymous mappings exactly the size of a WebAssembly memory: the embedded PostgreSQL's heap. */
  wasmHeap: number;
  /** Mapped files: the node binary, libvips and the other shared libraries (shared with other processes). */
  files: Record<string, number>;
  /** Everything else anonymous: V8's heap pages, malloc (compiled WASM code, native buffers, threads). */
  anonymous: number;
}

export function residentMemory(pid: number, wasmMemoryBytes: number[] = []): ResidentMemory {
  const figures: ResidentMemory = { rss: 0, wasmHeap: 0, files: {}, anonymous: 0 };
  let mapping: { size: number; name: string } | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mapping = { size: parseInt(header[2], 16) - parseInt(header[1], 16), name: header[3].trim() };
      continue;
    }
    if (!mapping || !line.startsWith('Rss:')) continue;
    const resident = Number(line.replace(/\D+/g, '')) / 1024;
    figures.rss += resident;
    if (mapping.name.startsWith('/')) {
      const file = mapping.name.split('/').pop()!;
      figures.files[file] = (figures.files[file] ?? 0) + resident;
    } else if (!mapping.name && wasmMemoryBytes.includes(mapping.size)) figures.wasmHeap += resident;
    else figures.anonymous += resident;
  }
  return figures;
}

/** A gateway in a child process, started like `npm start` with the memory probe preloaded. */
interface Gateway {
  child: ChildProcess;
  port: number;
  probe(): Promise<ProbeAnswer>;
  stop(): Promise<void>;
}

async function startGateway(dataDir: string): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, [...startFlags(), '--require', join(__dirname, 'memory-probe.js'), join(root, 'gateway/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: 'admin@example.com',
      TESSERA_ADMIN_PASSWORD: 'Change-me-now!',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (attempt > 1200) throw new Error('the gateway did not answer /healthz within 60 s');
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    child,
    port,
    probe: () =>
      new Promise((done) => {
        child.once('message', (message) => done(message as ProbeAnswer));
        child.send('memory');
      }),
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface IdleMemoryFigure {
  moment: string;
  resident: ResidentMemory;
  probe: ProbeAnswer;
  /** Whether the issue's goal applies to this moment (after start, after the demo seed). */
  goal: boolean;
}

/** Waits for the gateway to settle (startup work, the seed's events), then reads its memory. */
async function idleFigure(gateway: Gateway, moment: string, goal: boolean, settleMs: number): Promise<IdleMemoryFigure> {
  await new Promise((done) => setTimeout(done, settleMs));
  const probe = await gateway.probe();
  return { moment, resident: residentMemory(gateway.child.pid!, probe.wasmMemoryBytes), probe, goal };
}

/** Reads every page of the sitemap once (pages rendered, caches filled), as a first visitor would. */
async function readEveryPage(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
  return paths.length;
}

/**
 * The idle memory of the embedded default, measured on a fresh data directory: after start, after
 * the demo seed, after a restart on the seeded directory, after reading every demo page once.
 * Prints the figures with the goal and where the memory goes; answers them.
 */
export async function measureIdleMemory(options: { settleMs?: number; print?: (line: string) => void } = {}): Promise<IdleMemoryFigure[]> {
  const settleMs = options.settleMs ?? 3000;
  const print = options.print ?? console.log;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-idle-memory-'));
  const figures: IdleMemoryFigure[] = [];
  try {
    const first = await startGateway(dir);
    try {
      figures.push(await idleFigure(first, 'after start (fresh data directory)', true, settleMs));
      const seeded = spawnSync(process.execPath, [join(root, 'gateway/dist/cli.js'), 'seed:demo'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', TESSERA_DATA_DIR: dir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}`);
      figures.push(await idleFigure(first, 'after the demo seed (same process)', true, settleMs));
    } finally {
      await first.stop();
    }
    const again = await startGateway(dir);
    try {
      figures.push(await idleFigure(again, 'after start (seeded data directory)', true, settleMs));
      const pages = await readEveryPage(again.port);
      figures.push(await idleFigure(again, `after reading the ${pages} demo pages once`, false, settleMs));
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printIdleMemory(figures, print);
  return figures;
}

function printIdleMemory(figures: IdleMemoryFigure[], print: (line: string) => void): void {
  print(`Idle memory of the embedded default (node ${startFlags().join(' ')}; RSS from /proc, goal < ${idleMemoryGoalMb} MB)`);
  for (const { moment, resident, goal } of figures) {
    const verdict = goal ? (resident.rss < idleMemoryGoalMb ? 'met' : 'NOT met') : 'no goal';
    print(`  ${moment.padEnd(44)} ${resident.rss.toFixed(0).padStart(4)} MB  (${verdict})`);
  }
  print('  where it goes (MB): RSS = PostgreSQL WASM heap + other anonymous (V8 heap, malloc: compiled WASM, native) + mapped files');
  for (const { moment, resident, probe } of figures) {
    const space = (name: string) => probe.spaces.find((entry) => entry.name === name);
    const heap = `V8 heap ${mb(probe.usage.heapUsed).toFixed(0)} used / ${mb(probe.usage.heapTotal).toFixed(0)} total (new ${mb(space('new_space')?.size ?? 0).toFixed(0)}, old ${mb(space('old_space')?.size ?? 0).toFixed(0)}, code ${mb(space('code_space')?.size ?? 0).toFixed(0)}, large ${mb(space('large_object_space')?.size ?? 0).toFixed(0)})`;
    const files = Object.values(resident.files).reduce((sum, value) => sum + value, 0);
    const node = resident.files.node ?? 0;
    print(
      `  ${moment.padEnd(44)} WASM heap ${resident.wasmHeap.toFixed(0)} (of ${probe.wasmMemoryBytes.map((bytes) => mb(bytes).toFixed(0)).join('+')}), other anonymous ${resident.anonymous.toFixed(0)}, files ${files.toFixed(0)} (node ${node.toFixed(0)}); ${heap}; external ${mb(probe.usage.external).toFixed(0)}, array buffers ${mb(probe.usage.arrayBuffers).toFixed(0)}`,
    );
  }
}

export interface CachedCropFigures {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  bytes: number;
  /** CPU time of this process (the gateway, when it runs in-process as in bench:site) per request: what the machine's load cannot blur. */
  cpuMsPerRequest: number;
}

const run = promisify(execFile);

/** wrk's own percentiles (its `--latency` table has no 95th): a done() hook prints them. */
const percentilesScript = `done = function(summary, latency, requests)
  io.write(string.format("P50 %d\\nP95 %d\\nP99 %d\\nREQ %d\\nERR %d\\n", latency:percentile(50), latency:percentile(95), latency:percentile(99), summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;

async function wrkPercentiles(url: string, connections: number, seconds: number): Promise<Omit<CachedCropFigures, 'url' | 'bytes' | 'cpuMsPerRequest'> & { requests: number }> {
  if (!wrkPath) throw new Error('wrk is not installed (apt-get install wrk)');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wrk-'));
  try {
    const script = join(dir, 'percentiles.lua');
    writeFileSync(script, percentilesScript);
    const { stdout } = await run(wrkPath, ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url], { timeout: (seconds + 30) * 1000 });
    const figure = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(stdout)?.[1] ?? Number.NaN);
    if (figure('ERR') > 0) throw new Error(`${url}: ${figure('ERR')} failed requests under load`);
    return { requests: figure('REQ'), requestsPerSecond: figure('REQ') / seconds, p50Ms: figure('P50') / 1000, p95Ms: figure('P95') / 1000, p99Ms: figure('P99') / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Publishes a page that shows a crop of the first image of the library (the demo's office
 * picture after the seed), as an editor would, and answers the crop's URLs as the site builds
 * them: the `<img src>` (the crop in the image's own format) and a 640 px WebP `srcset` entry.
 */
async function publishedCrop(tessera: Tessera): Promise<string[]> {
  const ctx = () => systemContext(tessera.orm.em.fork(), tessera.services);
  const [file] = await tessera.orm.em
    .fork()
    .execute<Array<{ id: number; hash: string; file_name: string; width: number; height: number }>>(
      "select id, hash, file_name, width, height from media_file where kind = 'image' order by id limit 1",
    );
  if (!file) throw new Error('measureCachedCrop needs an image in the media library (the demo seed has three)');
  const cropParams = { x: Math.round(file.width / 8), y: Math.round(file.height / 8), width: Math.round(file.width / 2), height: Math.round(file.height / 2), rotate: 0, scaleX: 1, scaleY: 1 };
  const slug = `cached-crop-${Date.now()}`;
  const page = await createPage(ctx(), { title: 'A cropped picture', slug, type: 'content-page', locale: 'en-gb' });
  const image = { hash: file.hash, fileName: file.file_name, altText: 'A cropped picture', fileID: file.id, cropParams };
  await storeVersion(ctx(), { versionId: page.pageVersionID, title: 'A cropped picture', blocks: [{ type: 'image', key: 'picture', props: {}, __images: { image } }] });
  await publishPage(ctx(), { id: page.pageID });
  const query = new URLSearchParams({ imageID: String(file.id) });
  for (const [key, value] of Object.entries(cropParams)) query.set(key, String(value));
  const src = `/api/tessera/medialib/preview-crop?${query}`;
  return [src, `${src}&w=640&format=webp`];
}

/**
 * A cached crop for a visitor: a crop a published page shows, made once, then fetched under wrk
 * (one thread; one connection: a visitor, one request after the other; six: a browser fetching a
 * page's images at once). Prints p50/p95/p99 and requests/s with the goal (p95 < 5 ms) for the
 * `<img src>` crop and its 640 px WebP `srcset` entry; answers them.
 */
export async function measureCachedCrop(
  baseUrl: string,
  tessera: Tessera,
  options: { connections?: number[]; seconds?: number; print?: (line: string) => void } = {},
): Promise<Array<CachedCropFigures & { connections: number }>> {
  const connectionCounts = options.connections ?? [1, 6];
  const seconds = options.seconds ?? 5;
  const print = options.print ?? console.log;
  const figures: Array<CachedCropFigures & { connections: number }> = [];
  const names = ['<img src> crop', '640 px WebP srcset entry'];
  for (const [index, path] of (await publishedCrop(tessera)).entries()) {
    const url = `${baseUrl}${path}`;
    // The first request makes the rendition and keeps it; the measured ones find it made.
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    for (const connections of connectionCounts) {
      const cpuBefore = process.cpuUsage();
      const { requests, ...load } = await wrkPercentiles(url, connections, seconds);
      const cpu = process.cpuUsage(cpuBefore);
      figures.push({ url: names[index], bytes, connections, ...load, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / requests });
    }
  }
  print(`Cached crop for a visitor (wrk -t1, ${seconds} s each; goal p95 < ${cachedCropGoalMs} ms)`);
  for (const figure of figures) {
    const verdict = figure.p95Ms < cachedCropGoalMs ? 'met' : 'NOT met';
    print(
      `  ${`${figure.url}, ${(figure.bytes / 1024).toFixed(0)} KB, ${figure.connections} conn.`.padEnd(44)} p50 ${figure.p50Ms.toFixed(2)} ms  p95 ${figure.p95Ms.toFixed(2)} ms  p99 ${figure.p99Ms.toFixed(2)} ms  ${figure.requestsPerSecond.toFixed(0)} requests/s  ${(figure.cpuMsPerRequest * 1000).toFixed(0)} µs CPU each  (${verdict})`,
    );
  }
  return figures;
}

/** Alone: a gateway on a throw-away embedded database with the demo seed, for the crop. */
async function cachedCropAlone(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cached-crop-'));
  const tessera = await createTessera({ ...readConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '' }), dataDir, mailDelivery: false });
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    await seedDemo(tessera);
    // The seed's events are still being worked through (search indexing): not what is measured.
    await new Promise((done) => setTimeout(done, 10_000));
    await measureCachedCrop(base, tessera);
  } finally {
    await tessera.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const which = process.argv[2] ?? 'all';
  (async () => {
    if (which === 'all' || which === 'memory') await measureIdleMemory();
    if (which === 'all' || which === 'crop') await cachedCropAlone();
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
