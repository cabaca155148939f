import type { DomainEvent } from '@tessera/schema';
import { maxReusableBlockName, maxReusableRefs } from '@tessera/content-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Reusable blocks over REST: create, update, publish, usage, delete (refused while pages use one,
 * with the pages), permissions (create-page edits, publish-page publishes and deletes), coded
 * validation that changes nothing, audit and the event that empties the pages showing one.
 */
let gateway: TestGateway;
let admin: TestClient;
/** create-page but no publish-page. */
let editor: TestClient;
/** Signed in, no permission. */
let viewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];
let serial = 0;
const api = '/api/tessera/reusable-blocks';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  await gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = (await gateway.signedIn('viewer')).client;
  visitor = await gateway.client().start();
  gateway.tessera.events.subscribe((event: DomainEvent) => {
    if (event.type === 'reusable-block.changed') events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(() => {
  events = [];
});

const quote = (text: string) => ({ type: 'quote', props: { quote: text, author: 'Ada' } });

async function create(name: string, text = name, client: TestClient = admin) {
  const reply = await client.rest('POST', api, { name, ...quote(text) });
  expect(reply.status).toBe(200);
  return reply.body.ReusableBlock as { id: number; name: string };
}

async function page(blocks: unknown[], publish = true) {
  const slug = `rb-page-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/${publish ? 'store-and-publish' : 'store'}`, { title: slug, blocks });
  return { pageID: created.body.pageID as number, slug, versionID: stored.body.pageVersionID as number, stored };
}

const reference = (id: number, key = `ref${id}`) => ({ type: 'reusable', key, props: { ref: id } });

function refused(reply: { status: number; body: any }, status: number, errors: Array<{ code: string; property: string | null }>) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: errors });
}

const stored = () => gateway.sql<{ id: number; name: string }>('select id, name from reusable_block order by id');
const audit = async (id: number) =>
  (await gateway.sql<{ action: string }>("select action from audit_log where subject_type = 'reusable-block' and subject_id = ? order by id", [String(id)])).map((row) => row.action);

