/**
 * `npm run bench` (media part): a gateway on a throw-away embedded PostgreSQL, driven over HTTP
 * like the admin. Prints, side by side in one run: the first `preview-crop` of a 12-megapixel
 * JPEG through Tessera against the same crop with sharp alone (ratio; goal ≤ 1.5×), the cached
 * crop for an editor and a visitor (goal p95 < 5 ms; timed from a worker thread, as a browser
 * would fetch it, not on the server's own event loop), the upload throughput of a 100 MB file and the RSS growth during it
 * (goal < 64 MB: the upload streams to disk).
 *
 * `BENCH_STORAGE=s3`: the same with the bytes in an S3 bucket (s3rver, a test server, in a child
 * process so its memory is not counted): the upload streams from the spool file to the bucket in
 * multipart parts, and the crops read their source from the bounded local cache.
 */
import { openAsBlob } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { createTessera, readConfig, storageConfig, type StorageConfig, startS3rverProcess } from '@tessera/gateway';
import { percentile, Session } from './bench-support';

const email = 'bench@example.com';
const password = 'Bench-password-1!';

/** Times `count` sequential GETs of a URL from a worker thread; resolves with the milliseconds. */
function timedInWorker(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: { url, headers, count } });
    worker.once('message', (samples: number[]) => void worker.terminate().then(() => resolve(samples)));
    worker.once('error', reject);
  });
}

async function timeRequests({ url, headers, count }: { url: string; headers: Record<string, string>; count: number }): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  parentPort!.postMessage(samples);
}

/** Publishes a page whose image block shows the file cut by `cropParams`. */
async function publishCrop(session: Session, file: { id: number; hash: string }, cropParams: Record<string, number>): Promise<void> {
  const created = (await (await session.request('POST', '/api/tessera/page/create', JSON.stringify({ title: 'Photo', slug: 'photo', type: 'content-page', locale: 'en-gb' }), true)).json()) as {
    pageVersionID: number;
  };
  const image = { hash: file.hash, fileName: 'photo.jpg', altText: '', fileID: file.id, cropParams };
  const version = { title: 'Photo', blocks: [{ type: 'image', key: 'photo', props: {}, __images: { image } }] };
  const published = await session.request('POST', `/api/tessera/page/version/${created.pageVersionID}/store-and-publish`, JSON.stringify(version), true);
  if (published.status !== 200) throw new Error(`publishing failed: ${published.status} ${await published.text()}`);
}

