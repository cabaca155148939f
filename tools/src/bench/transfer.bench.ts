/**
 * `npm run bench:transfer`: content export in constant memory. For each size (BENCH_TRANSFER_PAGES,
 * default 10,000 and 50,000 pages over four locales, BENCH_VERSIONS versions each, seeded in bulk
 * with SQL), a child process exports the site to a scratch directory and reports its peak resident
 * memory (sampled every 20 ms) beside its start-up memory: the peak should not grow with the page
 * count. The export runs in a child so the embedded PostgreSQL (WebAssembly, in the parent) is not
 * counted; BENCH_HEAP_MB caps the child's heap (the export must still finish). Uses BENCH_DATABASE_URL (a server where it may create and drop scratch databases) or,
 * without it, a throw-away embedded PostgreSQL per size.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalDiskStorage, openDatabase, systemContext, type Services } from '@tessera/schema';
import { createLogger, openTesseraData, readConfig } from '@tessera/gateway';
import { exportToDirectory } from '@tessera/gateway/dist/transfer/export-directory';
import { scratchDatabase } from './bench-support';
import { seedPages } from './seed-pages';

const sizes = (process.env.BENCH_TRANSFER_PAGES ?? '10000,50000').split(',').map(Number);
const versions = Number(process.env.BENCH_VERSIONS ?? 2);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface ChildAnswer {
  startRss: number;
  startHeap: number;
  peakRss: number;
  peakHeap: number;
  /** The heap still in use after the export, after a full collection: what it kept. */
  heapAfter: number;
  seconds: number;
  counts: Record<string, number>;
}

/** The child: exports the database at `url` into `dir` and answers its memory on stdout. */
async function child(url: string, dir: string): Promise<void> {
  const orm = await openDatabase(url, 2);
  const storageDir = mkdtempSync(join(tmpdir(), 'tessera-bench-storage-'));
  // Pages only: the bench site has no media, so the export asks nothing else of the services.
  const services = { storage: new LocalDiskStorage(storageDir) } as unknown as Services;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss: startRss, heapUsed: startHeap } = process.memoryUsage();
  let peakRss = startRss;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  const manifest = await exportToDirectory(systemContext(orm.em.fork(), services), dir, { publishedOnly: false });
  clearInterval(sampler);
  (globalThis as { gc?: () => void }).gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  await orm.close();
  rmSync(storageDir, { recursive: true, force: true });
  const answer: ChildAnswer = { startRss, startHeap, peakRss, peakHeap, heapAfter, seconds: (performance.now() - started) / 1000, counts: manifest.counts };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

function runChild(url: string, dir: string): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    // BENCH_HEAP_MB caps the child's heap: an export that kept what it read would run out of it.
    const heapCap = process.env.BENCH_HEAP_MB ? [`--max-old-space-size=${process.env.BENCH_HEAP_MB}`] : [];
    const process_ = spawn(process.execPath, ['--expose-gc', ...heapCap, __filename, 'child', url, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process_.on('error', reject);
    process_.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').pop()!) as ChildAnswer) : reject(new Error(`export child exited ${code}`))));
  });
}

async function measure(pages: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const exportDir = join(dataDir, 'export');
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await scratchDatabase(server) : undefined;
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: scratch?.url, dbPoolMax: 2 };
  const data = await openTesseraData(config, createLogger('warn'));
  try {
    const seedStart = performance.now();
    await seedPages(data.orm, Math.ceil(pages / 4), versions);
    const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);
    // The embedded database announces its URL for other processes (data.ts); a server's is known.
    const url = scratch?.url ?? readFileSync(join(dataDir, 'postgres.url'), 'utf8').trim();
    const answer = await runChild(url, exportDir);
    const size = execFileSync('du', ['-sh', exportDir]).toString().split('\t')[0];
    console.log(
      `${String(answer.counts.pages).padStart(7)} pages, ${String(answer.counts['page-versions']).padStart(7)} versions: ` +
        `peak RSS ${mb(answer.peakRss).padStart(7)} (at start ${mb(answer.startRss)}), peak heap ${mb(answer.peakHeap).padStart(6)} (at start ${mb(answer.startHeap)}, kept after ${mb(answer.heapAfter)}), ` +
        `export ${answer.seconds.toFixed(1)} s, ${size} on disk (seeded in ${seeded} s)`,
    );
  } finally {
    await data.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`content export, ${versions} versions a page, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)'}`);
  for (const pages of sizes) await measure(pages);
}

const [role, url, dir] = process.argv.slice(2);
(role === 'child' ? child(url, dir) : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