describe('creating and editing', () => {
  it('an editor saves a block as a reusable block: a draft, stored and audited, no event', async () => {
    const reply = await editor.rest('POST', api, { name: '  Newsletter  ', ...quote('Sign up') });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      Success: true,
      Errors: [],
      ReusableBlock: expect.objectContaining({ id: expect.any(Number), name: 'Newsletter', type: 'quote', props: { quote: 'Sign up', author: 'Ada' }, images: {}, files: {}, published: null, hasUnpublishedChanges: true, usageCount: 0, publishedAt: null }),
    });
    expect(await audit(reply.body.ReusableBlock.id)).toEqual(['reusable-block.created']);
    expect(events).toEqual([]);
  });

  it('refuses bad input with codes and stores nothing', async () => {
    const before = await stored();
    refused(await admin.rest('POST', api, { ...quote('x') }), 422, [{ code: 'V_01', property: 'name' }]);
    refused(await admin.rest('POST', api, { name: 'x'.repeat(maxReusableBlockName + 1), ...quote('x') }), 422, [{ code: 'V_14', property: 'name' }]);
    refused(await admin.rest('POST', api, { name: 'Bad type', type: 'no-such-type', props: {} }), 422, [{ code: 'V_12', property: 'type' }]);
    refused(await admin.rest('POST', api, { name: 'Nested', type: 'reusable', props: { ref: 1 } }), 422, [{ code: 'V_12', property: 'type' }]);
    refused(await admin.rest('POST', api, { name: 'No quote', type: 'quote', props: { author: 'Ada' } }), 422, [{ code: 'V_01', property: 'props.quote' }]);
    refused(await admin.rest('POST', api, { name: 'Bad image', type: 'quote', props: { quote: 'q' }, __images: { image: { hash: 'h', fileName: 'a.png', altText: '', fileID: 999999, cropParams: null } } }), 422, [
      { code: 'V_12', property: '__images.image.fileID' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('an update changes name and draft; the type stays; an unknown id is V_12 (404)', async () => {
    const block = await create('Editable');
    const reply = await editor.rest('PUT', `${api}/${block.id}`, { name: 'Edited', type: 'hero', props: { quote: 'Changed', author: 'Bo' } });
    expect(reply.status).toBe(200);
    expect(reply.body.ReusableBlock).toMatchObject({ name: 'Edited', type: 'quote', props: { quote: 'Changed', author: 'Bo' }, published: null });
    refused(await admin.rest('PUT', `${api}/999999`, { name: 'x', props: { quote: 'q' } }), 404, [{ code: 'V_12', property: 'id' }]);
    refused(await admin.rest('PUT', `${api}/${block.id}`, { name: 'x', props: { quote: '' } }), 422, [{ code: 'V_01', property: 'props.quote' }]);
    expect((await admin.rest('GET', `${api}/${block.id}`)).body).toMatchObject({ name: 'Edited', props: { quote: 'Changed' } });
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.updated']);
  });

  it('lists by name with the usage count', async () => {
    const block = await create('Aaa listed first');
    await page([reference(block.id)]);
    const list = await editor.rest('GET', api);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: block.id, name: 'Aaa listed first', usageCount: 1 });
  });
});

describe('publishing', () => {
  it('publish-page publishes the draft: audited, and announced with the block id', async () => {
    const block = await create('Published one', 'First words');
    const reply = await admin.rest('POST', `${api}/${block.id}/publish`);
    expect(reply.status).toBe(200);
    expect(reply.body.ReusableBlock).toMatchObject({ published: { props: { quote: 'First words', author: 'Ada' }, images: {}, files: {} }, hasUnpublishedChanges: false, publishedAt: expect.any(String) });
    expect(events.map((event) => event.payload)).toEqual([{ action: 'published', reusableBlockId: block.id, name: 'Published one', fileIds: [] }]);
    await admin.rest('PUT', `${api}/${block.id}`, { name: 'Published one', props: { quote: 'Second words' } });
    const again = await admin.rest('GET', `${api}/${block.id}`);
    expect(again.body).toMatchObject({ props: { quote: 'Second words' }, published: { props: { quote: 'First words' } }, hasUnpublishedChanges: true });
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.published', 'reusable-block.updated']);
  });
});

describe('permissions', () => {
  it('an editor without publish-page may not publish or delete; a user without create-page may do nothing; a visitor neither', async () => {
    const block = await create('Guarded');
    refused(await editor.rest('POST', `${api}/${block.id}/publish`), 403, [{ code: 'UM_01', property: null }]);
    refused(await editor.rest('DELETE', `${api}/${block.id}`), 403, [{ code: 'UM_01', property: null }]);
    for (const client of [viewer]) {
      refused(await client.rest('GET', api), 403, [{ code: 'UM_01', property: null }]);
      refused(await client.rest('POST', api, { name: 'x', ...quote('x') }), 403, [{ code: 'UM_01', property: null }]);
      refused(await client.rest('GET', `${api}/${block.id}/usage`), 403, [{ code: 'UM_01', property: null }]);
    }
    expect((await visitor.rest('GET', api)).status).toBe(401);
    expect((await visitor.rest('POST', `${api}/${block.id}/publish`)).status).toBe(401);
    expect((await admin.rest('GET', `${api}/${block.id}`)).body.published).toBeNull();
  });

  it('a write without the CSRF proof is refused', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const reply = await client.rest('POST', api, { name: 'No proof', ...quote('x') });
    expect(reply.status).toBe(403);
    expect(reply.body.Errors).toEqual([{ code: 'V_04', property: 'csrf' }]);
  });
});

