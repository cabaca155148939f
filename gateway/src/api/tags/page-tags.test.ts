import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** Tags on pages: getPageTags and setPageTags over REST and GraphQL, and what deleting does. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
/** Signed in, but its role holds no manage-tags. */
let viewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];
let serial = 0;
let news: number;
let sports: number;
let draft: number;

const signedInUser = async (role: string): Promise<TestClient> => (await gateway.signedIn(role)).client;

async function createTag(name: string, isPrivate = false): Promise<number> {
  const reply = await admin.rest('POST', '/api/tessera/tags', { name, isPrivate });
  expect(reply.status).toBe(200);
  return reply.body.Tag.id;
}

async function createPage(options: { publish?: boolean } = {}): Promise<number> {
  const n = ++serial;
  const created = await admin.rest('POST', '/api/tessera/page/create', {
    title: `Tagged ${n}`,
    slug: `tagged-${n}`,
    type: 'content-page',
    content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }],
    locale: 'en-gb',
  });
  expect(created.status).toBe(200);
  if (options.publish) expect((await admin.rest('POST', `/api/tessera/page/${created.body.pageID}/publish`)).status).toBe(200);
  return created.body.pageID;
}

/** The pivot rows of a page, read past the operations. */
async function pivotOf(where: { pageId?: number; tagId?: number }): Promise<{ tag_id: number; page_id: number }[]> {
  const [column, value] = where.pageId ? ['page_id', where.pageId] : ['tag_id', where.tagId];
  return gateway.tessera.orm.em.fork().execute(`select tag_id, page_id from page_tag where ${column} = ? order by tag_id`, [value]);
}

const tagIdsOf = async (pageId: number) => (await pivotOf({ pageId })).map((row) => row.tag_id);

function refused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: [{ code, property }] });
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = await signedInUser('editor');
  await gateway.tessera.orm.em.fork().execute("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = await signedInUser('viewer');
  visitor = await gateway.client().start();
  news = await createTag('News');
  sports = await createTag('Sports');
  draft = await createTag('Draft notes', true);
  gateway.tessera.events.subscribe((event: DomainEvent) => {
    if (event.type === 'tags.changed') events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(() => {
  events = [];
});

describe('setting the tags of a page', () => {
  it('an editor sets public and private tags; the answer and the stored rows are that set, by name', async () => {
    const pageId = await createPage();
    const reply = await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports, draft, news] });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      Success: true,
      Errors: [],
      Tags: [
        { id: draft, name: 'Draft notes', isPrivate: true },
        { id: news, name: 'News', isPrivate: false },
        { id: sports, name: 'Sports', isPrivate: false },
      ],
    });
    expect(await tagIdsOf(pageId)).toEqual([news, sports, draft].sort((a, b) => a - b));
  });

  it('replaces the whole set; the same id twice counts once; an empty list clears', async () => {
    const pageId = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news, sports] });
    const replaced = await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports, draft, sports] });
    expect(replaced.body.Tags.map((t: { id: number }) => t.id)).toEqual([draft, sports]);
    expect(await tagIdsOf(pageId)).toEqual([sports, draft].sort((a, b) => a - b));
    expect((await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [] })).body.Tags).toEqual([]);
    expect(await tagIdsOf(pageId)).toEqual([]);
  });

  it('announces tags.changed with the page and what was added and removed; an unchanged set announces nothing', async () => {
    const pageId = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news] });
    events = [];
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports, draft] });
    expect(events).toHaveLength(1);
    expect(events[0].payload).toEqual({
      action: 'page-tags-set',
      pageId,
      locale: 'en-gb',
      slug: expect.stringMatching(/^tagged-/),
      translationGroup: expect.any(String),
      type: 'content-page',
      tagIds: [draft, sports],
      added: [sports, draft],
      removed: [news],
    });
    events = [];
    expect((await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [draft, sports] })).status).toBe(200);
    expect(events).toEqual([]);
    const audit = await gateway.tessera.orm.em
      .fork()
      .execute<{ action: string }[]>("select action from audit_log where subject_type = 'page' and subject_id = ? and action = 'page.tags-set'", [String(pageId)]);
    expect(audit).toHaveLength(2);
  });

  it('any signed-in user may tag a page, manage-tags or not', async () => {
    const pageId = await createPage();
    expect((await viewer.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news] })).status).toBe(200);
    expect(await tagIdsOf(pageId)).toEqual([news]);
  });

  it('an unknown tag id is V_12 on tagIds and nothing changes, not even the known ids', async () => {
    const pageId = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news] });
    events = [];
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports, 987654] }), 422, 'V_12', 'tagIds');
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports, 99999999999] }), 422, 'V_12', 'tagIds');
    expect(await tagIdsOf(pageId)).toEqual([news]);
    expect(events).toEqual([]);
  });

  it('malformed input is coded: tagIds missing V_01, not a list or holding a non-id V_12, more than 100 V_14', async () => {
    const pageId = await createPage();
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, {}), 422, 'V_01', 'tagIds');
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: news }), 422, 'V_12', 'tagIds');
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news, 'x'] }), 422, 'V_12', 'tagIds.1');
    refused(await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: Array.from({ length: 101 }, (_, i) => i + 1) }), 422, 'V_14', 'tagIds');
    refused(await editor.rest('PUT', '/api/tessera/tags/page/abc', { tagIds: [news] }), 422, 'V_12', 'pageId');
    expect(await tagIdsOf(pageId)).toEqual([]);
  });

  it('an unknown page is PM_01 with 404', async () => {
    refused(await editor.rest('PUT', '/api/tessera/tags/page/987654', { tagIds: [news] }), 404, 'PM_01', 'pageId');
    refused(await editor.rest('PUT', '/api/tessera/tags/page/99999999999', { tagIds: [news] }), 404, 'PM_01', 'pageId');
    expect(await pivotOf({ pageId: 987654 })).toEqual([]);
  });

  it('signed out is 401 UM_01 and the page keeps its tags', async () => {
    const pageId = await createPage({ publish: true });
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news] });
    refused(await visitor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [sports] }), 401, 'UM_01', null);
    expect(await tagIdsOf(pageId)).toEqual([news]);
  });
});

