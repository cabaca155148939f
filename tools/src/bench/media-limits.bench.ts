/**
 * `npm run bench:media` (limits part): what turned crops cost the gateway. The gateway runs in its
 * own process (its resident memory read from /proc every 10 ms), on BENCH_DATABASE_URL when given
 * (a scratch database there) or its embedded PostgreSQL. Printed for each case: the answers, the
 * time until the last one came (answered or refused), and the gateway's RSS growth over its RSS
 * just before; for the concurrent crops also /healthz asked every 100 ms meanwhile (p50 / worst).
 *   - one turned crop of a 16,000 × 16,000 PNG (0.8 MB on disk): a 2000 × 1500 box, full size;
 *     the whole turned image, full size (over the crop limit: refused) and as a 1600 px srcset width;
 *   - 20 concurrent turned crops (1°–20°, 3000 × 2000 boxes) of a 6000 × 4000 photo-like JPEG,
 *     full size, then as 1024 px WebP (the site's srcset), then 45° crops of 2200 × 2200 (the
 *     worst angle, just under the crop limit); BENCH_ROUNDS times (2), each round's crops new, to
 *     see whether memory settles.
 * Goals (issue 20): RSS growth < 400 MB, every answer or refusal < 5 s, /healthz < 1 s meanwhile.
 * The whole run is made twice (BENCH_MALLOC, `npm start,default`): with glibc's malloc settings as
 * `npm start` and the gateway's workers run (malloc-settings.ts, issue 30), and with glibc's
 * defaults, for comparison.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDeflate, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { percentile, scratchDatabase, Session } from './bench-support';
import { freePort } from './load';
import { mallocSettings } from '@tessera/gateway';

const root = resolve(__dirname, '../../..');
const email = 'bench@example.com';
const password = 'Bench-password-1!';
/** Rounds of the two bursts (BENCH_ROUNDS): whether memory settles or keeps growing. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** The gateway's peak RSS while `work` runs, over its RSS just before. */
async function rssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number; beforeMb: number }> {
  const beforeMb = rssMb(pid);
  let peak = beforeMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  try {
    return { result: await work(), growthMb: peak - beforeMb, beforeMb };
  } finally {
    clearInterval(sampler);
  }
}

/** A one-colour PNG written row by row (each row "same as above"), so it is made in seconds and small. */
async function flatPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((done) => deflate.on('end', done));
  const first = Buffer.alloc(width * 3 + 1);
  for (let x = 0; x < width; x += 1) first.set([58, 110, 165], 1 + x * 3);
  const same = Buffer.alloc((width * 3 + 1) * 64);
  for (let row = 0; row < 64; row += 1) same[row * (width * 3 + 1)] = 2;
  deflate.write(first);
  for (let y = 1; y < height; y += 64) {
    const rows = Math.min(64, height - y);
    if (!deflate.write(same.subarray(0, rows * (width * 3 + 1)))) await new Promise((done) => deflate.once('drain', done));
  }
  deflate.end();
  await ended;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

/** glibc's malloc settings of each run (BENCH_MALLOC): as `npm start` sets them, or glibc's defaults. */
const mallocRuns = (process.env.BENCH_MALLOC ?? 'npm start,default').split(',').map((entry) => entry.trim());

