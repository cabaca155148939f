/**
 * `npm run cluster:check`: starts the local cluster (local-cluster.ts: two gateways, PostgreSQL,
 * s3rver, HAProxy, Varnish when installed) and checks, printing each with its figures:
 *   1. a session made on one gateway works on the other (sign-in, CSRF, a write);
 *   2. an upload through one gateway is served by the other from the bucket;
 *   3. a publication reaches the other gateway's visitors and Varnish within 2 s;
 *   4. the sign-in lock, the contact form's limit and the search jobs hold across gateways;
 *   5. one gateway killed with SIGKILL under 100 concurrent visitors: HAProxy moves on, fewer than
 *      1% of requests fail, and no acknowledged write is lost;
 *   6. the S3 store stopped: media answers a coded 503, pages keep being served;
 *   7. the PostgreSQL server restarted: every gateway recovers;
 * and issue 31's faults: a gateway on another installation's database or an older backup deletes
 * no object (storage-safety-check.ts); an image on 1,500 pages keeps a one-key surrogate header,
 * Varnish keeps images through an S3 outage with a publication in it, the gateways stay in HAProxy
 * serving cached pages while PostgreSQL is down, a SIGTERM drains without a visitor error, and
 * three gateways migrate an empty database together (outage-checks.ts).
 * A check whose part is missing (no S3 storage in the gateway, no Varnish or its xkey vmod,
 * DATABASE_URL given so the server is not ours to stop) prints SKIPPED with the reason. Exit 1 when any
 * check fails; bounded to 5 minutes (CLUSTER_CHECK_TIMEOUT_S).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { bucket, startLocalCluster, type LocalCluster } from './local-cluster';
import { codeOf, Session, sleep, type Answer } from '../faults/fault-support';
import { checkDatabaseOutage, checkImagesThroughStorageOutage, checkMigrationsTogether, checkShortSurrogateKeys, checkSigtermDrain } from './outage-checks';
import { checkStorageSafety } from './storage-safety-check';

const totalMs = Number(process.env.CLUSTER_CHECK_TIMEOUT_S ?? 300) * 1000;
const visitors = 100;
const publicationGoalMs = 2_000;

type Verdict = 'PASS' | 'FAIL' | 'SKIPPED';
const results: Array<{ name: string; verdict: Verdict; detail: string }> = [];

function record(name: string, verdict: Verdict, detail: string): void {
  results.push({ name, verdict, detail });
  console.log(`${verdict.padEnd(7)} ${name}: ${detail}`);
}

async function check(name: string, run: () => Promise<string | { skipped: string }>): Promise<void> {
  const started = performance.now();
  try {
    const outcome = await run();
    if (typeof outcome === 'string') record(name, 'PASS', `${outcome} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    else record(name, 'SKIPPED', outcome.skipped);
  } catch (error) {
    record(name, 'FAIL', error instanceof Error ? error.message : String(error));
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function ok(answer: Answer, what: string): Answer {
  expect(answer.outcome === 'ok', `${what}: ${answer.status} ${answer.outcome} ${answer.text.slice(0, 200)}`);
  return answer;
}

/** The same signed-in session, sent to another gateway. */
function on(session: Session, base: string): Session {
  return Object.assign(new Session(base), { cookie: session.cookie, csrf: session.csrf });
}

async function waitUntil(probe: () => Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await probe().catch(() => false)) return performance.now() - started;
    await sleep(20);
  }
  return Number.NaN;
}

