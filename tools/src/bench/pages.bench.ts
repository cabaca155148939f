/**
 * `npm run bench`: seeds 100,000 pages (25,000 per locale, 3 versions each) into a scratch
 * database and prints p50/p95 of the page list query (search term + sort + filter) and of a
 * version store, both through the real operations. Uses BENCH_DATABASE_URL (a server where it
 * may create and drop a scratch database) or, without it, a throw-away embedded PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { listPages, storeVersion, systemContext, type Ctx } from '@tessera/schema';
import { readConfig, openTesseraData, createLogger } from '@tessera/gateway';
import { report, scratchDatabase, time } from './bench-support';
import { seedPages } from './seed-pages';

const perLocale = Number(process.env.BENCH_PAGES_PER_LOCALE ?? 25_000);
const versions = Number(process.env.BENCH_VERSIONS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await scratchDatabase(server) : undefined;
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: scratch?.url, dbPoolMax: 2 };
  const data = await openTesseraData(config, createLogger('warn'));
  try {
    console.log(`database: ${server ? 'PostgreSQL server (scratch database)' : 'embedded PostgreSQL (PGlite)'}`);
    const seedStart = performance.now();
    await seedPages(data.orm, perLocale, versions);
    const [{ pages, versionCount }] = await data.orm.em
      .fork()
      .execute<{ pages: string; versionCount: string }[]>('select (select count(*) from page) as pages, (select count(*) from page_version) as "versionCount"');
    console.log(`seeded ${pages} pages, ${versionCount} versions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const ctx = (): Ctx => ({ ...systemContext(data.orm.em.fork(), data.services), viewer: { id: 1, email: 'bench@example.com', roleName: 'admin', permissions: [], isSystem: false } });
    const terms = ['strategy', 'cloud sec', 'data', 'agile', 'migration 1', 'privacy', 'page-12', 'growth', 'audit', 'Energy'];
    const locales = ['en-gb', 'nl-nl', 'de-de', 'fr-fr'];
    const sorts = ['updatedAt', 'createdAt', 'title'] as const;
    const filters = [null, 'concept', 'publish-request', 'editor'] as const;

    await time(20, (i) => listPages(ctx(), { locale: locales[i % 4], searchTerm: terms[i % terms.length] }));
    report(
      'list: locale + search term + sort (page 1)',
      await time(rounds, (i) => listPages(ctx(), { locale: locales[i % 4], searchTerm: terms[i % terms.length], columnToSort: sorts[i % 3], sortOrder: i % 2 ? 'asc' : 'desc' })),
    );
    if (process.env.BENCH_DETAIL) {
      for (const sort of sorts) {
        report(`  … sorted by ${sort}`, await time(100, (i) => listPages(ctx(), { locale: locales[i % 4], searchTerm: terms[i % terms.length], columnToSort: sort, sortOrder: 'desc' })));
      }
      for (const term of terms) {
        report(`  … term "${term}"`, await time(40, (i) => listPages(ctx(), { locale: locales[i % 4], searchTerm: term, columnToSort: sorts[i % 3], sortOrder: 'desc' })));
      }
    }
    report(
      'list: locale + search term + sort + filter',
      await time(rounds, (i) => listPages(ctx(), { locale: locales[i % 4], searchTerm: terms[(i + 3) % terms.length], columnToSort: sorts[i % 3], sortOrder: 'desc', filter: filters[i % 4] })),
    );
    report(
      'list: locale + type + sort, deep page (index 40)',
      await time(rounds, (i) => listPages(ctx(), { locale: locales[i % 4], type: 'content-page', columnToSort: 'updatedAt', sortOrder: 'desc', pageIndex: 40 })),
    );

    const total = Number(pages);
    const storeRounds = Math.min(rounds, 200);
    report(
      'store a version (on top of the latest)',
      await time(storeRounds, async (i) => {
        const pageId = 1 + ((i * 7919) % total);
        const [{ latest }] = await data.orm.em.fork().execute<{ latest: number }[]>('select latest_version_id as latest from page where id = ?', [pageId]);
        await storeVersion(ctx(), {
          versionId: latest,
          title: `Stored title ${i}`,
          blocks: [{ type: 'rich-text', props: { heading: 'Stored', body: `<p>Round ${i} of the store benchmark.</p>` } }],
          seoKeywords: ['bench'],
        });
      }),
    );
  } finally {
    await data.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
