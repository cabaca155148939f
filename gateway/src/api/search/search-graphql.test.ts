import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** The same search operations over GraphQL: searchSite (public), searchStatus and the two jobs (manage-search). */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let pageId: number;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Windmills of Holland', slug: 'windmills', type: 'content-page', locale: 'nl-nl' });
  pageId = created.body.pageID;
  await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Windmolens van Holland',
    blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>De molens malen graan.</p>' } }],
  });
  await gateway.tessera.consumers.settle();
});

afterAll(async () => {
  await gateway?.stop();
});

const searchQuery = `query Search($term: String, $locales: [String!], $pageTypes: [String!], $count: Int, $offset: Int) {
  searchSite(term: $term, locales: $locales, pageTypes: $pageTypes, count: $count, offset: $offset) {
    total totalCapped approximate results { pageId locale slug path title pageType excerpt rank }
  }
}`;
const job = 'state done total startedAt finishedAt count';
const statusFields = `engine removalState indexingState removal { ${job} } indexing { ${job} }`;

function codeOf(reply: { body: { errors?: any[] } }) {
  const { code, property } = reply.body.errors![0].extensions;
  return { code, property };
}

describe('searchSite', () => {
  it('anyone may search, without a session: stemmed, with the path and a marked excerpt', async () => {
    const reply = await gateway.client().gql(searchQuery, { term: 'molen', locales: ['nl-nl'] });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.searchSite).toEqual({
      total: 1,
      totalCapped: false,
      approximate: false,
      results: [
        {
          pageId,
          locale: 'nl-nl',
          slug: 'windmills',
          path: '/nl-nl/windmills',
          title: 'Windmolens van Holland',
          pageType: 'content-page',
          excerpt: 'De <mark>molens</mark> malen graan.',
          rank: expect.any(Number),
        },
      ],
    });
  });

  it('answers coded errors in extensions', async () => {
    const visitor = gateway.client();
    expect(codeOf(await visitor.gql(searchQuery, {}))).toEqual({ code: 'V_01', property: 'term' });
    expect(codeOf(await visitor.gql(searchQuery, { term: 'molen', count: 100 }))).toEqual({ code: 'V_12', property: 'count' });
    expect(codeOf(await visitor.gql(searchQuery, { term: 'molen', offset: -5 }))).toEqual({ code: 'V_12', property: 'offset' });
    expect(codeOf(await visitor.gql(searchQuery, { term: 'molen', locales: ['xx-xx'] }))).toEqual({ code: 'V_12', property: 'locales' });
    expect(codeOf(await visitor.gql(searchQuery, { term: 'molen', pageTypes: ['nope'] }))).toEqual({ code: 'V_12', property: 'pageTypes' });
  });
});

describe('the index jobs', () => {
  it('searchStatus and the mutations need manage-search', async () => {
    const visitor = await gateway.client().start();
    expect(codeOf(await visitor.gql(`{ searchStatus { ${statusFields} } }`))).toEqual({ code: 'UM_01', property: null });
    expect(codeOf(await editor.gql(`{ searchStatus { ${statusFields} } }`))).toEqual({ code: 'UM_01', property: null });
    expect(codeOf(await editor.gql(`mutation { indexAllPagesForSearch { started } }`))).toEqual({ code: 'UM_01', property: null });
    expect(codeOf(await visitor.gql(`mutation { removeAllPagesFromSearch { started } }`))).toEqual({ code: 'UM_01', property: null });
  });

  it('remove all, then index all, watched through searchStatus', async () => {
    const removal = await admin.gql(`mutation { removeAllPagesFromSearch { started status { ${statusFields} } } }`);
    expect(removal.body.data.removeAllPagesFromSearch).toMatchObject({ started: true, status: { engine: 'postgresql', removalState: 'loading', removal: { state: 'loading', total: 1 } } });
    const settled = async (kind: 'removal' | 'indexing') => {
      for (let i = 0; i < 200; i += 1) {
        const status = (await admin.gql(`{ searchStatus { ${statusFields} } }`)).body.data.searchStatus;
        if (status[kind].state !== 'loading') return status;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${kind} did not finish`);
    };
    expect((await settled('removal')).removal).toMatchObject({ state: 'success', done: 1, total: 1, count: 1 });
    expect((await gateway.client().gql(searchQuery, { term: 'molen' })).body.data.searchSite.total).toBe(0);

    const indexing = await admin.gql(`mutation { indexAllPagesForSearch { started status { indexingState } } }`);
    expect(indexing.body.data.indexAllPagesForSearch).toEqual({ started: true, status: { indexingState: 'loading' } });
    const status = await settled('indexing');
    expect(status).toMatchObject({ removalState: 'success', indexingState: 'success', indexing: { done: 1, total: 1, count: 1, finishedAt: expect.any(String) } });
    expect((await gateway.client().gql(searchQuery, { term: 'molen' })).body.data.searchSite.total).toBe(1);
  });
});
