import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** The GraphQL twins of the tag calls: tags, privateTags, allTags, allPrivateTags, validateTag, createTag, renameTag, deleteTag. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let viewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];

const signedInUser = async (role: string): Promise<TestClient> => (await gateway.signedIn(role)).client;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = await signedInUser('editor');
  await gateway.tessera.orm.em.fork().execute("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = await signedInUser('viewer');
  visitor = await gateway.client().start();
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

async function storedTags(): Promise<{ id: number; name: string; is_private: boolean }[]> {
  return gateway.tessera.orm.em.fork().execute('select id, name, is_private from tag order by id');
}

/** The first error's catalogue entry; asserts the field came back null. */
function errorOf(reply: { body: { data?: any; errors?: any[] } }, field: string) {
  expect(reply.body.data?.[field] ?? null).toBeNull();
  expect(reply.body.errors).toBeDefined();
  const { code, property } = reply.body.errors![0].extensions;
  return { code, property };
}

const createTag = 'mutation($name: String!, $isPrivate: Boolean) { createTag(name: $name, isPrivate: $isPrivate) { id name isPrivate } }';
const renameTag = 'mutation($id: Int!, $name: String!) { renameTag(id: $id, name: $name) { id name isPrivate } }';
const deleteTag = 'mutation($id: Int!) { deleteTag(id: $id) }';
const tags = 'query($term: String!) { tags(term: $term) { id name isPrivate } }';
const privateTags = 'query($term: String!) { privateTags(term: $term) { id name isPrivate } }';
const allTags = '{ allTags { id name isPrivate } }';
const allPrivateTags = '{ allPrivateTags { id name isPrivate } }';
const validateTag = 'query($tag: String!, $isPrivate: Boolean) { validateTag(tag: $tag, isPrivate: $isPrivate) { valid exists name } }';

async function create(name: string, isPrivate = false): Promise<{ id: number; name: string; isPrivate: boolean }> {
  const reply = await admin.gql(createTag, { name, isPrivate });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.createTag;
}

describe('createTag', () => {
  it('a tag manager creates public and private tags, normalized, announced', async () => {
    const reply = await editor.gql(createTag, { name: '  Graph   QL ' });
    expect(reply.body).toEqual({ data: { createTag: { id: expect.any(Number), name: 'Graph QL', isPrivate: false } } });
    const secret = await create('Internal only', true);
    expect(secret.isPrivate).toBe(true);
    expect((await storedTags()).map((t) => [t.name, t.is_private])).toEqual([
      ['Graph QL', false],
      ['Internal only', true],
    ]);
    expect(events.map((e) => e.payload.action)).toEqual(['created', 'created']);
  });

  it('refuses broken and duplicate names with their codes on name', async () => {
    await create('Duplicate me');
    const before = await storedTags();
    expect(errorOf(await admin.gql(createTag, { name: '' }), 'createTag')).toEqual({ code: 'V_01', property: 'name' });
    expect(errorOf(await admin.gql(createTag, { name: 'n'.repeat(65) }), 'createTag')).toEqual({ code: 'V_14', property: 'name' });
    expect(errorOf(await admin.gql(createTag, { name: 'a+b' }), 'createTag')).toEqual({ code: 'V_12', property: 'name' });
    expect(errorOf(await admin.gql(createTag, { name: 'DUPLICATE ME' }), 'createTag')).toEqual({ code: 'V_06', property: 'name' });
    expect(await storedTags()).toEqual(before);
  });

  it('needs manage-tags (UM_01 signed out and without the permission)', async () => {
    const before = await storedTags();
    expect(errorOf(await visitor.gql(createTag, { name: 'By visitor' }), 'createTag')).toEqual({ code: 'UM_01', property: null });
    expect(errorOf(await viewer.gql(createTag, { name: 'By viewer' }), 'createTag')).toEqual({ code: 'UM_01', property: null });
    expect(await storedTags()).toEqual(before);
  });
});

describe('renameTag', () => {
  it('renames; a taken name is V_06, an unknown id V_12 on id', async () => {
    const tag = await create('Before');
    await create('Occupied');
    const reply = await editor.gql(renameTag, { id: tag.id, name: 'After' });
    expect(reply.body).toEqual({ data: { renameTag: { id: tag.id, name: 'After', isPrivate: false } } });
    expect(events.at(-1)?.payload).toMatchObject({ action: 'renamed', tagId: tag.id, previousName: 'Before' });
    expect(errorOf(await admin.gql(renameTag, { id: tag.id, name: 'occupied' }), 'renameTag')).toEqual({ code: 'V_06', property: 'name' });
    expect(errorOf(await admin.gql(renameTag, { id: 987654, name: 'Whatever' }), 'renameTag')).toEqual({ code: 'V_12', property: 'id' });
    expect(errorOf(await viewer.gql(renameTag, { id: tag.id, name: 'Viewer was here' }), 'renameTag')).toEqual({ code: 'UM_01', property: null });
    expect((await storedTags()).find((t) => t.id === tag.id)?.name).toBe('After');
  });
});

describe('deleteTag', () => {
  it('deletes; an unknown id is V_12 on id; needs manage-tags', async () => {
    const tag = await create('Doomed');
    expect(errorOf(await viewer.gql(deleteTag, { id: tag.id }), 'deleteTag')).toEqual({ code: 'UM_01', property: null });
    expect(errorOf(await visitor.gql(deleteTag, { id: tag.id }), 'deleteTag')).toEqual({ code: 'UM_01', property: null });
    expect((await storedTags()).some((t) => t.id === tag.id)).toBe(true);
    expect((await editor.gql(deleteTag, { id: tag.id })).body).toEqual({ data: { deleteTag: true } });
    expect((await storedTags()).some((t) => t.id === tag.id)).toBe(false);
    expect(events.at(-1)?.payload).toEqual({ action: 'deleted', tagId: tag.id, name: 'Doomed', isPrivate: false });
    expect(errorOf(await editor.gql(deleteTag, { id: tag.id }), 'deleteTag')).toEqual({ code: 'V_12', property: 'id' });
  });
});

describe('reading tags', () => {
  beforeAll(async () => {
    await create('Open 100_percent');
    await create('Open 100Xpercent');
    await create('Open secret', true);
  });

  const names = (list: { name: string }[]) => list.map((t) => t.name);

  it('tags(term) and allTags answer public tags to anyone; private tags never show', async () => {
    const found = await visitor.gql(tags, { term: 'OPEN' });
    expect(found.body.errors).toBeUndefined();
    expect(names(found.body.data.tags)).toEqual(['Open 100_percent', 'Open 100Xpercent']);
    expect(names((await visitor.gql(tags, { term: '0_p' })).body.data.tags)).toEqual(['Open 100_percent']);
    const all = (await visitor.gql(allTags)).body.data.allTags;
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((t: { isPrivate: boolean }) => !t.isPrivate)).toBe(true);
    expect(names(all)).not.toContain('Open secret');
    expect(errorOf(await visitor.gql(tags, { term: 't'.repeat(65) }), 'tags')).toEqual({ code: 'V_14', property: 'term' });
  });

  it('privateTags(term) and allPrivateTags answer signed-in users only', async () => {
    expect((await viewer.gql(privateTags, { term: 'open' })).body.data.privateTags).toEqual([{ id: expect.any(Number), name: 'Open secret', isPrivate: true }]);
    const all = (await viewer.gql(allPrivateTags)).body.data.allPrivateTags;
    expect(names(all)).toContain('Open secret');
    expect(all.every((t: { isPrivate: boolean }) => t.isPrivate)).toBe(true);
    expect(errorOf(await visitor.gql(privateTags, { term: 'open' }), 'privateTags')).toEqual({ code: 'UM_01', property: null });
    expect(errorOf(await visitor.gql(allPrivateTags), 'allPrivateTags')).toEqual({ code: 'UM_01', property: null });
  });

  it('validateTag answers valid names, says whether they exist, and codes broken ones on tag', async () => {
    expect((await viewer.gql(validateTag, { tag: ' open  SECRET ', isPrivate: true })).body.data.validateTag).toEqual({ valid: true, exists: true, name: 'open SECRET' });
    expect((await viewer.gql(validateTag, { tag: 'open secret' })).body.data.validateTag).toEqual({ valid: true, exists: false, name: 'open secret' });
    expect(errorOf(await viewer.gql(validateTag, { tag: '#hash' }), 'validateTag')).toEqual({ code: 'V_12', property: 'tag' });
    expect(errorOf(await viewer.gql(validateTag, { tag: ' ' }), 'validateTag')).toEqual({ code: 'V_01', property: 'tag' });
    expect(errorOf(await visitor.gql(validateTag, { tag: 'Fine' }), 'validateTag')).toEqual({ code: 'UM_01', property: null });
  });

  it('GraphQL and REST answer the same lists', async () => {
    expect((await visitor.gql(allTags)).body.data.allTags).toEqual((await visitor.rest('GET', '/api/tessera/tags/fetch')).body.items);
    expect((await viewer.gql(allPrivateTags)).body.data.allPrivateTags).toEqual((await viewer.rest('GET', '/api/tessera/tags/fetch-private')).body.items);
    expect((await visitor.gql(tags, { term: 'open' })).body.data.tags).toEqual((await visitor.rest('POST', '/api/tessera/tags/search', { term: 'open' })).body.items);
  });
});
