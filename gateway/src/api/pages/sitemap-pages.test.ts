import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * getSitemapPages (issue 9, sitemap past 50,000 URLs): every published page of every locale with
 * its published translations, keyset-paged by id, public, over REST and GraphQL.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';
let english: number;
let dutch: number;
let other: number;
let draft: number;

/** A page with a stored version, published unless told otherwise. */
async function page(slug: string, publish = true): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title: `Page ${slug}`, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${publish ? 'store-and-publish' : 'store'}`, {
    title: `Page ${slug}`,
    blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${slug}</p>` } }],
  });
  expect(stored.status).toBe(200);
  return created.body.pageID;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  english = await page('home');
  const translation = await admin.rest('POST', `${api}/create-translation`, { pageID: english, newLocale: 'nl-nl', title: 'Thuis', slug: 'home' });
  expect(translation.status).toBe(200);
  dutch = translation.body.pageID;
  expect((await admin.rest('POST', `${api}/${dutch}/publish`)).status).toBe(200);
  draft = await page('not-yet', false);
  other = await page('about-us');
});

afterAll(async () => {
  await gateway?.stop();
});

/** The home page's two published translations (read once the pages exist). */
const home = () => [
  { pageID: english, locale: 'en-gb', slug: 'home', path: '/' },
  { pageID: dutch, locale: 'nl-nl', slug: 'home', path: '/nl-nl' },
];

describe('sitemap pages over REST', () => {
  it('hands a visitor the published pages in id order, each with its published translations', async () => {
    const reply = await gateway.client().rest('GET', `${api}/sitemap-pages`);
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((p: { pageID: number }) => p.pageID)).toEqual([english, dutch, other]);
    expect(reply.body.items.map((p: { pageID: number }) => p.pageID)).not.toContain(draft);
    expect(reply.body.items[1]).toEqual({
      pageID: dutch,
      locale: 'nl-nl',
      slug: 'home',
      path: '/nl-nl',
      updatedAt: expect.any(String),
      publishedAt: expect.any(String),
      alternates: home(),
    });
    expect(reply.body.items[2].alternates).toEqual([{ pageID: other, locale: 'en-gb', slug: 'about-us', path: '/about-us' }]);
  });

  it('pages by id: afterId is the last id of the previous page', async () => {
    const visitor = gateway.client();
    const first = await visitor.rest('GET', `${api}/sitemap-pages?limit=2`);
    expect(first.body.items.map((p: { pageID: number }) => p.pageID)).toEqual([english, dutch]);
    const second = await visitor.rest('GET', `${api}/sitemap-pages?limit=2&afterId=${dutch}`);
    expect(second.body.items.map((p: { pageID: number }) => p.pageID)).toEqual([other]);
    const none = await visitor.rest('GET', `${api}/sitemap-pages?limit=2&afterId=${other}`);
    expect(none.body.items).toEqual([]);
  });

  it('drops a page once it is unpublished, from the list and from its translations', async () => {
    expect((await admin.rest('POST', `${api}/${dutch}/unpublish`)).status).toBe(200);
    try {
      const reply = await gateway.client().rest('GET', `${api}/sitemap-pages`);
      expect(reply.body.items.map((p: { pageID: number }) => p.pageID)).toEqual([english, other]);
      expect(reply.body.items[0].alternates).toEqual([home()[0]]);
    } finally {
      expect((await admin.rest('POST', `${api}/${dutch}/publish`)).status).toBe(200);
    }
  });

  it.each(['limit=0', 'limit=5001', 'limit=ten', 'afterId=-1'])('answers V_12 (422) for %s', async (query) => {
    const reply = await gateway.client().rest('GET', `${api}/sitemap-pages?${query}`);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ Success: false, Errors: [{ code: 'V_12', property: query.split('=')[0] }], Message: expect.any(String) });
  });

  it('takes the largest limit, 5,000', async () => {
    expect((await gateway.client().rest('GET', `${api}/sitemap-pages?limit=5000`)).status).toBe(200);
  });
});

describe('sitemap pages over GraphQL', () => {
  const query = 'query S($afterId: Int, $limit: Int) { sitemapPages(afterId: $afterId, limit: $limit) { pageID locale slug path updatedAt publishedAt alternates { pageID locale slug path } } }';

  it('pages the same way, for a visitor', async () => {
    const visitor = gateway.client();
    const first = await visitor.gql(query, { limit: 1 });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.sitemapPages).toEqual([{ pageID: english, locale: 'en-gb', slug: 'home', path: '/', updatedAt: expect.any(String), publishedAt: expect.any(String), alternates: home() }]);
    const rest = await visitor.gql(query, { afterId: english });
    expect(rest.body.data.sitemapPages.map((p: { pageID: number }) => p.pageID)).toEqual([dutch, other]);
  });

  it('answers V_12 for a limit past 5,000', async () => {
    const reply = await gateway.client().gql(query, { limit: 5001 });
    expect(reply.body.errors![0].extensions).toMatchObject({ code: 'V_12', property: 'limit' });
  });
});