describe('reading the tags of a page', () => {
  it('signed-in users see public and private tags of any page, published or not', async () => {
    const pageId = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news, draft] });
    const reply = await viewer.rest('GET', `/api/tessera/tags/page/${pageId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      items: [
        { id: draft, name: 'Draft notes', isPrivate: true },
        { id: news, name: 'News', isPrivate: false },
      ],
    });
  });

  it('visitors see only the public tags of a published page; an unpublished page is PM_01 with 404', async () => {
    const pageId = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${pageId}`, { tagIds: [news, sports, draft] });
    refused(await visitor.rest('GET', `/api/tessera/tags/page/${pageId}`), 404, 'PM_01', 'pageId');
    expect((await admin.rest('POST', `/api/tessera/page/${pageId}/publish`)).status).toBe(200);
    const reply = await visitor.rest('GET', `/api/tessera/tags/page/${pageId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      items: [
        { id: news, name: 'News', isPrivate: false },
        { id: sports, name: 'Sports', isPrivate: false },
      ],
    });
    expect((await admin.rest('POST', `/api/tessera/page/${pageId}/unpublish`)).status).toBe(200);
    refused(await visitor.rest('GET', `/api/tessera/tags/page/${pageId}`), 404, 'PM_01', 'pageId');
  });

  it('an unknown page is PM_01 with 404 for everyone; a malformed id V_12', async () => {
    refused(await visitor.rest('GET', '/api/tessera/tags/page/987654'), 404, 'PM_01', 'pageId');
    refused(await editor.rest('GET', '/api/tessera/tags/page/987654'), 404, 'PM_01', 'pageId');
    refused(await editor.rest('GET', '/api/tessera/tags/page/0'), 422, 'V_12', 'pageId');
  });
});

describe('deleting pages and tags', () => {
  it('deleting a tag removes it from every page', async () => {
    const temporary = await createTag('Temporary');
    const first = await createPage({ publish: true });
    const second = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${first}`, { tagIds: [news, temporary] });
    await editor.rest('PUT', `/api/tessera/tags/page/${second}`, { tagIds: [temporary] });
    expect(await pivotOf({ tagId: temporary })).toHaveLength(2);
    expect((await admin.rest('DELETE', `/api/tessera/tags/${temporary}`)).status).toBe(200);
    expect(await pivotOf({ tagId: temporary })).toEqual([]);
    expect(await tagIdsOf(first)).toEqual([news]);
    expect((await visitor.rest('GET', `/api/tessera/tags/page/${first}`)).body.items.map((t: { name: string }) => t.name)).toEqual(['News']);
    expect((await editor.rest('GET', `/api/tessera/tags/page/${second}`)).body.items).toEqual([]);
  });

  it('deleting a page removes its tag rows; the tags stay for other pages', async () => {
    const doomed = await createPage({ publish: true });
    const survivor = await createPage();
    await editor.rest('PUT', `/api/tessera/tags/page/${doomed}`, { tagIds: [news, draft] });
    await editor.rest('PUT', `/api/tessera/tags/page/${survivor}`, { tagIds: [news] });
    expect((await admin.rest('POST', `/api/tessera/page/${doomed}/delete`)).status).toBe(200);
    expect(await pivotOf({ pageId: doomed })).toEqual([]);
    expect(await tagIdsOf(survivor)).toEqual([news]);
    const tags = await gateway.tessera.orm.em.fork().execute<{ id: number }[]>('select id from tag where id in (?, ?)', [news, draft]);
    expect(tags).toHaveLength(2);
    refused(await editor.rest('GET', `/api/tessera/tags/page/${doomed}`), 404, 'PM_01', 'pageId');
  });
});

