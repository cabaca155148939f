import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The page overview and the other admin reads (SPEC §2 page overview, §3 list response and page
 * list query, §7 list, search, get-multiple, GET {id}, anchor-available, §9 page size 25).
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
const api = '/api/tessera/page';
const ids: Record<string, number> = {};

interface Summary {
  id: number;
  title: string;
  slug: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  const email = 'lister@list.test';
  await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Lister' }, password: 'Str0ng-pass!' });
  editor = gateway.client();
  await editor.signIn(email, 'Str0ng-pass!');

  // 27 concept pages by the admin, then a few with known states and titles.
  for (let i = 1; i <= 27; i++) await create(admin, `Filler ${String(i).padStart(2, '0')}`, `filler-${i}`);
  await create(editor, 'Banana bread', 'banana-bread');
  await create(editor, 'Apple pie', 'apple-pie');
  await create(admin, '100% pure', 'pure');
  await create(admin, 'Under_score', 'under-score');
  await create(admin, 'Zebra crossing', 'zebra');
  await create(admin, 'Nederlandse pagina', 'nederlands', 'nl-nl');
  await create(admin, 'Launch news', 'launch', 'en-gb', 'article');
  await admin.rest('POST', `${api}/${ids.zebra}/publish`);
  await admin.rest('POST', `${api}/${ids.pure}/publish`);
  await admin.rest('POST', `${api}/${ids.pure}/unpublish`);
  await editor.rest('POST', `${api}/${ids['apple-pie']}/request-publication`, { comment: 'please' });
  // The editor touches one of the admin's pages: "editor" lists it as theirs too.
  const latest = (await admin.rest('GET', `${api}/${ids['under-score']}`)).body.latestVersionID;
  await editor.rest('POST', `${api}/version/${latest}/store`, { title: 'Under_score', blocks: [] });
});

afterAll(async () => {
  await gateway?.stop();
});

async function create(client: TestClient, title: string, slug: string, locale = 'en-gb', type = 'content-page') {
  // Created with real content (not the type's placeholders), so the page may be published.
  const content = [{ type: 'rich-text', props: { body: `<p>${title}</p>` } }];
  const reply = await client.rest('POST', `${api}/create`, { title, slug, type, locale, content });
  expect(reply.status).toBe(200);
  ids[slug] = reply.body.pageID;
}

async function list(query: Record<string, unknown>, client: TestClient = admin) {
  const reply = await client.rest('POST', `${api}/list`, query);
  expect(reply.status).toBe(200);
  return reply.body as { items: Summary[]; totalItems: number };
}

const titles = (items: Summary[]) => items.map((p) => p.title);