async function startGateway(dataDir: string, databaseUrl: string | undefined, settings: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const name of Object.keys(mallocSettings)) delete inherited[name];
  const child = spawn(process.execPath, ['--no-allocation-site-pretenuring', join(root, 'gateway/dist/main.js')], {
    env: {
      ...inherited,
      ...(settings === 'npm start' ? mallocSettings : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir,
      TESSERA_ADMIN_EMAIL: email,
      TESSERA_ADMIN_PASSWORD: password,
      TESSERA_MAIL_DELIVERY: 'false',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
    if (
      await fetch(`${base}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('the gateway did not start');
}

interface Answer {
  status: number;
  code?: string;
  ms: number;
}

async function timedGet(session: Session, path: string): Promise<Answer> {
  const start = performance.now();
  const answer = await session.request('GET', path);
  const body = Buffer.from(await answer.arrayBuffer());
  const code = answer.ok ? undefined : (JSON.parse(body.toString()) as { Errors: { code: string }[] }).Errors[0].code;
  return { status: answer.status, code, ms: performance.now() - start };
}

/** /healthz asked every 100 ms until `stop` is called; the latencies. */
function healthSampler(base: string): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      samples.push(performance.now() - start);
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

const cropPath = (id: number, crop: { x: number; y: number; width: number; height: number; rotate: number }, extra = '') =>
  `/api/tessera/medialib/preview-crop?imageID=${id}&x=${crop.x}&y=${crop.y}&width=${crop.width}&height=${crop.height}&rotate=${crop.rotate}&scaleX=1&scaleY=1${extra}`;

function statuses(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(', ');
}

function line(name: string, figures: string): void {
  console.log(`${name.padEnd(58)} ${figures}`);
}

async function main(): Promise<void> {
  for (const settings of mallocRuns) {
    const shown = Object.entries(mallocSettings)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    console.log(`\n== ${settings === 'npm start' ? `${shown} (as npm start runs the gateway)` : "glibc's malloc defaults (8 pools a core, a moving mmap threshold)"}`);
    await run(settings);
  }
}

async function run(settings: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-media-limits-'));
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await scratchDatabase(server, 'tessera_bench_media') : undefined;
  const { child, base } = await startGateway(dataDir, scratch?.url, settings);
  try {
    const pid = child.pid!;
    const session = new Session(base);
    await session.signIn(email, password);

    const pngPath = join(dataDir, 'huge.png');
    writeFileSync(pngPath, await flatPng(16_000, 16_000));
    const png = (await session.upload('/', await openAsBlob(pngPath), 'huge.png')).file;
    const jpegPath = join(dataDir, 'photo.jpg');
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
    writeFileSync(
      jpegPath,
      await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    const jpeg = (await session.upload('/', await openAsBlob(jpegPath), 'photo.jpg')).file;
    console.log(
      `media limits: gateway pid ${pid}, ${server ? 'PostgreSQL server' : 'embedded PostgreSQL'}; 16,000² PNG ${(readFileSync(pngPath).length / 1e6).toFixed(1)} MB, 6000 × 4000 JPEG ${(readFileSync(jpegPath).length / 1e6).toFixed(1)} MB`,
    );

    const wholeTurn = { x: 0, y: 0, width: 22_000, height: 22_000, rotate: 30 };
    const single: Array<[string, string]> = [
      ['16,000² PNG, 2000 × 1500 box turned 30°, full size', cropPath(png.id, { x: 9000, y: 10_000, width: 2000, height: 1500, rotate: 30 })],
      ['16,000² PNG, the whole image turned 30°, full size', cropPath(png.id, wholeTurn)],
      ['16,000² PNG, the whole image turned 30°, w=1600', cropPath(png.id, wholeTurn, '&w=1600')],
    ];
    for (const [name, path] of single) {
      const { result, growthMb } = await rssGrowth(pid, () => timedGet(session, path));
      line(name, `${statuses([result])} in ${(result.ms / 1000).toFixed(2)} s, RSS +${growthMb.toFixed(0)} MB`);
    }

    const idleMb = rssMb(pid);
    const tilted = (i: number, round: number) => ({ x: 200 + i * 40 + round * 7, y: 300 + i * 20, width: 3000, height: 2000, rotate: i + 1 });
    // The worst angle for memory: a 45° turn holds twice its source; these are just under the crop limit.
    const diagonal = (i: number, round: number) => ({ x: 1200 + i * 40 + round * 7, y: 1200 + i * 20, width: 2200, height: 2200, rotate: 45 });
    const bursts = Array.from({ length: rounds }, (_, round) => {
      const suffix = round ? ` (round ${round + 1})` : '';
      return [
        [`20 concurrent turned crops of a 6000 × 4000 JPEG, full size${suffix}`, tilted, '', round] as const,
        [`20 concurrent turned crops of it, w=1024 WebP${suffix}`, tilted, '&w=1024&format=webp', round] as const,
        [`20 concurrent 45° crops of it (2200 × 2200), full size${suffix}`, diagonal, '', round] as const,
      ];
    }).flat();
    for (const [name, cropOf, extra, round] of bursts) {
      const health = healthSampler(base);
      const start = performance.now();
      const { result: answers, growthMb, beforeMb } = await rssGrowth(pid, () => Promise.all(Array.from({ length: 20 }, (_, i) => timedGet(session, cropPath(jpeg.id, cropOf(i, round), extra)))));
      const lastMs = performance.now() - start;
      const healthz = await health.stop();
      line(name, `${statuses(answers)}; last after ${(lastMs / 1000).toFixed(2)} s (slowest ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(2)} s)`);
      line(
        '',
        `RSS ${beforeMb.toFixed(0)} MB before, +${growthMb.toFixed(0)} MB at most (+${(beforeMb + growthMb - idleMb).toFixed(0)} MB over the idle ${idleMb.toFixed(0)} MB); /healthz p50 ${percentile(healthz, 50).toFixed(1)} ms, worst ${Math.max(...healthz).toFixed(1)} ms (${healthz.length} asks)`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
