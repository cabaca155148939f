/**
 * `npm run bench:releases` (issue 36): "a release of 500 pages publishes in < 5 s and its purges
 * reach Varnish". One gateway (production settings, embedded database) behind a real Varnish
 * with the repository's VCL, purging it by surrogate key (TESSERA_PURGE_URLS). 500 published
 * pages are fetched through Varnish until each is a hit; a release of a new version of each is
 * published; the bench prints how long the publication took and how long until Varnish served
 * the new version of every page. Figures only, no assertions on time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPageVersionToRelease, createPage, createRelease, publishRelease, storeVersion, systemContext } from '@tessera/schema';
import { createTessera, readConfig, varnishVmodMissing, type Tessera } from '@tessera/gateway';

const pageCount = Number(process.env.BENCH_RELEASE_PAGES ?? 500);
const vclPath = join(__dirname, '../../../deploy/varnish/default.vcl');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function vclFor(port: number): string {
  const backends = [
    'probe gateway_health { .url = "/healthz"; .interval = 500ms; .timeout = 1s; .window = 3; .threshold = 2; }',
    `backend gateway1 { .host = "127.0.0.1"; .port = "${port}"; .probe = gateway_health; }`,
    'sub vcl_init {',
    '  new gateways = directors.round_robin();',
    '  gateways.add_backend(gateway1);',
    '}',
  ].join('\n');
  return readFileSync(vclPath, 'utf8').replace(/# BEGIN BACKENDS[\s\S]*# END BACKENDS/, `# BEGIN BACKENDS\n${backends}\n# END BACKENDS`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `work` on every entry, `width` at a time. */
async function inParallel<T>(entries: T[], width: number, work: (entry: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < entries.length) await work(entries[next++]);
    }),
  );
}

async function main(): Promise<void> {
  const varnishd = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' }).stdout.trim();
  if (!varnishd) throw new Error('bench:releases needs Varnish (apt-get install varnish varnish-modules)');
  const missing = varnishVmodMissing(varnishd, readFileSync(vclPath, 'utf8'));
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-releases-bench-'));
  const varnishPort = await freePort();
  const varnishUrl = `http://127.0.0.1:${varnishPort}`;
  const config = {
    ...readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    dataDir: join(dir, 'data'),
    mailDelivery: false,
    log: { repeatWindowMs: 10_000, summaryMs: 0 },
    purge: { urls: [new URL(`${varnishUrl}/`)], timeoutMs: 5000, repeatMs: 2000 },
  };
  let tessera: Tessera | undefined;
  let varnish: ChildProcess | undefined;
  try {
    tessera = await createTessera(config);
    const base = await tessera.listen(0, '127.0.0.1');
    writeFileSync(join(dir, 'default.vcl'), vclFor(Number(new URL(base).port)));
    varnish = spawn(varnishd, ['-F', '-j', 'none', '-f', join(dir, 'default.vcl'), '-a', `127.0.0.1:${varnishPort}`, '-n', join(dir, 'varnish'), '-s', 'malloc,256m', '-p', 'default_grace=0'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const ctx = () => systemContext(tessera!.orm.em.fork(), tessera!.services);
    const content = (slug: string, text: string) => ({ title: `Release bench ${slug}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text} of ${slug}</p>` } }] });

    let started = Date.now();
    const pages: Array<{ id: number; slug: string; versionId: number }> = [];
    for (let n = 1; n <= pageCount; n += 1) {
      const slug = `release-bench-${n}`;
      const created = await createPage(ctx(), { title: `Release bench ${slug}`, slug, type: 'content-page', locale: 'en-gb' });
      const stored = await storeVersion(ctx(), { versionId: created.pageVersionID, ...content(slug, 'First words') });
      pages.push({ id: stored.pageID, slug, versionId: stored.pageVersionID });
    }
    console.log(`made ${pageCount} pages in ${seconds(Date.now() - started)}`);

    const release = async (name: string) => {
      const made = await createRelease(ctx(), { name });
      // Each add answers the whole release with its checks; the first goes through the API, the
      // rest are put in behind it (as the admin would have added them one by one).
      await addPageVersionToRelease(ctx(), { releaseId: made.id, pageId: pages[0].id });
      const em = tessera!.orm.em.fork();
      const rest = pages.slice(1);
      await em.execute(
        `insert into release_item (release_id, kind, target, page_id, page_version_id, added_at) values ${rest.map(() => `(?, 'page-version', ?, ?, ?, now())`).join(', ')}`,
        rest.flatMap((page) => [made.id, `page:${page.id}`, page.id, page.versionId]),
      );
      const at = Date.now();
      await publishRelease(ctx(), { id: made.id });
      return Date.now() - at;
    };
    console.log(`first release (${pageCount} pages never published) published in ${seconds(await release('First'))}`);

    for (let attempt = 0; (await fetch(`${varnishUrl}/${pages[0].slug}`).catch(() => null))?.status !== 200; attempt += 1) {
      if (attempt > 100) throw new Error('Varnish does not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let hits = 0;
    for (const round of [1, 2]) {
      await inParallel(pages, 8, async (page) => {
        const answer = await fetch(`${varnishUrl}/${page.slug}`);
        await answer.text();
        if (round === 2 && answer.headers.get('x-cache') === 'HIT') hits += 1;
      });
    }
    console.log(`through Varnish: ${hits} of ${pageCount} pages are hits before the release`);

    for (const page of pages) {
      const latest = await storeVersion(ctx(), { versionId: page.versionId, ...content(page.slug, 'Second words') });
      page.versionId = latest.pageVersionID;
    }
    const publishMs = await release('Second');
    console.log(`release of ${pageCount} changed pages published in ${seconds(publishMs)} (one transaction)`);
    started = Date.now();
    // The CDN purge consumer moves past an event only once every cache answered its PURGE.
    const em = tessera!.orm.em.fork();
    const [{ last }] = await em.execute<Array<{ last: string }>>(`select max(id)::text as last from domain_event`);
    for (;;) {
      const [row] = await em.execute<Array<{ at: string | null }>>(`select position_id::text as at from event_consumer where name = 'cdn-purge'`);
      if (row?.at && BigInt(row.at) >= BigInt(last)) break;
      if (Date.now() - started > 60_000) throw new Error('the purges did not reach Varnish in a minute');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`Varnish took the purges of all ${pageCount} pages ${seconds(Date.now() - started)} after the commit`);
    const stale = new Set(pages.map((page) => page.slug));
    while (stale.size > 0 && Date.now() - started < 60_000) {
      await inParallel([...stale], 8, async (slug) => {
        const text = await (await fetch(`${varnishUrl}/${slug}`)).text();
        if (text.includes('Second words')) stale.delete(slug);
      });
    }
    console.log(
      `Varnish served the new version of ${pageCount - stale.size} of ${pageCount} pages ${seconds(Date.now() - started)} after the commit (each page rendered afresh by the one gateway, 8 at a time)`,
    );
  } finally {
    varnish?.kill();
    await tessera?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
