/**
 * `npm run faults:kill`: kill -9 during writes. The built gateway runs as a child process on an
 * on-disk embedded database (or DATABASE_URL, in a scratch database made and dropped here).
 * Writers store versions (plain stores, store-and-publish, publication requests) of their own
 * pages, with a block image from the library; uploaders add JPEG, PNG and GIF images made with
 * sharp and PDFs of up to a few MB. At a random moment the gateway is killed with SIGKILL, started
 * again on the same data, and before the load resumes the data is checked:
 *   - with SQL, on the very database the restarted gateway serves (the embedded one is reached
 *     through the URL it announces in the data directory; nothing else writes while checking):
 *     every page's latest (and published) version exists and belongs to it, no publication
 *     request without its page or version, no file-usage row without its file, the usage rows are
 *     those of the latest version's blocks, every store and upload that answered success is there;
 *   - on disk: every file row's bytes are under its key, whole (size and SHA-256 of the row), and
 *     every blob under a content key hashes to its key (no partial bytes under a key);
 *   - through the API: the library listing holds every file, each file served whole (PDF and GIF
 *     byte for byte, JPEG/PNG decoded at the stored size), each page's latest version readable.
 * A quarter of the restarts (FAULTS_START_KILL_RATE) are first killed once more at a random
 * moment of the start-up (opening the database, migrations, seeding), so a kill there too must
 * leave a database that starts.
 * The checks and the run's record are in kill-checks.ts.
 * Prints kills, restarts, time to ready, what was acknowledged and the checks; exits 1 on any
 * inconsistency. The run lasts FAULTS_SECONDS (default 60) and goes on until FAULTS_KILLS (default
 * 20) kills under load, at most FAULTS_MAX_SECONDS (600); CI runs the time-bounded short version
 * (FAULTS_SECONDS=60 FAULTS_KILLS=0). Kills come after 0.5–2 s of load (FAULTS_MIN_LOAD_MS,
 * FAULTS_MAX_LOAD_MS).
 * FAULTS_METRICS=1 runs the gateway with TESSERA_METRICS_PORT: /metrics is scraped after every
 * restart (it must answer) and at the end, and a few of its figures are printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { percentile, scratchDatabase } from '../bench/bench-support';
import { freePort } from '../bench/load';
import { Cleanup, exited, logTail, printTable, Session, sleep, spawnGateway, startGateway, type GatewayProcess } from './fault-support';
import { Run, sha256, verifyData, type AckedFile, type PageState } from './kill-checks';
import { storageConfig, openStorage, startS3rverProcess } from '@tessera/gateway';

const seconds = Number(process.env.FAULTS_SECONDS ?? 60);
/** The run goes on past FAULTS_SECONDS until this many kills under load (0: time alone bounds it)… */
const minKills = Number(process.env.FAULTS_KILLS ?? 20);
/** …but never past this. */
const maxSeconds = Number(process.env.FAULTS_MAX_SECONDS ?? 600);
const writerCount = Number(process.env.FAULTS_WRITERS ?? 4);
const uploaderCount = Number(process.env.FAULTS_UPLOADERS ?? 2);
const pagesPerWriter = 2;
const bootKillRate = Number(process.env.FAULTS_START_KILL_RATE ?? 0.25);
const loadMs = { min: Number(process.env.FAULTS_MIN_LOAD_MS ?? 500), max: Number(process.env.FAULTS_MAX_LOAD_MS ?? 2000) };
const withMetrics = process.env.FAULTS_METRICS === '1';

/** The sum of a metric's samples whose labels include `labels` (`name{a="b",…} value` lines). */
function metricSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([key, value]) => (match[2] ?? '').includes(`${key}="${value}"`))) total += Number(match[3]);
  }
  return total;
}

