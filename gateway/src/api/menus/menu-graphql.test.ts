import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import type { DomainEvent } from '@tessera/read-model';
import { MenuItem } from '@tessera/schema/src/menus/menu-item.entity';

/** The GraphQL twins of the menu calls: menu, menuSearch, createMenuItem, moveMenuItem, renameMenuItem, deleteMenuItem. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];
let serial = 0;

const itemFields = 'id parentId position label url path page { id slug title published }';
const tree = `${itemFields} children { ${itemFields} children { ${itemFields} children { id label } } }`;
const change = `id locale menu { ${tree} }`;

const MENU = `query Menu($locale: String!) { menu(locale: $locale) { ${tree} } }`;
const SEARCH = `query Search($locale: String!, $searchTerm: String!) { menuSearch(locale: $locale, searchTerm: $searchTerm) { id slug title published } }`;
const CREATE = `mutation Create($input: CreateMenuItemInput!) { createMenuItem(input: $input) { ${change} } }`;
const MOVE = `mutation Move($id: Int!, $parentId: Int, $position: Int!) { moveMenuItem(id: $id, parentId: $parentId, position: $position) { ${change} } }`;
const MOVE_TO_TOP = `mutation MoveToTop($id: Int!, $position: Int!) { moveMenuItem(id: $id, position: $position) { ${change} } }`;
const RENAME = `mutation Rename($id: Int!, $label: String!) { renameMenuItem(id: $id, label: $label) { ${change} } }`;
const DELETE = `mutation Delete($id: Int!) { deleteMenuItem(id: $id) { ${change} } }`;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = await signedInAs('editor');
  reviewer = await signedInAs('reviewer');
  visitor = await gateway.client().start();
  gateway.tessera.events.subscribe((event: DomainEvent) => {
    events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(async () => {
  await gateway.tessera.orm.em.fork().nativeDelete(MenuItem, {});
  events = [];
});

const signedInAs = async (role: string): Promise<TestClient> => (await gateway.signedIn(role)).client;

async function createPage(title: string, options: { locale?: string; publish?: boolean } = {}): Promise<number> {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', {
    title,
    slug,
    type: 'content-page',
    content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }],
    locale: options.locale ?? 'en-gb',
  });
  expect(created.status).toBe(200);
  if (options.publish) expect((await admin.rest('POST', `/api/tessera/page/${created.body.pageID}/publish`)).status).toBe(200);
  return created.body.pageID;
}

/** The field's data, asserting there were no errors. */
async function ok(client: TestClient, query: string, variables: Record<string, unknown>, field: string) {
  const reply = await client.gql(query, variables);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data![field];
}

async function menuOf(locale = 'en-gb', client: TestClient = admin) {
  return ok(client, MENU, { locale }, 'menu') as Promise<any[]>;
}

async function add(input: Record<string, unknown>, client: TestClient = admin): Promise<number> {
  return (await ok(client, CREATE, { input: { locale: 'en-gb', ...input } }, 'createMenuItem')).id;
}

/** The first error's catalogue entry; asserts the field came back null. */
function errorOf(reply: { body: { data?: any; errors?: any[] } }, field: string) {
  expect(reply.body.data?.[field] ?? null).toBeNull();
  expect(reply.body.errors).toBeDefined();
  return reply.body.errors![0].extensions as { code: string; property: string | null; errors: { code: string; property: string | null }[] };
}

/** Runs a refused mutation and proves the stored tree is as it was. */
async function refused(client: TestClient, query: string, variables: Record<string, unknown>, field: string) {
  const before = await menuOf();
  const count = await gateway.tessera.orm.em.fork().count(MenuItem, {});
  const error = errorOf(await client.gql(query, variables), field);
  expect(await menuOf()).toEqual(before);
  expect(await gateway.tessera.orm.em.fork().count(MenuItem, {})).toBe(count);
  return error;
}

type Outline = string | [string, Outline[]];

function outline(items: any[], parentId: number | null = null): Outline[] {
  expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index));
  expect(items.map((i) => i.parentId)).toEqual(items.map(() => parentId));
  return items.map((i) => (i.children.length ? [i.label, outline(i.children, i.id)] : i.label));
}

