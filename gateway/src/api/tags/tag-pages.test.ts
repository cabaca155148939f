import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** getTagPages: the pages that carry a tag, over REST (GET tags/:id/pages) and GraphQL (tagPages). */
let gateway: TestGateway;
let admin: TestClient;
/** Signed in, but its role holds no permission at all. */
let viewer: TestClient;
let visitor: TestClient;
let serial = 0;

const tagPages = 'query($tagId: Int!) { tagPages(tagId: $tagId) { total items { id title locale slug published } } }';

async function createTag(name: string, isPrivate = false): Promise<number> {
  const reply = await admin.rest('POST', '/api/tessera/tags', { name, isPrivate });
  expect(reply.status).toBe(200);
  return reply.body.Tag.id;
}

async function createPage(title: string, options: { locale?: string; publish?: boolean } = {}): Promise<number> {
  const n = ++serial;
  const created = await admin.rest('POST', '/api/tessera/page/create', {
    title,
    slug: `tag-pages-${n}`,
    type: 'content-page',
    content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }],
    locale: options.locale ?? 'en-gb',
  });
  expect(created.status).toBe(200);
  if (options.publish) expect((await admin.rest('POST', `/api/tessera/page/${created.body.pageID}/publish`)).status).toBe(200);
  return created.body.pageID;
}

async function tag(pageId: number, tagIds: number[]): Promise<void> {
  expect((await admin.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds })).status).toBe(200);
}

function refused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: [{ code, property }] });
}

let news: number;
let secret: number;
let empty: number;
let zulu: number;
let alpha: number;
let bravoNl: number;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  await gateway.tessera.orm.em.fork().execute("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = (await gateway.signedIn('viewer')).client;
  visitor = await gateway.client().start();
  news = await createTag('News');
  secret = await createTag('Secret', true);
  empty = await createTag('Nothing here');
  zulu = await createPage('zulu page', { publish: true });
  alpha = await createPage('Alpha page');
  bravoNl = await createPage('bravo pagina', { locale: 'nl-nl' });
  await tag(zulu, [news]);
  await tag(alpha, [news, secret]);
  await tag(bravoNl, [news]);
});

afterAll(async () => {
  await gateway?.stop();
});

describe('the pages of a tag over REST', () => {
  it('lists them by title whatever the case, with their locale, slug and whether they are published', async () => {
    const reply = await admin.rest('GET', `/api/tessera/tags/${news}/pages`);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(3);
    expect(reply.body.items.map((page: { id: number }) => page.id)).toEqual([alpha, bravoNl, zulu]);
    expect(reply.body.items[1]).toEqual({ id: bravoNl, title: 'bravo pagina', locale: 'nl-nl', slug: expect.stringMatching(/^tag-pages-/), published: false });
    expect(reply.body.items[2].published).toBe(true);
  });

  it('answers a private tag to any signed-in user, and an empty list for a tag on no page', async () => {
    const reply = await viewer.rest('GET', `/api/tessera/tags/${secret}/pages`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ total: 1, items: [expect.objectContaining({ id: alpha, title: 'Alpha page' })] });
    expect((await admin.rest('GET', `/api/tessera/tags/${empty}/pages`)).body).toEqual({ total: 0, items: [] });
  });

  it('follows the tags put on and taken off a page', async () => {
    const page = await createPage('Short-lived');
    await tag(page, [empty]);
    expect((await admin.rest('GET', `/api/tessera/tags/${empty}/pages`)).body.total).toBe(1);
    await tag(page, []);
    expect((await admin.rest('GET', `/api/tessera/tags/${empty}/pages`)).body).toEqual({ total: 0, items: [] });
  });

  it('refuses an unknown tag with the tags feature not-found code, a malformed id with V_12', async () => {
    refused(await admin.rest('GET', '/api/tessera/tags/999999/pages'), 404, 'V_12', 'tagId');
    refused(await admin.rest('GET', '/api/tessera/tags/99999999999/pages'), 404, 'V_12', 'tagId');
    const malformed = await admin.rest('GET', '/api/tessera/tags/abc/pages');
    expect(malformed.body.Errors).toEqual([{ code: 'V_12', property: 'tagId' }]);
  });

  it('refuses a visitor', async () => {
    const reply = await visitor.rest('GET', `/api/tessera/tags/${news}/pages`);
    expect(reply.status).toBe(401);
    expect(reply.body.Success).toBe(false);
  });
});

describe('the pages of a tag over GraphQL', () => {
  it('tagPages answers the same list', async () => {
    const reply = await admin.gql(tagPages, { tagId: news });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.tagPages.total).toBe(3);
    expect(reply.body.data.tagPages.items.map((page: { title: string }) => page.title)).toEqual(['Alpha page', 'bravo pagina', 'zulu page']);
  });

  it('an unknown tag is V_12 on tagId; a visitor is refused', async () => {
    const unknown = await admin.gql(tagPages, { tagId: 999999 });
    expect(unknown.body.data?.tagPages ?? null).toBeNull();
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', property: 'tagId' });
    const anonymous = await visitor.gql(tagPages, { tagId: news });
    expect(anonymous.body.data?.tagPages ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBeDefined();
  });
});
