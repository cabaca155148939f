import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The PostgreSQL engine's index is partitioned by locale (issue 9): each locale's rows live in
 * their own partition, which gets planner statistics as soon as it holds two rows (the embedded
 * PostgreSQL has no autovacuum), and a search still finds pages of one locale or of all four.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function publish(locale: string, title: string): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title, slug: `partition-page-${++serial}`, type: 'content-page', locale });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, { title, blocks: [] });
  expect(stored.status).toBe(200);
  return created.body.pageID;
}

const query = <T>(sql: string) => gateway.tessera.orm.em.fork().execute<T[]>(sql);

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
      const reply = await (await gateway.client().start()).rest('POST', '/api/tessera/search/search', { term, ...(locales ? { locales } : {}) });
      expect(reply.status).toBe(200);
      return reply.body.results.map((r: { locale: string; title: string }) => `${r.locale} ${r.title}`).sort();
    };
    expect(await search('windmolen', ['nl-nl'])).toEqual(['nl-nl Windmolen Kinderdijk', 'nl-nl Windmolen Schiedam']);
    expect(await search('kinderdijk', ['de-de'])).toEqual([]);
    expect(await search('windm')).toEqual(['de-de Windmühle am Rhein', 'nl-nl Windmolen Kinderdijk', 'nl-nl Windmolen Schiedam']);
  });
});