describe('pageTags and setPageTags over GraphQL', () => {
  const pageTags = 'query($pageId: Int!) { pageTags(pageId: $pageId) { id name isPrivate } }';
  const setPageTags = 'mutation($pageId: Int!, $tagIds: [Int!]!) { setPageTags(pageId: $pageId, tagIds: $tagIds) { id name isPrivate } }';

  function errorOf(reply: { body: { data?: any; errors?: any[] } }, field: string) {
    expect(reply.body.data?.[field] ?? null).toBeNull();
    const { code, property } = reply.body.errors![0].extensions;
    return { code, property };
  }

  it('sets and reads the tags, answering as REST does', async () => {
    const pageId = await createPage({ publish: true });
    const set = await editor.gql(setPageTags, { pageId, tagIds: [draft, news] });
    expect(set.body).toEqual({
      data: {
        setPageTags: [
          { id: draft, name: 'Draft notes', isPrivate: true },
          { id: news, name: 'News', isPrivate: false },
        ],
      },
    });
    expect(events.map((e) => e.payload.action)).toEqual(['page-tags-set']);
    expect((await editor.gql(pageTags, { pageId })).body.data.pageTags).toEqual((await editor.rest('GET', `/api/tessera/tags/page/${pageId}`)).body.items);
    expect((await visitor.gql(pageTags, { pageId })).body.data.pageTags).toEqual([{ id: news, name: 'News', isPrivate: false }]);
  });

  it('codes its refusals: unknown tag V_12 on tagIds, unknown page PM_01, signed out UM_01; visitors get PM_01 for an unpublished page', async () => {
    const pageId = await createPage();
    await editor.gql(setPageTags, { pageId, tagIds: [sports] });
    expect(errorOf(await editor.gql(setPageTags, { pageId, tagIds: [987654] }), 'setPageTags')).toEqual({ code: 'V_12', property: 'tagIds' });
    expect(errorOf(await editor.gql(setPageTags, { pageId: 987654, tagIds: [news] }), 'setPageTags')).toEqual({ code: 'PM_01', property: 'pageId' });
    expect(errorOf(await visitor.gql(setPageTags, { pageId, tagIds: [news] }), 'setPageTags')).toEqual({ code: 'UM_01', property: null });
    expect(errorOf(await visitor.gql(pageTags, { pageId }), 'pageTags')).toEqual({ code: 'PM_01', property: 'pageId' });
    expect(await tagIdsOf(pageId)).toEqual([sports]);
  });
});