describe('page list', () => {
  it('answers items and totalItems, 25 a page by default, without version content', async () => {
    const first = await list({});
    expect(first.totalItems).toBe(34);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), locale: expect.any(String), status: expect.any(String), latestVersionID: expect.any(Number) }),
    );
    expect(first.items[0]).not.toHaveProperty('content');
    const second = await list({ pageIndex: 1 });
    expect(second.items).toHaveLength(9);
    expect(second.totalItems).toBe(34);
    const all = [...first.items, ...second.items].map((p) => p.id);
    expect(new Set(all).size).toBe(34);
    expect((await list({ pageIndex: 5 })).items).toEqual([]);
    const small = await list({ pageSize: 10, pageIndex: 3 });
    expect(small.items).toHaveLength(4);
  });

  it('filters by type and locale', async () => {
    expect(titles((await list({ type: 'article' })).items)).toEqual(['Launch news']);
    expect(titles((await list({ locale: 'nl-nl' })).items)).toEqual(['Nederlandse pagina']);
    expect((await list({ locale: 'en-gb' })).totalItems).toBe(33);
  });

  it('filters Editor (pages I created or changed), Concept and Publish request', async () => {
    const mine = await list({ filter: 'editor', columnToSort: 'title' }, editor);
    expect(titles(mine.items)).toEqual(['Apple pie', 'Banana bread', 'Under_score']);
    expect(mine.totalItems).toBe(3);

    const concept = await list({ filter: 'concept', pageSize: 100 });
    expect(concept.items.every((p) => p.status === 'concept')).toBe(true);
    expect(titles(concept.items)).not.toEqual(expect.arrayContaining(['Zebra crossing']));
    expect(titles(concept.items)).not.toContain('100% pure');
    expect(titles(concept.items)).not.toContain('Apple pie');
    expect(concept.totalItems).toBe(31);

    const requested = await list({ filter: 'publish-request' });
    expect(requested.items).toEqual([expect.objectContaining({ title: 'Apple pie', status: 'publication-requested', openRequestID: expect.any(Number) })]);
  });

  it('sorts by created or updated date and by title, ascending or descending', async () => {
    for (const column of ['createdAt', 'updatedAt', 'title'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const { items } = await list({ columnToSort: column, sortOrder: order, pageSize: 100 });
        const expected = [...items].sort((a, b) => {
          const [x, y] = [a[column], b[column]] as [string, string];
          const byValue = column === 'title' ? (x < y ? -1 : x > y ? 1 : 0) : new Date(x).getTime() - new Date(y).getTime();
          return (order === 'asc' ? 1 : -1) * (byValue || a.id - b.id);
        });
        expect({ column, order, ids: items.map((p) => p.id) }).toEqual({ column, order, ids: expected.map((p) => p.id) });
      }
    }
    const byCreated = await list({ columnToSort: 'createdAt', sortOrder: 'desc', pageSize: 1 });
    expect(byCreated.items[0].title).toBe('Launch news');
    const byUpdated = await list({ columnToSort: 'updatedAt', sortOrder: 'desc', pageSize: 1 });
    expect(byUpdated.items[0].title).toBe('Under_score');
    expect(titles((await list({ columnToSort: 'title', sortOrder: 'asc', pageSize: 2 })).items)).toEqual(['100% pure', 'Apple pie']);
  });

  it('searches title or slug, case-insensitively, with % and _ taken literally', async () => {
    expect(titles((await list({ searchTerm: 'BANANA' })).items)).toEqual(['Banana bread']);
    expect(titles((await list({ searchTerm: 'zebra' })).items)).toEqual(['Zebra crossing']);
    expect(titles((await list({ searchTerm: 'apple-pie' })).items)).toEqual(['Apple pie']);
    expect(titles((await list({ searchTerm: '%' })).items)).toEqual(['100% pure']);
    expect(titles((await list({ searchTerm: '_' })).items)).toEqual(['Under_score']);
    // Title and slug are searched apart: no match across "Apple pie" and "apple-pie".
    expect(titles((await list({ searchTerm: 'pie apple' })).items)).toEqual([]);
    const fillers = await list({ searchTerm: 'filler', pageSize: 5 });
    expect(fillers.totalItems).toBe(27);
    expect(fillers.items).toHaveLength(5);
    expect((await list({ searchTerm: 'nothing like this' })).totalItems).toBe(0);
    expect(titles((await list({ searchTerm: 'banana', filter: 'editor' }, editor)).items)).toEqual(['Banana bread']);
  });

  it('refuses bad parameters with V_12 on each, and anonymous callers with 401', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageSize: 'lots' }, 'pageSize'],
      [{ pageIndex: -1 }, 'pageIndex'],
      [{ pageIndex: 1.5 }, 'pageIndex'],
      [{ columnToSort: 'password' }, 'columnToSort'],
      [{ sortOrder: 'up' }, 'sortOrder'],
      [{ filter: 'mine' }, 'filter'],
      [{ locale: 'english' }, 'locale'],
    ];
    for (const [query, property] of cases) {
      const reply = await admin.rest('POST', `${api}/list`, query);
      expect({ query, status: reply.status, Errors: reply.body.Errors }).toEqual({ query, status: 422, Errors: [{ code: 'V_12', property }] });
    }
    const visitor = await gateway.client().start();
    expect((await visitor.rest('POST', `${api}/list`, {})).status).toBe(401);
  });

  it('lists over GraphQL with the same query', async () => {
    const reply = await editor.gql('query L($q: PageListQuery) { pages(query: $q) { totalItems items { id title status } } }', {
      q: { filter: 'editor', columnToSort: 'title', sortOrder: 'desc' },
    });
    expect(reply.body.data.pages).toEqual({
      totalItems: 3,
      items: [
        { id: ids['under-score'], title: 'Under_score', status: 'concept' },
        { id: ids['banana-bread'], title: 'Banana bread', status: 'concept' },
        { id: ids['apple-pie'], title: 'Apple pie', status: 'publication-requested' },
      ],
    });
    const bad = await editor.gql('query L($q: PageListQuery) { pages(query: $q) { totalItems } }', { q: { columnToSort: 'secret' } });
    expect(bad.body.errors![0].extensions).toMatchObject({ code: 'V_12', property: 'columnToSort' });
  });
});