/** An s3rver in a child process, and the storage settings that use it. */
async function s3Store(): Promise<{ storage: StorageConfig; stop: () => void }> {
  const s3 = await startS3rverProcess('bench');
  Object.assign(process.env, s3.env);
  return { storage: storageConfig(s3.env)!, stop: s3.stop };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-media-bench-'));
  const s3 = process.env.BENCH_STORAGE === 's3' ? await s3Store() : null;
  console.log(`media: storage ${s3 ? `S3 (s3rver at ${s3.storage.kind === 's3' ? s3.storage.endpoint : ''}, a test server, in a child process)` : 'local disk'}`);
  const tessera = await createTessera({
    ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
    dataDir,
    storage: s3?.storage,
    adminEmail: email,
    adminPassword: password,
    mailDelivery: false,
  });
  try {
    const base = await tessera.listen(0, '127.0.0.1');
    const session = new Session(base);
    await session.signIn(email, password);

    // A 12-megapixel photo-like JPEG (noise compresses like a photo, not like a flat colour).
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const photoPath = join(dataDir, 'photo.jpg');
    writeFileSync(photoPath, photo);
    const { file } = await session.upload('/', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    console.log(`media: 12-megapixel JPEG of ${(photo.length / 1e6).toFixed(1)} MB uploaded as file ${file.id}`);

    const crops = Array.from({ length: 12 }, (_, i) => ({ x: 100 + i * 37, y: 80 + i * 23, width: 1600 + i * 11, height: 900 + i * 7 }));
    const tesseraTimes: number[] = [];
    const sharpTimes: number[] = [];
    for (const crop of crops) {
      const query = `imageID=${file.id}&x=${crop.x}&y=${crop.y}&width=${crop.width}&height=${crop.height}&rotate=0&scaleX=1&scaleY=1`;
      let start = performance.now();
      const response = await session.request('GET', `/api/tessera/medialib/preview-crop?${query}`);
      await response.arrayBuffer();
      tesseraTimes.push(performance.now() - start);
      start = performance.now();
      // Encoded as Tessera encodes a full-size JPEG (renditions.ts: mozjpeg only for srcset widths).
      await sharp(photoPath).autoOrient().extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).jpeg({ quality: 85 }).toBuffer();
      sharpTimes.push(performance.now() - start);
    }
    const ratio = percentile(tesseraTimes, 50) / percentile(sharpTimes, 50);
    console.log(
      `${'first preview-crop, 12 MP JPEG: Tessera (HTTP)'.padEnd(52)} p50 ${percentile(tesseraTimes, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(tesseraTimes, 95).toFixed(1).padStart(7)} ms`,
    );
    console.log(
      `${'the same crop with sharp alone (in process)'.padEnd(52)} p50 ${percentile(sharpTimes, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(sharpTimes, 95).toFixed(1).padStart(7)} ms`,
    );
    console.log(`${'ratio Tessera / sharp (goal ≤ 1.5×)'.padEnd(52)} ${ratio.toFixed(2)}×`);

    // The cached crop as a browser gets it: the client on its own thread (its own event loop),
    // so the figure is the server's, not the client's time on the server's thread.
    const cachedUrl = `${base}/api/tessera/medialib/preview-crop?imageID=${file.id}&x=${crops[0].x}&y=${crops[0].y}&width=${crops[0].width}&height=${crops[0].height}&rotate=0&scaleX=1&scaleY=1`;
    const editor = await timedInWorker(cachedUrl, session.headers(), 300);
    console.log(`${'cached preview-crop, editor (goal p95 < 5 ms)'.padEnd(52)} p50 ${percentile(editor, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(editor, 95).toFixed(1).padStart(7)} ms`);
    // A visitor gets the crops the site shows: a published page names this one.
    await publishCrop(session, file, { ...crops[0], rotate: 0, scaleX: 1, scaleY: 1 });
    await (await fetch(cachedUrl)).arrayBuffer();
    const visitor = await timedInWorker(cachedUrl, {}, 300);
    console.log(`${'cached preview-crop, visitor (goal p95 < 5 ms)'.padEnd(52)} p50 ${percentile(visitor, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(visitor, 95).toFixed(1).padStart(7)} ms`);
    const smallUrl = `${cachedUrl}&w=640&format=webp`;
    await (await fetch(smallUrl)).arrayBuffer();
    const small = await timedInWorker(smallUrl, {}, 300);
    console.log(`${'  the same as a 640 px WebP srcset entry'.padEnd(52)} p50 ${percentile(small, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(small, 95).toFixed(1).padStart(7)} ms`);

    // 100 MB that the library takes (a PDF), read from disk by the client as it is sent.
    const bigPath = join(dataDir, 'big.pdf');
    const big = Buffer.alloc(100 * 1024 * 1024 - 1024, 0x20);
    Buffer.from('%PDF-1.4\n').copy(big);
    writeFileSync(bigPath, big);
    const blob = await openAsBlob(bigPath);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const start = performance.now();
    await session.upload('/', blob, 'big.pdf');
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    console.log(`${'upload of a 100 MB file'.padEnd(52)} ${(big.length / 1024 / 1024 / seconds).toFixed(0)} MB/s (${seconds.toFixed(2)} s)`);
    console.log(`${'RSS growth during it, client and server (goal < 64 MB)'.padEnd(52)} ${((rssPeak - rssBefore) / 1024 / 1024).toFixed(1)} MB`);
    if (s3) {
      let stored: number | null = null;
      for await (const { key } of tessera.services.storage.list('media')) {
        const size = await tessera.services.storage.size(key);
        if (size === big.length) stored = size;
      }
      console.log(`${'  in the bucket afterwards'.padEnd(52)} ${stored === big.length ? `${(big.length / 1024 / 1024).toFixed(1)} MB, whole` : 'MISSING'}`);
    }
  } finally {
    await tessera.close();
    s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

(isMainThread ? main() : timeRequests(workerData)).catch((error) => {
  console.error(error);
  process.exit(1);
});