describe('pages referring to reusable blocks', () => {
  it('a reference must name an existing reusable block and carry only ref', async () => {
    const bad = await page([reference(999999, 'gone')], false);
    refused(bad.stored, 422, [{ code: 'V_12', property: 'blocks.0.props.ref' }]);
    const extra = await page([{ type: 'reusable', key: 'x', props: { ref: 1, title: 'no' } }], false);
    refused(extra.stored, 422, [{ code: 'V_12', property: 'blocks.0.props.title' }]);
  });

  it(`a page holds at most ${maxReusableRefs} references`, async () => {
    const block = await create('Many times');
    const blocks = Array.from({ length: maxReusableRefs + 1 }, (_, index) => reference(block.id, `k${index}`));
    refused((await page(blocks, false)).stored, 422, [{ code: 'V_14', property: 'blocks' }]);
  });

  it('usage lists the pages; deleting is refused with them (RB_01) until they let go, then it is deleted', async () => {
    const block = await create('Shared footer');
    const one = await page([reference(block.id)]);
    const two = await page([reference(block.id)], false);
    const usage = await editor.rest('GET', `${api}/${block.id}/usage`);
    expect(usage.body.items).toEqual([
      { id: one.pageID, title: one.slug, slug: one.slug, locale: 'en-gb', published: true },
      { id: two.pageID, title: two.slug, slug: two.slug, locale: 'en-gb', published: false },
    ]);
    const denied = await admin.rest('DELETE', `${api}/${block.id}`);
    refused(denied, 409, [{ code: 'RB_01', property: 'id' }]);
    expect(denied.body.Details.pages).toEqual(usage.body.items);
    expect((await stored()).map((row) => row.id)).toContain(block.id);

    // Detached: the pages store a normal block with the published props instead.
    for (const { versionID } of [one, two]) {
      const detached = await admin.rest('POST', `/api/tessera/page/version/${versionID}/store-and-publish`, { title: 'detached', blocks: [{ type: 'quote', key: 'detached', props: { quote: 'Shared footer' } }] });
      expect(detached.status).toBe(200);
    }
    expect((await editor.rest('GET', `${api}/${block.id}/usage`)).body.items).toEqual([]);
    const deleted = await admin.rest('DELETE', `${api}/${block.id}`);
    expect(deleted.status).toBe(200);
    expect((await stored()).map((row) => row.id)).not.toContain(block.id);
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.deleted']);
    refused(await admin.rest('GET', `${api}/${block.id}`), 404, [{ code: 'V_12', property: 'id' }]);
  });
});

describe('GraphQL', () => {
  it('creates, updates, publishes, lists, answers usage and refuses a used delete with RB_01', async () => {
    const fields = 'id name type props published { props } hasUnpublishedChanges usageCount';
    const created = await admin.gql(`mutation { createReusableBlock(type: "quote", input: { name: "Via GraphQL", props: { quote: "One" } }) { ${fields} } }`);
    const id = created.body.data!.createReusableBlock.id;
    expect(created.body.data!.createReusableBlock).toMatchObject({ name: 'Via GraphQL', type: 'quote', published: null });
    await admin.gql(`mutation($id: Int!) { updateReusableBlock(id: $id, input: { name: "Via GraphQL", props: { quote: "Two" } }) { id } }`, { id });
    const published = await admin.gql(`mutation($id: Int!) { publishReusableBlock(id: $id) { ${fields} } }`, { id });
    expect(published.body.data!.publishReusableBlock).toMatchObject({ published: { props: { quote: 'Two' } }, hasUnpublishedChanges: false });
    const { pageID } = await page([reference(id)]);
    const read = await editor.gql(`query($id: Int!) { reusableBlocks { id usageCount } reusableBlockUsage(id: $id) { id published } }`, { id });
    expect(read.body.data!.reusableBlocks).toEqual(expect.arrayContaining([{ id, usageCount: 1 }]));
    expect(read.body.data!.reusableBlockUsage).toEqual([{ id: pageID, published: true }]);
    const denied = await admin.gql(`mutation($id: Int!) { deleteReusableBlock(id: $id) }`, { id });
    expect(denied.body.errors?.[0].extensions).toMatchObject({ code: 'RB_01', details: { pages: [expect.objectContaining({ id: pageID })] } });
    const notAllowed = await editor.gql(`mutation($id: Int!) { publishReusableBlock(id: $id) { id } }`, { id });
    expect(notAllowed.body.errors?.[0].extensions?.code).toBe('UM_01');
  });
});