const body = (title: string) => ({ title, blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }] });

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`cluster:check: not finished within ${totalMs / 1000} s`);
    void cluster?.stop().finally(() => process.exit(1));
  }, totalMs);
  let cluster: LocalCluster | undefined;
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`${signal}: stopping the cluster`);
      void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  const started = performance.now();
  console.log('cluster:check: starting the local cluster (2 gateways)…');
  cluster = await startLocalCluster({ gateways: 2, databaseUrl: process.env.CLUSTER_DATABASE_URL || undefined, log: (line) => console.log(`  ${line}`) });
  console.log(`  started in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const [one, two] = cluster.gateways;
  const admin = new Session(one.base);

  try {
    await check('a session made on one gateway works on the other', async () => {
      await admin.signIn();
      const there = on(admin, two.base);
      const user = ok(await there.rest('GET', '/user'), 'the session on the other gateway');
      expect(JSON.stringify(user.body).includes('faults@example.com'), `the other gateway does not see the signed-in user: ${user.text.slice(0, 200)}`);
      const created = ok(
        await there.rest('POST', '/page/create', { title: 'Across', slug: 'cluster-across', type: 'content-page', locale: 'en-gb' }),
        'a write with the CSRF token made on the first gateway',
      );
      return `signed in on ${one.name}, read and wrote (page ${created.body.pageID}) on ${two.name} with the same cookie and CSRF token`;
    });

    let uploadedId: number | undefined;
    await check('an upload through one gateway is served by the other from the bucket', async () => {
      if (cluster!.s3Missing) return { skipped: cluster!.s3Missing };
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
        .png()
        .toBuffer();
      const upload = ok(await admin.upload('/', png, 'cluster-check.png', 'image/png'), 'the upload on the first gateway');
      const hash: string = upload.body.file?.hash ?? upload.body.hash;
      uploadedId = upload.body.file?.id ?? upload.body.id;
      const there = on(admin, two.base);
      const response = await fetch(`${two.base}/api/tessera/medialib/preview-image?imageID=${uploadedId}`, { headers: { cookie: there.cookie } });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status === 200, `the other gateway served the file's preview ${response.status}`);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width && metadata.height, 'the preview does not decode');
      const inBucket = listFiles(join(cluster!.dir, 's3')).some((path) => path.includes(hash));
      expect(inBucket, `no object named by ${hash} in the bucket's folder`);
      const onDisk = cluster!.gateways.flatMap((gateway) => listFiles(join(gateway.env.TESSERA_DATA_DIR, 'storage'))).filter((path) => path.includes(hash));
      expect(onDisk.length === 0, `a gateway keeps the bytes on its own disk: ${onDisk.join(', ')}`);
      return `file ${uploadedId} uploaded on ${one.name}, its ${metadata.width}×${metadata.height} preview served by ${two.name}; the object is in s3://${bucket}, on no gateway's disk`;
    });

    await checkStorageSafety(cluster, check);
    const pictured = await checkShortSurrogateKeys(cluster, check, admin);

    let pageVersion = 0;
    await check('a publication reaches the other gateway and Varnish within 2 s', async () => {
      const created = ok(await admin.rest('POST', '/page/create', { title: 'Cluster news', slug: 'cluster-news', type: 'content-page', locale: 'en-gb' }), 'creating a page');
      const first = ok(await admin.rest('POST', `/page/version/${created.body.pageVersionID}/store-and-publish`, body('Cluster news, first')), 'publishing');
      pageVersion = first.body.pageVersionID;
      // Both caches hold the first version before the second is published.
      for (const url of [`${two.base}/cluster-news`, ...(cluster!.varnish ? [`${cluster!.varnish}/cluster-news`] : [])]) {
        expect(!Number.isNaN(await waitUntil(async () => (await (await fetch(url)).text()).includes('Cluster news, first'), 5_000)), `${url} never showed the first version`);
        await fetch(url).then((response) => response.arrayBuffer());
      }
      const second = ok(await admin.rest('POST', `/page/version/${pageVersion}/store-and-publish`, body('Cluster news, second')), 'publishing again');
      pageVersion = second.body.pageVersionID;
      const fresh = (url: string) => async () => {
        const text = await (await fetch(url)).text();
        return text.includes('Cluster news, second') && !text.includes('Cluster news, first');
      };
      const [onOther, onVarnish] = await Promise.all([
        waitUntil(fresh(`${two.base}/cluster-news`), 5_000),
        cluster!.varnish ? waitUntil(fresh(`${cluster!.varnish}/cluster-news`), 5_000) : Promise.resolve(Number.NaN),
      ]);
      expect(onOther <= publicationGoalMs, `the other gateway showed the new version after ${onOther.toFixed(0)} ms`);
      if (!cluster!.varnish) return `published on ${one.name}; ${two.name}'s visitors see it after ${onOther.toFixed(0)} ms (Varnish SKIPPED: ${cluster!.varnishMissing})`;
      expect(onVarnish <= publicationGoalMs, `Varnish served the new version after ${onVarnish.toFixed(0)} ms`);
      return `published on ${one.name}; fresh on ${two.name} after ${onOther.toFixed(0)} ms, through Varnish after ${onVarnish.toFixed(0)} ms (goal ${publicationGoalMs} ms)`;
    });
    if (cluster.varnishMissing) record('Varnish in front', 'SKIPPED', cluster.varnishMissing);

    await check('the sign-in lock holds across gateways', async () => {
      const email = `locked-${Date.now()}@example.com`;
      const answers: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const visitor = new Session(cluster!.gateways[i % 2].base);
        await visitor.rest('GET', '/user');
        answers.push((await visitor.rest('POST', '/auth/login', { email, password: 'wrong-password-1!' })).outcome);
      }
      const last = new Session(two.base);
      await last.rest('GET', '/user');
      const locked = await last.rest('POST', '/auth/login', { email, password: 'wrong-password-1!' });
      expect(locked.outcome === 'AUTH_03', `the sixth attempt (after 5 failures spread over both gateways: ${answers.join(', ')}) answered ${locked.status} ${locked.outcome}`);
      return `5 failed sign-ins alternating ${one.name}/${two.name}, then ${two.name} answers ${locked.status} AUTH_03`;
    });

    await check('the contact form limit holds across gateways', async () => {
      const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
      const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', message: 'Across gateways.', privacyAccepted: true, locale: 'en-gb' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const visitor = new Session(cluster!.gateways[i % 2].base);
        await visitor.rest('GET', '/user');
        const answer = await visitor.request('POST', '/api/tessera/contact/submit', { json: form, headers: { 'x-forwarded-for': ip } });
        statuses.push(answer.status);
        if (i === 5) expect(answer.status === 429 && codeOf(answer.body) === 'CF_01', `the sixth submission answered ${answer.status} ${answer.outcome}`);
      }
      expect(
        statuses.slice(0, 5).every((status) => status === 200),
        `the first five submissions: ${statuses.join(', ')}`,
      );
      return `5 submissions from one address alternating gateways accepted, the sixth refused 429 CF_01`;
    });

    await check('a search job runs once across gateways', async () => {
      // Both at once: sent one after the other, the first (short) job may be over before the second asks, which is no double run.
      const starts = await Promise.all([admin.rest('POST', '/search/index-all-pages', {}), on(admin, two.base).rest('POST', '/search/index-all-pages', {})]);
      ok(starts[0], 'starting on the first');
      const started = starts.filter((answer) => answer.outcome === 'ok' && answer.body?.started === true).length;
      expect(started <= 1, `both gateways started the same job: ${starts.map((answer) => answer.text.slice(0, 120)).join(' | ')}`);
      const done = await waitUntil(async () => {
        const status = await admin.rest('GET', '/search/status');
        return status.outcome === 'ok' && !JSON.stringify(status.body).includes('"running"');
      }, 20_000);
      return `one start claimed the job (${started} of 2 started while it ran)${Number.isNaN(done) ? '' : `, finished after ${(done / 1000).toFixed(1)} s`}`;
    });

    await check(`one gateway killed with SIGKILL under ${visitors} concurrent visitors`, async () => {
      const front = cluster!.haproxy;
      // Visitors as people are: a page, then a pause of 100 to 300 ms (reading is longer still).
      const paths = ['/cluster-news', '/cluster-news', '/cluster-news', '/api/tessera/page/get-by-slug-query?slug=cluster-news'];
      const outcomes = new Map<string, number>();
      let requests = 0;
      let failed = 0;
      let running = true;
      const visitor = async (v: number) => {
        const session = new Session(front, 10_000);
        let n = v;
        while (running) {
          n += 1;
          const answer = await session.request('GET', paths[n % paths.length]);
          requests += 1;
          if (answer.outcome !== 'ok') {
            failed += 1;
            outcomes.set(answer.outcome, (outcomes.get(answer.outcome) ?? 0) + 1);
          }
          await sleep(100 + Math.random() * 200);
        }
      };
      // A writer through the balancer: every store it saw acknowledged must be there afterwards.
      const writerSession = on(admin, front);
      const created = ok(await writerSession.rest('POST', '/page/create', { title: 'Writes', slug: 'cluster-writes', type: 'content-page', locale: 'en-gb' }), 'creating the writer page');
      const acknowledged: string[] = [];
      let writeFailures = 0;
      let base = created.body.pageVersionID as number;
      const writer = async () => {
        let n = 0;
        while (running) {
          n += 1;
          const title = `Write ${n}`;
          const answer = await writerSession.rest('POST', `/page/version/${base}/store`, body(title));
          if (answer.outcome === 'ok') {
            acknowledged.push(title);
            base = answer.body.pageVersionID;
          } else {
            writeFailures += 1;
            const page = await writerSession.rest('GET', `/page/${created.body.pageID}`);
            if (page.outcome === 'ok') base = page.body.latestVersionID;
          }
          await sleep(50);
        }
      };
      const load = [...Array.from({ length: visitors }, (_, v) => visitor(v)), writer()];
      await sleep(3_000);
      const before = requests;
      await cluster!.stopGateway(two, 'SIGKILL');
      const killedAt = performance.now();
      await sleep(6_000);
      running = false;
      await Promise.all(load);
      const rate = failed / requests;
      // Every acknowledged store is a version of the page (read through the surviving gateway).
      const missing: string[] = [];
      const history = await admin.rest('GET', `/page/${created.body.pageID}`);
      ok(history, 'reading the writer page');
      const latest = await admin.rest('GET', `/page/version/fetch/${history.body.latestVersionID}`);
      const lastTitle = acknowledged.at(-1);
      if (lastTitle && !(latest.body?.title === lastTitle || JSON.stringify(latest.body).includes(lastTitle))) missing.push(lastTitle);
      const versionCount = await countVersions(cluster!, created.body.pageID, acknowledged);
      await cluster!.startGateway(two);
      await sleep(2_500); // HAProxy's two passed checks
      const summary = `${requests} requests (${before} before the kill, ${((performance.now() - killedAt) / 1000).toFixed(0)} s after), ${failed} failed (${(rate * 100).toFixed(2)}%${outcomes.size ? `: ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}` : ''}); ${acknowledged.length} acknowledged stores, ${writeFailures} refused, ${versionCount.missing.length} lost`;
      expect(rate < 0.01, summary);
      expect(missing.length === 0 && versionCount.missing.length === 0, `${summary}; lost: ${[...missing, ...versionCount.missing].join(', ')}`);
      return `${summary}; ${two.name} started again`;
    });

    await checkSigtermDrain(cluster, check);

    await check('the S3 store stopped: media answers a coded 503, pages keep being served', async () => {
      if (cluster!.s3Missing || !cluster!.s3) return { skipped: cluster!.s3Missing ?? 'no S3 store' };
      expect(uploadedId !== undefined, 'no uploaded file to ask for (the upload check failed)');
      await cluster!.s3.stop();
      try {
        // An original the gateways never served (a rendition may be kept in a local cache).
        const files = await admin.rest('POST', '/medialib/get-dir', { path: '/' });
        const fileUrl = `/api/tessera/medialib/preview-image?imageID=${uploadedId}&width=37`;
        const media = await on(admin, cluster!.haproxy).request('GET', fileUrl);
        const page = await fetch(`${cluster!.haproxy}/cluster-news`);
        // /readyz looks at the parts once a second at most: its next look sees the store gone.
        let ready: { storage?: string } = {};
        await waitUntil(async () => (ready = await (await fetch(`${cluster!.haproxy}/readyz`)).json()).storage === 'unreachable', 5_000);
        expect(files.outcome === 'ok', `the library listing failed: ${files.status}`);
        expect(media.status === 503 && /^[A-Z]+_\d+$/.test(media.outcome), `media answered ${media.status} ${media.outcome} ${media.text.slice(0, 160)}`);
        expect(page.status === 200, `the page answered ${page.status}`);
        expect(ready.storage === 'unreachable', `/readyz: ${JSON.stringify(ready)}`);
        return `media ${media.status} ${media.outcome}, page 200, /readyz 200 with storage "unreachable" (the balancer keeps the gateways)`;
      } finally {
        await cluster!.s3.start();
      }
    });

    await checkImagesThroughStorageOutage(cluster, check, admin, pictured);
    await checkDatabaseOutage(cluster, check, admin);

    await check('the PostgreSQL server restarted: every gateway recovers', async () => {
      if (!cluster!.postgres) return { skipped: 'CLUSTER_DATABASE_URL names a server this check does not own (it restarts only its private one)' };
      const restartedAt = performance.now();
      await cluster!.postgres.restart();
      const upAt = performance.now();
      const recovered = await Promise.all(
        cluster!.gateways.map((gateway) =>
          waitUntil(async () => {
            const ready = await fetch(`${gateway.base}/readyz`);
            const read = await new Session(gateway.base).rest('GET', '/page/get-by-slug-query?slug=cluster-news');
            return ready.status === 200 && read.outcome === 'ok';
          }, 20_000),
        ),
      );
      expect(
        recovered.every((ms) => !Number.isNaN(ms)),
        `not every gateway recovered within 20 s: ${recovered.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      );
      // HAProxy takes them back after two passed checks.
      const balanced = await waitUntil(async () => (await fetch(`${cluster!.haproxy}/readyz`)).status === 200, 10_000);
      expect(!Number.isNaN(balanced), 'HAProxy did not take the gateways back within 10 s');
      const write = ok(await on(admin, cluster!.haproxy).rest('POST', `/page/version/${pageVersion}/store`, body('Cluster news, after the restart')), 'a write after the restart');
      return `server down and up in ${((upAt - restartedAt) / 1000).toFixed(1)} s; gateways ready again ${recovered.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} after; a write succeeded (version ${write.body.pageVersionID})`;
    });
    await checkMigrationsTogether(cluster, check);
  } finally {
    clearTimeout(deadline);
    if (!interrupted) await cluster.stop();
  }
  const failed = results.filter((result) => result.verdict === 'FAIL');
  const skipped = results.filter((result) => result.verdict === 'SKIPPED');
  console.log(
    `\ncluster:check: ${results.length - failed.length - skipped.length} passed, ${failed.length} failed, ${skipped.length} skipped, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(failed.length > 0 ? 1 : 0);
}

/** Every acknowledged store's title among the page's versions (read straight from the database). */
async function countVersions(cluster: LocalCluster, pageId: number, titles: string[]): Promise<{ missing: string[] }> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ title: string }>('select title from page_version where page_id = $1', [pageId]);
    const stored = new Set(rows.rows.map((row) => row.title));
    return { missing: titles.filter((title) => !stored.has(title)) };
  } finally {
    await client.end();
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
}

main().catch((error) => {
  console.error('cluster:check failed to run:', error);
  process.exit(1);
});
