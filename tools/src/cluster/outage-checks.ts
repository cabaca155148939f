import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import sharp from 'sharp';
import { scratchDatabase } from '../bench/bench-support';
import { freePort } from '../bench/load';
import { exited, Session, sleep, spawnGateway, type Answer } from '../faults/fault-support';
import type { LocalCluster } from './local-cluster';

/*
 * Issue 31 on the running cluster (cluster:check): what an outside operator broke by running
 * three gateways with PostgreSQL, s3rver, HAProxy and Varnish, checked each with real parts:
 *   - an image on 1,500 published pages keeps a one-key surrogate header (item 2);
 *   - with the object store stopped, a page published meanwhile leaves its images in Varnish
 *     (item 5);
 *   - with the database stopped, the gateways stay in HAProxy, cached pages are served and what
 *     needs the database answers a coded 503 (item 4);
 *   - a gateway given SIGTERM under load drains: /readyz 503 on its open port, no visitor error
 *     (item 9);
 *   - three gateways started together on an empty database all start (item 3).
 */

type Check = (name: string, run: () => Promise<string | { skipped: string }>) => Promise<void>;

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function ok(answer: Answer, what: string): Answer {
  expect(answer.outcome === 'ok', `${what}: ${answer.status} ${answer.outcome} ${answer.text.slice(0, 200)}`);
  return answer;
}

const on = (session: Session, base: string) => Object.assign(new Session(base), { cookie: session.cookie, csrf: session.csrf });

async function sql<T extends Record<string, unknown>>(cluster: LocalCluster, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitUntil(probe: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const until = performance.now() + ms; performance.now() < until;) {
    if (await probe().catch(() => false)) return true;
    await sleep(50);
  }
  return false;
}

const imageBlocks = (file: { id: number; hash: string; fileName: string }, text: string) => ({
  title: 'Pictured',
  blocks: [
    { type: 'image', key: 'picture', props: {}, __images: { image: { hash: file.hash, fileName: file.fileName, altText: 'Pictured', fileID: file.id, cropParams: null } } },
    { type: 'rich-text', key: 'text', props: { body: `<p>${text}</p>` } },
  ],
});

/** A public image through the cluster: the file, the page showing it, its visitors' URL. */
export interface PublicImage {
  file: { id: number; hash: string; fileName: string };
  pageID: number;
  versionID: number;
  url: string;
}

/** Item 2: an image on 1,500 published pages; its answer carries its own key alone, through HAProxy and Varnish. */
export async function checkShortSurrogateKeys(cluster: LocalCluster, check: Check, admin: Session): Promise<PublicImage | undefined> {
  let image: PublicImage | undefined;
  await check('an image on 1,500 published pages keeps a one-key surrogate header through HAProxy and Varnish', async () => {
    if (cluster.s3Missing) return { skipped: cluster.s3Missing };
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const file = ok(await admin.upload('/', png, 'everywhere.png', 'image/png'), 'the upload').body.file;
    const created = ok(await admin.rest('POST', '/page/create', { title: 'Pictured', slug: 'cluster-pictured', type: 'content-page', locale: 'en-gb' }), 'creating the page');
    const published = ok(await admin.rest('POST', `/page/version/${created.body.pageVersionID}/store-and-publish`, imageBlocks(file, 'First words')), 'publishing it');
    // 1,500 more published pages showing it, as the usage rows a publication writes (the header used to list them all).
    await sql(
      cluster,
      `insert into page (locale, slug, type, translation_group, title, ever_published, created_at, updated_at)
      select 'en-gb', 'cluster-everywhere-' || n, 'content-page', gen_random_uuid(), 'Everywhere ' || n, true, now(), now() from generate_series(1, 1500) n`,
    );
    await sql(cluster, `insert into page_file_usage (page_id, file_id, published, crops) select id, $1, true, '[]' from page where slug like 'cluster-everywhere-%'`, [file.id]);
    const url = `/api/tessera/medialib/preview-image?imageID=${file.id}`;
    const direct = await fetch(cluster.haproxy + url);
    await direct.arrayBuffer();
    const header = direct.headers.get('surrogate-key') ?? '';
    expect(direct.status === 200, `HAProxy answered ${direct.status}`);
    expect(header === `f${file.id}`, `the surrogate keys are ${header.length} bytes: ${header.slice(0, 80)}`);
    image = { file, pageID: created.body.pageID, versionID: published.body.pageVersionID, url };
    if (!cluster.varnish) return `HAProxy 200 with Surrogate-Key "${header}" (Varnish SKIPPED: ${cluster.varnishMissing})`;
    const statuses: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(cluster.varnish + url);
      await answer.arrayBuffer();
      statuses.push(`${answer.status} ${answer.headers.get('x-cache')}`);
    }
    expect(statuses[1] === '200 HIT', `through Varnish: ${statuses.join(', ')}`);
    return `HAProxy 200 with Surrogate-Key "${header}"; Varnish ${statuses.join(', then ')}`;
  });
  return image;
}