/** A unique image or document: JPEG, PNG, GIF (made with sharp) or a PDF of up to a few MB. */
async function makeFile(n: number): Promise<{ bytes: Buffer; fileName: string; type: string }> {
  const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53 + 7) % 256 };
  const width = 64 + ((n * 29) % 700);
  const height = 48 + ((n * 17) % 500);
  const noise = n % 3 === 0 ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } } : {};
  const image = () => sharp({ create: { width, height, channels: 3, background, ...noise } });
  switch (n % 4) {
    case 0:
      return { bytes: await image().jpeg({ quality: 90 }).toBuffer(), fileName: `u${n}.jpg`, type: 'image/jpeg' };
    case 1:
      return { bytes: await image().png().toBuffer(), fileName: `u${n}.png`, type: 'image/png' };
    case 2:
      return {
        bytes: await sharp({ create: { width: 40 + (n % 50), height: 30, channels: 4, background: { ...background, alpha: 1 } } })
          .gif()
          .toBuffer(),
        fileName: `u${n}.gif`,
        type: 'image/gif',
      };
    default: {
      // Large enough that a kill often lands while its bytes are still arriving.
      const body = randomBytes(256 * 1024 * (1 + (n % 12)));
      const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% upload ${n}\n`), body, Buffer.from('\n%%EOF\n')]);
      return { bytes, fileName: `u${n}.pdf`, type: 'application/pdf' };
    }
  }
}

function blocksFor(title: string, image: AckedFile | undefined) {
  return [
    {
      type: 'hero',
      key: 'top',
      props: { title },
      ...(image ? { __images: { image: { hash: image.hash, fileName: image.fileName, altText: '', fileID: image.id, cropParams: null } } } : {}),
    },
    { type: 'rich-text', key: 'main', props: { heading: 'Stored', body: `<p>${title}</p>` } },
  ];
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const run = new Run();
  const dir = mkdtempSync('/tmp/faults-kill-');
  // FAULTS_KEEP=1 keeps the data directory and the server's log for a look afterwards.
  cleanup.add('temporary directory', () => (process.env.FAULTS_KEEP ? console.log(`kept ${dir}`) : rmSync(dir, { recursive: true, force: true })));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await scratchDatabase(serverUrl, 'tessera_faults') : undefined;
  if (scratch) cleanup.add('scratch database', () => scratch.drop());
  const env: Record<string, string> = { TESSERA_DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', TESSERA_MAIL_DELIVERY: 'false' };
  const metricsUrl = withMetrics ? `http://127.0.0.1:${await freePort()}/metrics` : undefined;
  if (metricsUrl) env.TESSERA_METRICS_PORT = new URL(metricsUrl).port;
  let scrapes = 0;
  let lastScrape = '';
  /** FAULTS_METRICS=1: the restarted gateway's /metrics answers (each life counts from zero). */
  const scrapeMetrics = async () => {
    if (!metricsUrl) return;
    const answer = await fetch(metricsUrl).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
    const text = await answer.text();
    run.check(answer.status === 200 && text.includes('tessera_http_requests_total'), `/metrics answered ${answer.status}: ${text.slice(0, 200)}`);
    scrapes += 1;
    lastScrape = text;
  };
  // FAULTS_STORAGE=s3: the bytes in a bucket of s3rver (a test server, in a child process); or set
  // TESSERA_STORAGE_URL (and TESSERA_S3_*) to run against a real store.
  if (process.env.FAULTS_STORAGE === 's3') {
    const s3 = await startS3rverProcess('faults');
    cleanup.add('s3rver', () => s3.stop());
    Object.assign(env, s3.env);
    // The checks below use the same store from this process (credentials from the SDK's chain).
    Object.assign(process.env, s3.env);
  }
  const storageSettings = storageConfig({ ...process.env, ...env });
  // The checks read the same store as the gateway (with a cache folder of their own).
  const storage = openStorage({ dataDir: join(dir, 'checks'), storage: storageSettings ?? { kind: 'file', root: join(dataDir, 'storage') } });
  const spoolDir = storageSettings?.kind === 's3' ? join(dataDir, 'storage-tmp') : join(storageSettings?.root ?? join(dataDir, 'storage'), 'tmp');
  console.log(`faults: storage ${storageSettings?.kind === 's3' ? `s3://${storageSettings.bucket}/${storageSettings.prefix}` : 'local disk'}`);
  let gateway: GatewayProcess | undefined;
  cleanup.add('gateway', async () => {
    if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) {
      gateway.child.kill('SIGKILL');
      await exited(gateway.child);
    }
  });
  const started = performance.now();
  try {
    console.log(
      `faults:kill: ${seconds} s${minKills > 0 ? ` and at least ${minKills} kills` : ''} on ${scratch ? 'a PostgreSQL server (scratch database)' : 'the embedded database'}, ${writerCount} writers, ${uploaderCount} uploaders, kills after ${loadMs.min}–${loadMs.max} ms of load`,
    );
    gateway = await startGateway({ port, env, logFile });
    const base = gateway.base;

    // Sign in (sessions live in the database, so they outlast every restart) and make pages.
    // One sign-in (the login throttle counts per address); every client shares its session.
    const first = new Session(base, 15_000);
    await first.signIn();
    const sessions = Array.from({ length: writerCount + uploaderCount + 1 }, () => Object.assign(new Session(base, 15_000), { cookie: first.cookie, csrf: first.csrf }));
    const checker = sessions[writerCount + uploaderCount];
    const pages: PageState[][] = [];
    for (let w = 0; w < writerCount; w += 1) {
      pages.push([]);
      for (let p = 0; p < pagesPerWriter; p += 1) {
        const created = await checker.rest('POST', '/page/create', { title: `Writer ${w} page ${p}`, slug: `faults-${w}-${p}`, type: 'content-page', locale: 'en-gb' });
        if (created.outcome !== 'ok') throw new Error(`page create failed: ${created.text}`);
        pages[w].push({ id: created.body.pageID, base: created.body.pageVersionID, lastAckedVersion: null, inDoubt: false });
      }
    }

    let phase: 'load' | 'down' = 'load';
    let uploadNumber = 0;
    let storeNumber = 0;
    const images = () => [...run.uploadsAcked.values()].filter((file) => file.kind === 'image' || file.kind === 'gif');

    async function writer(w: number): Promise<void> {
      const session = sessions[w];
      while (phase === 'load') {
        for (const page of pages[w]) {
          if (phase !== 'load') return;
          storeNumber += 1;
          const title = `Page ${page.id} store ${storeNumber}`;
          const pool = images();
          const image = pool.length > 0 && storeNumber % 3 !== 0 ? pool[storeNumber % pool.length] : undefined;
          const roll = Math.random();
          if (roll < 0.08) {
            const answer = await session.rest('POST', `/page/${page.id}/request-publication`, { comment: `faults ${storeNumber}` });
            if (answer.outcome === 'ok') run.requestsAcked += 1;
            else if (answer.status > 0) run.refused(`${answer.outcome}${answer.body?.Errors?.[0]?.property ? `:${answer.body.Errors[0].property}` : ''}`);
            else return;
            continue;
          }
          const verb = roll < 0.2 ? 'store-and-publish' : 'store';
          const answer = await session.rest('POST', `/page/version/${page.base}/${verb}`, { title, blocks: blocksFor(title, image) });
          if (answer.outcome === 'ok') {
            const versionId = answer.body.pageVersionID as number;
            run.storesAcked.set(versionId, { pageId: page.id, title });
            if (verb === 'store-and-publish') run.publishesAcked += 1;
            page.base = versionId;
            page.lastAckedVersion = versionId;
            page.inDoubt = false;
          } else if (answer.status === 0) {
            // Killed while in flight: committed or not, either is consistent; seen after the restart.
            run.storesInDoubt += 1;
            page.inDoubt = true;
            return;
          } else {
            run.refused(`${answer.outcome}${answer.body?.Errors?.[0]?.property ? `:${answer.body.Errors[0].property}` : ''}`);
            if (answer.outcome === 'stack' || answer.outcome.startsWith('uncoded')) run.check(false, `store answered ${answer.status} without a code: ${answer.text.slice(0, 200)}`);
          }
        }
      }
    }

    async function uploader(u: number): Promise<void> {
      const session = sessions[writerCount + u];
      while (phase === 'load') {
        uploadNumber += 1;
        const file = await makeFile(uploadNumber);
        if (phase !== 'load') return;
        const answer = await session.upload('/', file.bytes, file.fileName, file.type);
        if (answer.outcome === 'ok') {
          const stored = answer.body.file;
          run.check(stored.hash === sha256(file.bytes) && stored.size === file.bytes.length, `upload ${file.fileName} acknowledged with hash/size of other bytes`);
          run.uploadsAcked.set(stored.id, { id: stored.id, hash: stored.hash, size: stored.size, fileName: stored.fileName, kind: stored.kind, width: stored.width, height: stored.height });
        } else if (answer.status === 0) {
          run.uploadsInDoubt.push({ fileName: file.fileName, hash: sha256(file.bytes) });
          return;
        } else {
          run.refused(`${answer.outcome}${answer.body?.Errors?.[0]?.property ? `:${answer.body.Errors[0].property}` : ''}`);
          if (answer.outcome === 'stack' || answer.outcome.startsWith('uncoded')) run.check(false, `upload answered ${answer.status} without a code: ${answer.text.slice(0, 200)}`);
        }
      }
    }

    /** Brings each writer's base up to the page's latest version (a store in flight at the kill may have committed). */
    async function refreshBases(): Promise<void> {
      for (const page of pages.flat()) {
        const answer = await checker.rest('GET', `/page/${page.id}`);
        if (answer.outcome !== 'ok') throw new Error(`page ${page.id} unreadable after restart: ${answer.status} ${answer.text.slice(0, 200)}`);
        if (page.inDoubt && answer.body.latestVersionID !== page.base) run.inDoubtCommitted.stores += 1;
        page.base = answer.body.latestVersionID;
        page.inDoubt = false;
      }
    }

    /** A kill while the gateway starts (opening the database, migrations, seeding): the next start must still work. */
    async function killDuringStart(): Promise<void> {
      const booting = spawnGateway({ port, env, logFile });
      const typical = run.readyMs.length > 0 ? percentile(run.readyMs, 50) : 2000;
      const delay = 100 + Math.random() * typical;
      const outcome = await Promise.race([
        booting.ready.then(
          () => 'ready',
          () => 'exited',
        ),
        sleep(delay).then(() => 'kill'),
      ]);
      booting.child.kill('SIGKILL');
      await exited(booting.child);
      await booting.ready.catch(() => undefined);
      run.bootKills += 1;
      if (outcome === 'ready') run.bootKillsAfterReady += 1;
    }

    const verify = (final: boolean) => verifyData(run, { sqlUrl: scratch?.url ?? announcedUrl(dataDir), storage, spoolDir, session: checker, pages: pages.flat(), final });

    await verify(false);
    await scrapeMetrics();
    const elapsed = () => (performance.now() - started) / 1000;
    while (elapsed() < seconds || (run.kills < minKills && elapsed() < maxSeconds)) {
      phase = 'load';
      const workers = [...Array.from({ length: writerCount }, (_, w) => writer(w)), ...Array.from({ length: uploaderCount }, (_, u) => uploader(u))];
      await sleep(loadMs.min + Math.random() * (loadMs.max - loadMs.min));
      gateway.child.kill('SIGKILL');
      const killedAt = performance.now();
      phase = 'down';
      await exited(gateway.child);
      run.kills += 1;
      await Promise.all(workers);
      if (Math.random() < bootKillRate) await killDuringStart();
      gateway = await startGateway({ port, env, logFile });
      run.restarts += 1;
      run.readyMs.push(gateway.readyMs);
      run.killToReadyMs.push(performance.now() - killedAt);
      await verify(false);
      await refreshBases();
      await scrapeMetrics();
    }

    // The last restart checks everything once more, every file through the API, then a clean stop.
    gateway.child.kill('SIGKILL');
    await exited(gateway.child);
    run.kills += 1;
    gateway = await startGateway({ port, env, logFile });
    run.restarts += 1;
    run.readyMs.push(gateway.readyMs);
    await verify(true);
    await scrapeMetrics();
    gateway.child.kill('SIGTERM');
    await exited(gateway.child);
    run.check(gateway.child.exitCode === 0, `the gateway did not stop cleanly on SIGTERM (${gateway.child.exitCode ?? gateway.child.signalCode})`);
  } catch (error) {
    run.failures.push(`run aborted: ${(error as Error).message}`);
    console.error(error);
    console.error(logTail(logFile));
  } finally {
    await cleanup.run();
  }

  const refusals = [...run.refusals].map(([code, count]) => `${code} ${count}`).join(', ') || 'none';
  printTable('faults:kill summary', [
    ['run time', `${((performance.now() - started) / 1000).toFixed(0)} s`],
    ['database', scratchLabel(serverUrl)],
    ['kills (SIGKILL) under load', run.kills],
    ['kills (SIGKILL) while starting, no load (of them just after ready)', `${run.bootKills} (${run.bootKillsAfterReady})`],
    ['restarts', run.restarts],
    ['time to ready after start, median / max', run.readyMs.length ? `${percentile(run.readyMs, 50).toFixed(0)} / ${Math.max(...run.readyMs).toFixed(0)} ms` : '-'],
    ['kill to ready, median / max', run.killToReadyMs.length ? `${percentile(run.killToReadyMs, 50).toFixed(0)} / ${Math.max(...run.killToReadyMs).toFixed(0)} ms` : '-'],
    ['stores acknowledged (of them store-and-publish)', `${run.storesAcked.size} (${run.publishesAcked})`],
    ['publication requests acknowledged', run.requestsAcked],
    ['uploads acknowledged', run.uploadsAcked.size],
    ['in flight at a kill: stores (committed)', `${run.storesInDoubt} (${run.inDoubtCommitted.stores})`],
    ['in flight at a kill: uploads (committed)', `${run.uploadsInDoubt.length} (${run.inDoubtCommitted.uploads})`],
    ['coded refusals', refusals],
    ['temporary upload files left by kills (never listed)', run.tempFilesSeen],
    ['blobs without a file row (killed between move and commit)', run.orphanBlobs],
    ['checks passed / failed', `${run.checks - run.failedChecks} / ${run.failedChecks}`],
  ]);
  if (metricsUrl) {
    const m = (name: string, labels?: Record<string, string>) => metricSum(lastScrape, name, labels);
    const requests = m('tessera_http_request_duration_seconds_count');
    printTable('faults:kill metrics (FAULTS_METRICS=1; the last life of the gateway, after its final checks)', [
      ['scrapes answered (one per life of the gateway)', `${scrapes} of ${run.restarts + 1}`],
      ['HTTP requests (of them 5xx)', `${requests} (${['500', '502', '503', '504'].reduce((total, status) => total + m('tessera_http_requests_total', { status }), 0)})`],
      ['mean request time', requests > 0 ? `${((m('tessera_http_request_duration_seconds_sum') / requests) * 1000).toFixed(1)} ms` : '-'],
      ['SQL statements', m('tessera_sql_statements_total')],
      ['pool connections used / idle / waiting', ['used', 'idle', 'waiting'].map((state) => m('tessera_db_pool_connections', { state })).join(' / ')],
      ['search-index consumer lag (events)', m('tessera_consumer_lag_events', { consumer: 'search-index' })],
      ['event loop lag p99', `${(m('tessera_nodejs_eventloop_lag_p99_seconds') * 1000).toFixed(1)} ms`],
      ['heap used', `${(m('tessera_nodejs_heap_size_used_bytes') / 1024 / 1024).toFixed(0)} MB`],
    ]);
  }
  if (run.failures.length > 0) {
    console.error(
      `\nfaults:kill FAILED:\n${run.failures
        .slice(0, 30)
        .map((f) => `  - ${f}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log('\nfaults:kill: consistent after every kill');
}

function scratchLabel(serverUrl: string | undefined): string {
  return serverUrl ? `PostgreSQL server ${new URL(serverUrl).host} (scratch database)` : 'embedded (on-disk PGlite data directory)';
}

/** The embedded database's URL, as the gateway serving it announces it in the data directory. */
function announcedUrl(dataDir: string): string {
  return readFileSync(join(dataDir, 'postgres.url'), 'utf8').trim();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