describe('menu over GraphQL', () => {
  it('menu answers the tree with pages and paths; visitors see only what is on the site', async () => {
    const published = await createPage('Contact', { publish: true });
    const draft = await createPage('Careers');
    const contact = await add({ label: 'Contact', pageId: published });
    await add({ label: 'Mail us', url: 'mailto:hello@example.com', parentId: contact });
    await add({ label: 'Careers', pageId: draft, position: 0 });

    const menu = await menuOf();
    expect(outline(menu)).toEqual(['Careers', ['Contact', ['Mail us']]]);
    expect(menu[1]).toMatchObject({ id: contact, url: null, page: { id: published, title: 'Contact', published: true }, path: `/${menu[1].page.slug}` });
    expect(menu[1].children[0]).toMatchObject({ url: 'mailto:hello@example.com', path: 'mailto:hello@example.com', page: null });
    expect(menu[0].page).toMatchObject({ id: draft, published: false });
    expect(outline(await menuOf('en-gb', reviewer))).toEqual(['Careers', ['Contact', ['Mail us']]]);
    // Visitors get the stored positions; the draft's item still holds position 0.
    const seen = await menuOf('en-gb', visitor);
    expect(seen.map((i) => [i.label, i.position, i.children.map((c: any) => c.label)])).toEqual([['Contact', 1, ['Mail us']]]);

    expect(errorOf(await visitor.gql(MENU, { locale: 'zz-zz' }), 'menu')).toMatchObject({ code: 'V_12', property: 'locale' });
  });

  it('createMenuItem adds an item at a position and answers the new tree; its rules hold as over REST', async () => {
    const page = await createPage('Pricing');
    const dutch = await createPage('Prijzen', { locale: 'nl-nl' });
    await add({ label: 'A', url: '#a' }, editor);
    const created = await ok(editor, CREATE, { input: { locale: 'en-gb', label: 'Pricing', pageId: page, position: 0 } }, 'createMenuItem');
    expect(created).toMatchObject({ id: expect.any(Number), locale: 'en-gb' });
    expect(outline(created.menu)).toEqual(['Pricing', 'A']);
    expect(created.menu[0]).toMatchObject({ id: created.id, page: { id: page, published: false } });

    const create = (input: Record<string, unknown>) => refused(admin, CREATE, { input: { locale: 'en-gb', label: 'X', ...input } }, 'createMenuItem');
    const neither = await create({});
    expect(neither).toMatchObject({ code: 'V_01' });
    expect(neither.errors).toEqual(
      expect.arrayContaining([
        { code: 'V_01', property: 'pageId' },
        { code: 'V_01', property: 'url' },
      ]),
    );
    expect(await create({ pageId: page, url: '#x' })).toMatchObject({ code: 'V_12', property: 'url' });
    expect(await create({ pageId: dutch })).toMatchObject({ code: 'V_12', property: 'pageId' });
    expect(await create({ url: 'javascript:alert(1)' })).toMatchObject({ code: 'V_13', property: 'url' });
    expect(await create({ url: '#x', label: '' })).toMatchObject({ code: 'V_01', property: 'label' });
    expect(await create({ url: '#x', label: 'l'.repeat(256) })).toMatchObject({ code: 'V_14', property: 'label' });
    expect(await create({ url: '#x', parentId: 999999 })).toMatchObject({ code: 'V_12', property: 'parentId' });
    expect(await create({ url: '#x', position: -2 })).toMatchObject({ code: 'V_12', property: 'position' });
  });

  it('moveMenuItem re-parents and reorders; a left-out parentId is the top level; no item goes under itself (V_07)', async () => {
    const a = await add({ label: 'A', url: '#a' });
    const b = await add({ label: 'B', url: '#b' });
    const b1 = await add({ label: 'B1', url: '#b1', parentId: b });
    await add({ label: 'C', url: '#c' });

    const moved = await ok(editor, MOVE, { id: a, parentId: b, position: 1 }, 'moveMenuItem');
    expect(moved).toMatchObject({ id: a, locale: 'en-gb' });
    expect(outline(moved.menu)).toEqual([['B', ['B1', 'A']], 'C']);
    expect(outline((await ok(admin, MOVE_TO_TOP, { id: b1, position: 5 }, 'moveMenuItem')).menu)).toEqual([['B', ['A']], 'C', 'B1']);
    expect(outline((await ok(admin, MOVE, { id: a, parentId: null, position: 0 }, 'moveMenuItem')).menu)).toEqual(['A', 'B', 'C', 'B1']);

    await ok(admin, MOVE, { id: b1, parentId: a, position: 0 }, 'moveMenuItem');
    expect(await refused(admin, MOVE, { id: a, parentId: b1, position: 0 }, 'moveMenuItem')).toMatchObject({ code: 'V_07', property: 'parentId' });
    expect(await refused(admin, MOVE, { id: a, parentId: a, position: 0 }, 'moveMenuItem')).toMatchObject({ code: 'V_07', property: 'parentId' });
    expect(await refused(admin, MOVE, { id: 999999, parentId: null, position: 0 }, 'moveMenuItem')).toMatchObject({ code: 'V_12', property: 'id' });
    expect(await refused(admin, MOVE, { id: a, parentId: 999999, position: 0 }, 'moveMenuItem')).toMatchObject({ code: 'V_12', property: 'parentId' });
  });

  it('renameMenuItem relabels; deleteMenuItem removes the subtree; unknown ids are V_12 id', async () => {
    const a = await add({ label: 'A', url: '#a' });
    await add({ label: 'A1', url: '#a1', parentId: a });
    await add({ label: 'B', url: '#b' });

    expect(outline((await ok(editor, RENAME, { id: a, label: 'Alpha' }, 'renameMenuItem')).menu)).toEqual([['Alpha', ['A1']], 'B']);
    expect(await refused(admin, RENAME, { id: a, label: '  ' }, 'renameMenuItem')).toMatchObject({ code: 'V_01', property: 'label' });
    expect(await refused(admin, RENAME, { id: 999999, label: 'Nope' }, 'renameMenuItem')).toMatchObject({ code: 'V_12', property: 'id' });

    const deleted = await ok(editor, DELETE, { id: a }, 'deleteMenuItem');
    expect(deleted).toMatchObject({ id: a, locale: 'en-gb' });
    expect(outline(deleted.menu)).toEqual(['B']);
    expect(await gateway.tessera.orm.em.fork().count(MenuItem, {})).toBe(1);
    expect(await refused(admin, DELETE, { id: a }, 'deleteMenuItem')).toMatchObject({ code: 'V_12', property: 'id' });
  });

  it('menuSearch finds pages of the locale with 3 or more characters, for signed-in users only', async () => {
    const page = await createPage('Wombat care', { publish: true });
    await createPage('Wombat zorg', { locale: 'nl-nl' });
    expect(await ok(reviewer, SEARCH, { locale: 'en-gb', searchTerm: 'womb' }, 'menuSearch')).toEqual([
      { id: page, slug: expect.stringMatching(/^wombat-care-/), title: 'Wombat care', published: true },
    ]);
    expect(errorOf(await admin.gql(SEARCH, { locale: 'en-gb', searchTerm: 'wo' }), 'menuSearch')).toMatchObject({ code: 'V_12', property: 'searchTerm' });
    expect(errorOf(await visitor.gql(SEARCH, { locale: 'en-gb', searchTerm: 'wombat' }), 'menuSearch')).toMatchObject({ code: 'UM_01' });
  });

  it('changing the menu needs a session (UM_01) and manage-menu (UM_01); refused changes announce nothing', async () => {
    const a = await add({ label: 'A', url: '#a' });
    await add({ label: 'B', url: '#b' });
    events = [];
    for (const client of [visitor, reviewer]) {
      expect(await refused(client, CREATE, { input: { locale: 'en-gb', label: 'X', url: '#x' } }, 'createMenuItem')).toMatchObject({ code: 'UM_01' });
      expect(await refused(client, MOVE, { id: a, parentId: null, position: 1 }, 'moveMenuItem')).toMatchObject({ code: 'UM_01' });
      expect(await refused(client, RENAME, { id: a, label: 'X' }, 'renameMenuItem')).toMatchObject({ code: 'UM_01' });
      expect(await refused(client, DELETE, { id: a }, 'deleteMenuItem')).toMatchObject({ code: 'UM_01' });
    }
    expect(events.filter((e) => e.type === 'menu.changed')).toEqual([]);

    await ok(editor, RENAME, { id: a, label: 'Allowed' }, 'renameMenuItem');
    expect(events.filter((e) => e.type === 'menu.changed').map((e) => e.payload)).toEqual([{ locale: 'en-gb' }]);
  });
});