/** Item 5: with the object store stopped, a page published meanwhile leaves its images cached in Varnish. */
export async function checkImagesThroughStorageOutage(cluster: LocalCluster, check: Check, admin: Session, image: PublicImage | undefined): Promise<void> {
  await check('the S3 store stopped and the page republished: Varnish keeps serving its image', async () => {
    if (!cluster.s3) return { skipped: cluster.s3Missing ?? 'no S3 store' };
    if (!cluster.varnish) return { skipped: cluster.varnishMissing ?? 'no Varnish' };
    expect(image, 'no public image (the surrogate-key check failed)');
    const viaVarnish = async () => {
      const answer = await fetch(cluster.varnish + image.url);
      await answer.arrayBuffer();
      return `${answer.status} ${answer.headers.get('x-cache')}`;
    };
    await viaVarnish();
    expect((await viaVarnish()) === '200 HIT', 'Varnish did not hold the image before the outage');
    await cluster.s3.stop();
    try {
      const republished = ok(
        await admin.rest('POST', `/page/version/${image.versionID}/store-and-publish`, imageBlocks(image.file, 'Second words, during the outage')),
        'publishing during the outage',
      );
      image.versionID = republished.body.pageVersionID;
      // The purges of the publication are sent (once, and repeated after 500 ms).
      await sleep(1_500);
      const answers = await Promise.all(Array.from({ length: 10 }, viaVarnish));
      expect(
        answers.every((answer) => answer === '200 HIT'),
        `the image through Varnish: ${answers.join(', ')}`,
      );
      const page = await fetch(`${cluster.varnish}/cluster-pictured`);
      const text = await page.text();
      expect(page.status === 200 && text.includes('Second words'), `the page through Varnish: ${page.status}`);
      return `published during the outage; the image answered ${answers.length} × 200 HIT from Varnish, the page shows the new version`;
    } finally {
      await cluster.s3.start();
    }
  });
}

/** Item 4: with the database stopped, HAProxy keeps the gateways, cached pages are served, writes are a coded 503. */
export async function checkDatabaseOutage(cluster: LocalCluster, check: Check, admin: Session): Promise<void> {
  await check('the PostgreSQL server stopped: the gateways stay in HAProxy, cached pages are served, writes answer 503 G_04', async () => {
    if (!cluster.postgres) return { skipped: 'CLUSTER_DATABASE_URL names a server this check does not own (it stops only its private one)' };
    // Every gateway holds the page in its HTML cache.
    for (const gateway of cluster.gateways) expect((await fetch(`${gateway.base}/cluster-news`).then((answer) => answer.status)) === 200, `${gateway.name} did not answer the page`);
    await cluster.postgres.stop();
    try {
      let ready: { status?: string; database?: string } = {};
      const seen = await waitUntil(async () => (ready = await (await fetch(`${cluster.haproxy}/readyz`)).json()).database === 'unreachable', 5_000);
      expect(seen, `/readyz through HAProxy: ${JSON.stringify(ready)}`);
      // Past HAProxy's three failed checks: the gateways must still be in.
      await sleep(4_000);
      const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${cluster.haproxy}/cluster-news`).then(async (answer) => (await answer.arrayBuffer(), answer.status))));
      expect(
        pages.every((status) => status === 200),
        `the cached page through HAProxy: ${pages.join(', ')}`,
      );
      const write = await on(admin, cluster.haproxy).rest('POST', '/page/create', { title: 'During', slug: 'cluster-during', type: 'content-page', locale: 'en-gb' });
      expect(write.status === 503 && write.outcome === 'G_04', `a write answered ${write.status} ${write.outcome} ${write.text.slice(0, 160)}`);
      return `/readyz 200 ${JSON.stringify(ready)}; 20 × 200 for the cached page after HAProxy's checks; a write 503 G_04`;
    } finally {
      await cluster.postgres.start();
      await waitUntil(async () => (await on(admin, cluster.haproxy).rest('GET', '/page/get-by-slug-query?slug=cluster-news')).outcome === 'ok', 20_000);
    }
  });
}