describe('other admin reads', () => {
  it('GET page/{id} gives the page with its latest content; GraphQL page(id) the same', async () => {
    const rest = await editor.rest('GET', `${api}/${ids.zebra}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: ids.zebra, slug: 'zebra', title: 'Zebra crossing', status: 'published', publishedID: ids.zebra, content: expect.any(Array) });
    const graphql = await editor.gql('query P($id: Int!) { page(id: $id) { id slug status publishedID content } }', { id: ids.zebra });
    expect(graphql.body.data.page).toEqual({ id: ids.zebra, slug: 'zebra', status: 'published', publishedID: ids.zebra, content: rest.body.content });
    const unknown = await editor.rest('GET', `${api}/999999`);
    expect({ status: unknown.status, Errors: unknown.body.Errors }).toEqual({ status: 404, Errors: [{ code: 'PM_01', property: 'id' }] });
    expect((await editor.gql('query { page(id: 999999) { id } }')).body.errors![0].extensions).toMatchObject({ code: 'PM_01' });
    expect((await editor.rest('GET', `${api}/-3`)).body.Errors).toEqual([{ code: 'V_12', property: 'id' }]);
    expect((await (await gateway.client().start()).rest('GET', `${api}/${ids.zebra}`)).status).toBe(401);
  });

  it('get-multiple gives the asked pages that exist, optionally of one locale', async () => {
    const reply = await editor.rest('POST', `${api}/get-multiple`, { pageIDs: [ids.zebra, ids.nederlands, 999999] });
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((p: Summary) => p.id)).toEqual([ids.zebra, ids.nederlands]);
    expect(reply.body.items[0].content).toEqual(expect.any(Array));
    const dutch = await editor.rest('POST', `${api}/get-multiple`, { locale: 'nl-nl', pageIDs: [ids.zebra, ids.nederlands] });
    expect(dutch.body.items.map((p: Summary) => p.id)).toEqual([ids.nederlands]);
    const graphql = await editor.gql('query M($ids: [Int!]!) { pagesByIds(pageIDs: $ids, locale: "en-gb") { id } }', { ids: [ids.zebra, ids.nederlands] });
    expect(graphql.body.data.pagesByIds).toEqual([{ id: ids.zebra }]);
    expect((await editor.rest('POST', `${api}/get-multiple`, { pageIDs: ['x'] })).body.Errors).toEqual([{ code: 'V_12', property: 'pageIDs.0' }]);
    expect((await editor.rest('POST', `${api}/get-multiple`, {})).body.Errors).toEqual([{ code: 'V_01', property: 'pageIDs' }]);
  });

  it('search finds pages by title or slug for link pickers', async () => {
    const reply = await editor.rest('POST', `${api}/search`, { locale: 'en-gb', searchTerm: 'pie' });
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((p: Summary) => p.title)).toEqual(['Apple pie']);
    expect((await editor.rest('POST', `${api}/search`, { locale: 'nl-nl', searchTerm: 'pie' })).body.items).toEqual([]);
    expect((await editor.rest('POST', `${api}/search`, { searchTerm: 'filler' })).body.items).toHaveLength(20);
    expect((await editor.rest('POST', `${api}/search`, { searchTerm: ' ' })).body.Errors).toEqual([{ code: 'V_16', property: 'searchTerm' }]);
    const graphql = await editor.gql('query S { searchPages(searchTerm: "nederlands") { id } }');
    expect(graphql.body.data.searchPages).toEqual([{ id: ids.nederlands }]);
  });

  it('anchor-available says whether an anchor name is free among a version’s blocks', async () => {
    const blocks = [
      { key: 'a', anchorPoint: 'team' },
      { key: 'b', anchorPoint: '' },
    ];
    const free = await editor.rest('POST', `${api}/anchor-available`, { anchorName: 'contact', blockKey: 'b', pageVersionBlocks: blocks });
    expect(free.body).toEqual({ Success: true, Errors: [], available: true });
    expect((await editor.rest('POST', `${api}/anchor-available`, { anchorName: 'team', blockKey: 'a', pageVersionBlocks: blocks })).body.available).toBe(true);
    const taken = await editor.rest('POST', `${api}/anchor-available`, { anchorName: 'team', blockKey: 'b', pageVersionBlocks: blocks });
    expect({ status: taken.status, Errors: taken.body.Errors }).toEqual({ status: 409, Errors: [{ code: 'V_18', property: 'anchorName' }] });
    const bad = await editor.rest('POST', `${api}/anchor-available`, { anchorName: 'two words', blockKey: 'b', pageVersionBlocks: blocks });
    expect(bad.body.Errors).toEqual([{ code: 'V_12', property: 'anchorName' }]);

    const query = 'query A($name: String!, $key: String, $blocks: JSON!) { anchorAvailable(anchorName: $name, blockKey: $key, pageVersionBlocks: $blocks) }';
    expect((await editor.gql(query, { name: 'contact', key: 'b', blocks })).body.data.anchorAvailable).toBe(true);
    expect((await editor.gql(query, { name: 'team', key: 'b', blocks })).body.errors![0].extensions).toMatchObject({ code: 'V_18' });
  });
});
