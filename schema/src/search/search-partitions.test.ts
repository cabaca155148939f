import type { Ctx } from '../context';
import { createPage } from '../pages/operations/create-page';
import { storeAndPublish } from '../pages/operations/store-and-publish';
import { startTestDomain, type TestDomain } from '../test-support';
import { searchSite } from './operations/search-site';

/**
 * The PostgreSQL engine's index is partitioned by locale (issue 9): each locale's rows live in
 * their own partition, which gets planner statistics as soon as it holds two rows (the embedded
 * PostgreSQL has no autovacuum), and a search still finds pages of one locale or of all four.
 */
let domain: TestDomain;
let admin: Ctx;
let serial = 0;

beforeAll(async () => {
  domain = await startTestDomain();
  admin = (await domain.as('admin')).ctx;
});

afterAll(async () => {
  await domain?.stop();
});

async function publish(locale: string, title: string): Promise<number> {
  const created = await createPage(admin, { title, slug: `partition-page-${++serial}`, type: 'content-page', locale });
  await storeAndPublish(admin, { versionId: created.pageVersionID, title, blocks: [] });
  await domain.consumers.settle();
  return created.pageID;
}

const query = <T>(sql: string) => domain.sql<T>(sql);

describe('the search index partitioned by locale', () => {
  it('keeps each locale in its own partition, with planner statistics once it holds 11 rows', async () => {
    const dutch = [await publish('nl-nl', 'Windmolen Kinderdijk'), await publish('nl-nl', 'Windmolen Schiedam')];
    const german = await publish('de-de', 'Windmühle am Rhein');
    const rows = await query<{ page_id: number; partition: string }>('select page_id, tableoid::regclass::text as partition from search_document order by page_id');
    expect(rows).toEqual([
      { page_id: dutch[0], partition: 'search_document_nl_nl' },
      { page_id: dutch[1], partition: 'search_document_nl_nl' },
      { page_id: german, partition: 'search_document_de_de' },
    ]);
    for (let i = 3; i <= 11; i++) await publish('nl-nl', `Pagina ${i}`);
    const stats = await query<{ n_distinct: number }>(`select n_distinct from pg_stats where tablename = 'search_document_nl_nl' and attname = 'locale'`);
    expect(stats.map((s) => Number(s.n_distinct))).toEqual([1]);
  });

  it('finds one locale’s pages, or every locale’s at once', async () => {
    const search = async (term: string, locales?: string[]) => {
      const found = await searchSite(domain.anonymous(), { term, ...(locales ? { locales } : {}) });
      return found.results.map((r) => `${r.locale} ${r.title}`).sort();
    };
    expect(await search('windmolen', ['nl-nl'])).toEqual(['nl-nl Windmolen Kinderdijk', 'nl-nl Windmolen Schiedam']);
    expect(await search('kinderdijk', ['de-de'])).toEqual([]);
    expect(await search('windm')).toEqual(['de-de Windmühle am Rhein', 'nl-nl Windmolen Kinderdijk', 'nl-nl Windmolen Schiedam']);
  });
});