/** Item 9: a gateway given SIGTERM under load drains: HAProxy takes it out before its port closes, no visitor sees an error. */
export async function checkSigtermDrain(cluster: LocalCluster, check: Check): Promise<void> {
  await check('a gateway given SIGTERM under 50 visitors drains: /readyz 503 on its open port, no visitor error', async () => {
    const leaving = cluster.gateways[1];
    let running = true;
    let requests = 0;
    const failures = new Map<string, number>();
    const visitor = async () => {
      const session = new Session(cluster.haproxy, 10_000);
      while (running) {
        const answer = await session.request('GET', '/cluster-news');
        requests += 1;
        if (answer.outcome !== 'ok') failures.set(answer.outcome, (failures.get(answer.outcome) ?? 0) + 1);
        await sleep(50 + Math.random() * 100);
      }
    };
    const load = Array.from({ length: 50 }, visitor);
    await sleep(1_500);
    const child = leaving.child!;
    child.kill('SIGTERM');
    let drainingAnswer = 0;
    await waitUntil(async () => (drainingAnswer = (await fetch(`${leaving.base}/readyz`)).status) === 503, 2_000);
    await exited(child);
    await sleep(1_000);
    running = false;
    await Promise.all(load);
    await cluster.startGateway(leaving);
    await waitUntil(async () => (await fetch(`${cluster.haproxy}/readyz`)).status === 200, 10_000);
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
    expect(drainingAnswer === 503, `its /readyz answered ${drainingAnswer} after SIGTERM, not the draining 503`);
    expect(failed === 0, `${failed} of ${requests} requests failed: ${[...failures].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}`);
    return `${leaving.name} answered /readyz 503 while draining, then exited; ${requests} requests through HAProxy, none failed; started again`;
  });
}

/** Item 3: three gateways started at the same moment on an empty database all start. */
export async function checkMigrationsTogether(cluster: LocalCluster, check: Check): Promise<void> {
  await check('three gateways started together on an empty database migrate once and all start', async () => {
    const database = await scratchDatabase(cluster.databaseUrl, 'tessera_together');
    const work = join(cluster.dir, 'together');
    mkdirSync(work, { recursive: true });
    const spawned = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const port = await freePort();
        return spawnGateway({
          port,
          logFile: join(work, `gateway${n}.log`),
          env: { DATABASE_URL: database.url, TESSERA_DATA_DIR: join(work, `data${n}`), TESSERA_STORAGE_URL: '', TESSERA_MAIL_DELIVERY: 'false' },
        });
      }),
    );
    try {
      const outcomes = await Promise.allSettled(spawned.map((gateway) => gateway.ready));
      const failed = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason).split('\n')[0]);
      expect(failed.length === 0, `${failed.length} of 3 did not start: ${failed.join(' | ')}`);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: string; distinct: string }>('select count(*) as n, count(distinct name) as distinct from tessera_migrations');
      await client.end();
      expect(rows[0].n === rows[0].distinct, `migrations applied more than once: ${rows[0].n} rows, ${rows[0].distinct} names`);
      return `all 3 ready (${outcomes.map((outcome) => (outcome as PromiseFulfilledResult<number>).value.toFixed(0)).join(', ')} ms), ${rows[0].n} migrations applied once each`;
    } finally {
      for (const gateway of spawned) gateway.child.kill('SIGKILL');
      await Promise.all(spawned.map((gateway) => exited(gateway.child)));
      await database.drop();
    }
  });
}
