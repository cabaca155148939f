import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import type { DomainEvent } from '@tessera/read-model';
import { MenuItem } from '@tessera/schema/src/menus/menu-item.entity';

/** The menu structure over the REST facade (SPEC §2 menu structure, §5, §7, §8). */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];
let serial = 0;

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

async function createPage(title: string, options: { locale?: string; publish?: boolean; slug?: string } = {}): Promise<number> {
  const slug = options.slug ?? `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++serial}`;
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

async function menuOf(locale = 'en-gb', client: TestClient = admin) {
  const reply = await client.rest('GET', `/api/tessera/menu/${locale}`);
  expect(reply.status).toBe(200);
  return reply.body.items as any[];
}

/** Adds an item (as the admin unless told) and answers its id. */
async function add(body: Record<string, unknown>, client: TestClient = admin): Promise<number> {
  const reply = await client.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', ...body });
  expect(reply.status).toBe(200);
  return reply.body.id;
}

async function addUrl(label: string, extra: Record<string, unknown> = {}) {
  return add({ label, url: `https://example.com/${label.toLowerCase()}`, ...extra });
}

type Outline = string | [string, Outline[]];

/** Labels as nested outlines; asserts every sibling list is numbered 0..n-1 under its parent. */
function outline(items: any[], parentId: number | null = null): Outline[] {
  expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index));
  expect(items.map((i) => i.parentId)).toEqual(items.map(() => parentId));
  return items.map((i) => (i.children.length ? [i.label, outline(i.children, i.id)] : i.label));
}

async function itemCount() {
  return gateway.tessera.orm.em.fork().count(MenuItem, {});
}

type Answer = { status: number; body: any };

function expectRefused(reply: Answer, status: number, ...errors: { code: string; property?: string | null }[]) {
  expect(reply.status).toBe(status);
  expect(reply.body.Success).toBe(false);
  expect(reply.body.Errors).toEqual(expect.arrayContaining(errors.map((e) => expect.objectContaining(e))));
}

/** Runs a refused change and proves the stored tree is as it was. */
async function refusedWithoutChange(change: () => Promise<Answer>, status: number, ...errors: { code: string; property?: string | null }[]) {
  const before = { tree: await menuOf(), count: await itemCount() };
  expectRefused(await change(), status, ...errors);
  expect(await menuOf()).toEqual(before.tree);
  expect(await itemCount()).toBe(before.count);
}

const menuEvents = () => events.filter((e) => e.type === 'menu.changed').map((e) => e.payload);

describe('reading the menu', () => {
  it('a locale without items has an empty menu', async () => {
    expect(await menuOf('de-de', visitor)).toEqual([]);
  });

  it('a locale the site does not offer is refused (V_12 locale)', async () => {
    expectRefused(await visitor.rest('GET', '/api/tessera/menu/xx-xx'), 422, { code: 'V_12', property: 'locale' });
    expectRefused(await visitor.rest('GET', '/api/tessera/menu/english'), 422, { code: 'V_12', property: 'locale' });
  });

  it('each item carries its page and public path, or its url, and its children in order', async () => {
    const home = await createPage('Home', { slug: 'home', publish: true });
    const about = await createPage('About us', { publish: true });
    const dutch = await createPage('Over ons', { locale: 'nl-nl', publish: true });
    const aboutItem = await add({ label: 'About', pageId: about });
    await add({ label: 'Contact', url: '#contact', parentId: aboutItem });
    await add({ label: 'Start', pageId: home, position: 0 });
    await add({ locale: 'nl-nl', label: 'Over', pageId: dutch });

    const [start, aboutEntry] = await menuOf('en-gb', visitor);
    expect(start).toEqual({
      id: expect.any(Number),
      parentId: null,
      position: 0,
      label: 'Start',
      url: null,
      page: { id: home, slug: 'home', title: 'Home', published: true },
      path: '/',
      children: [],
    });
    expect(aboutEntry).toMatchObject({ id: aboutItem, label: 'About', url: null, page: { id: about, title: 'About us', published: true } });
    expect(aboutEntry.path).toBe(`/${aboutEntry.page.slug}`);
    expect(aboutEntry.children).toEqual([{ id: expect.any(Number), parentId: aboutItem, position: 0, label: 'Contact', url: '#contact', page: null, path: '#contact', children: [] }]);
    const [over] = await menuOf('nl-nl', visitor);
    expect(over.path).toMatch(/^\/nl-nl\/over-ons-\d+$/);
  });

  it('visitors see only items leading to a published page or a url; an item they cannot see hides what is under it', async () => {
    const published = await createPage('Published', { publish: true });
    const draft = await createPage('Draft');
    const news = await addUrl('News');
    await add({ label: 'Draft child', pageId: draft, parentId: news });
    const draftItem = await add({ label: 'Draft', pageId: draft });
    await add({ label: 'Under draft', url: 'https://example.com/under', parentId: draftItem });
    await add({ label: 'Published', pageId: published });

    const everything: Outline[] = [['News', ['Draft child']], ['Draft', ['Under draft']], 'Published'];
    expect(outline(await menuOf('en-gb', admin))).toEqual(everything);
    expect(outline(await menuOf('en-gb', reviewer))).toEqual(everything);
    const seen = await menuOf('en-gb', visitor);
    expect(seen.map((i) => i.label)).toEqual(['News', 'Published']);
    expect(seen[0].children).toEqual([]);
    expect((await menuOf('en-gb', reviewer))[1].page).toMatchObject({ id: draft, published: false });

    expect((await admin.rest('POST', `/api/tessera/page/${draft}/publish`)).status).toBe(200);
    expect((await menuOf('en-gb', visitor)).map((i) => [i.label, i.children.map((c: any) => c.label)])).toEqual([
      ['News', ['Draft child']],
      ['Draft', ['Under draft']],
      ['Published', []],
    ]);
    expect((await admin.rest('POST', `/api/tessera/page/${draft}/unpublish`)).status).toBe(200);
    expect((await menuOf('en-gb', visitor)).map((i) => i.label)).toEqual(['News', 'Published']);
  });
});

describe('creating menu items', () => {
  it('an editor adds page and url items; the end by default, an explicit position shifts the siblings', async () => {
    const page = await createPage('Services');
    const created = await editor.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: '  Services ', pageId: page });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ Success: true, Errors: [], id: expect.any(Number), locale: 'en-gb' });
    expect(created.body.menu).toEqual(await menuOf());
    expect(created.body.menu[0]).toMatchObject({ id: created.body.id, label: 'Services', page: { id: page, published: false } });

    await add({ label: 'Mail', url: 'mailto:info@example.com' }, editor);
    await add({ label: 'Phone', url: 'tel:+31 20 123 4567' }, editor);
    await add({ label: 'First', url: '#top', position: 0 }, editor);
    await add({ label: 'Second', url: 'https://example.com', position: 1 }, editor);
    const last = await add({ label: 'Last', url: 'http://example.com/last', position: 99 }, editor);
    await add({ label: 'Child b', url: '#b', parentId: last }, editor);
    await add({ label: 'Child a', url: '#a', parentId: last, position: 0 }, editor);
    expect(outline(await menuOf())).toEqual(['First', 'Second', 'Services', 'Mail', 'Phone', ['Last', ['Child a', 'Child b']]]);

    const audit = await admin.rest('GET', '/api/tessera/audit-log?action=menu-item.created&pageSize=100');
    expect(audit.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ subjectType: 'menu-item', subjectId: String(last), details: expect.objectContaining({ label: 'Last' }) })]));
  });

  it('accepts the link types of a menu url: http(s), mailto:, tel: and #anchor, trimmed', async () => {
    const urls = ['https://example.com/a?b=c#d', 'http://localhost:8080/', 'mailto:info@example.com?subject=Hi', 'tel:+31 (0)20-123', '#contact'];
    for (const url of urls) await add({ label: url, url: `  ${url} ` });
    expect((await menuOf()).map((i) => [i.url, i.path])).toEqual(urls.map((url) => [url, url]));
  });

  it('refuses a url that is not an external, mailto, tel or anchor link (V_13)', async () => {
    await addUrl('Existing');
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', '/about-us', 'about-us', 'example.com', 'mailto:nobody', 'tel:call-me', '#', '# bad', 'https://']) {
      await refusedWithoutChange(() => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Bad', url }), 422, { code: 'V_13', property: 'url' });
    }
    await refusedWithoutChange(() => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Long', url: `https://example.com/${'a'.repeat(2048)}` }), 422, {
      code: 'V_14',
      property: 'url',
    });
  });

  it('needs exactly one of pageId and url: V_01 for neither, V_12 for both', async () => {
    const page = await createPage('Either');
    await addUrl('Existing');
    const create = (body: object) => () => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Item', ...body });
    await refusedWithoutChange(create({}), 422, { code: 'V_01', property: 'pageId' }, { code: 'V_01', property: 'url' });
    await refusedWithoutChange(create({ pageId: null, url: '   ' }), 422, { code: 'V_01', property: 'pageId' }, { code: 'V_01', property: 'url' });
    await refusedWithoutChange(create({ pageId: page, url: 'https://example.com' }), 422, { code: 'V_12', property: 'url' });
  });

  it('the page must exist in the same locale (V_12 pageId)', async () => {
    const dutch = await createPage('Alleen Nederlands', { locale: 'nl-nl' });
    await addUrl('Existing');
    for (const pageId of [dutch, 999999, 'abc', -1, 1.5]) {
      await refusedWithoutChange(() => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Item', pageId }), 422, { code: 'V_12', property: 'pageId' });
    }
  });

  it('the label is required and at most 255 characters (V_01, V_14)', async () => {
    await addUrl('Existing');
    const create = (label: unknown) => () => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', url: '#x', ...(label === undefined ? {} : { label }) });
    await refusedWithoutChange(create(undefined), 422, { code: 'V_01', property: 'label' });
    await refusedWithoutChange(create('   '), 422, { code: 'V_01', property: 'label' });
    await refusedWithoutChange(create('x'.repeat(256)), 422, { code: 'V_14', property: 'label' });
    await refusedWithoutChange(create(42), 422, { code: 'V_12', property: 'label' });
    await add({ label: 'y'.repeat(255), url: '#y' });
    expect((await menuOf())[1].label).toBe('y'.repeat(255));
  });

  it('the parent must exist in the same locale (V_12 parentId)', async () => {
    const dutchParent = await add({ locale: 'nl-nl', label: 'Nederlands', url: '#nl' });
    await addUrl('Existing');
    for (const parentId of [dutchParent, 999999, 'top']) {
      await refusedWithoutChange(() => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Child', url: '#c', parentId }), 422, { code: 'V_12', property: 'parentId' });
    }
  });

  it('reports a foreign page and a foreign parent at once', async () => {
    const dutch = await createPage('Samen', { locale: 'nl-nl' });
    const dutchParent = await add({ locale: 'nl-nl', label: 'Nederlands', url: '#nl' });
    const reply = await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Child', pageId: dutch, parentId: dutchParent });
    expectRefused(reply, 422, { code: 'V_12', property: 'pageId' }, { code: 'V_12', property: 'parentId' });
  });

  it('the locale must be one the site offers; the position a whole number from 0; unknown fields are refused', async () => {
    await addUrl('Existing');
    const create = (body: object) => () => admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Item', url: '#i', ...body });
    await refusedWithoutChange(create({ locale: 'xx-xx' }), 422, { code: 'V_12', property: 'locale' });
    await refusedWithoutChange(create({ locale: undefined }), 422, { code: 'V_01', property: 'locale' });
    for (const position of [-1, 1.5, 'first']) await refusedWithoutChange(create({ position }), 422, { code: 'V_12', property: 'position' });
    await refusedWithoutChange(create({ colour: 'red' }), 422, { code: 'V_12', property: 'colour' });
  });
});

describe('moving menu items', () => {
  const move = (id: number, body: object, client: TestClient = admin) => client.rest('PUT', `/api/tessera/menu/item/${id}/move`, body);

  it('reorders an item among its siblings', async () => {
    const [a, , , d] = [await addUrl('A'), await addUrl('B'), await addUrl('C'), await addUrl('D')];
    const moved = await move(d, { parentId: null, position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ Success: true, Errors: [], id: d, locale: 'en-gb' });
    expect(outline(moved.body.menu)).toEqual(['D', 'A', 'B', 'C']);
    expect((await move(d, { parentId: null, position: 2 })).status).toBe(200);
    expect(outline(await menuOf())).toEqual(['A', 'B', 'D', 'C']);
    expect((await move(a, { parentId: null, position: 99 })).status).toBe(200);
    expect(outline(await menuOf())).toEqual(['B', 'D', 'C', 'A']);
    expect((await move(a, { parentId: null, position: 3 })).status).toBe(200);
    expect(outline(await menuOf())).toEqual(['B', 'D', 'C', 'A']);
  });

  it('moves an item with its subtree under another parent and back to the top; both sibling lists are renumbered', async () => {
    const a = await addUrl('A');
    const a1 = await addUrl('A1', { parentId: a });
    await addUrl('A2', { parentId: a });
    const b = await addUrl('B');
    await addUrl('B1', { parentId: b });
    await addUrl('C');

    expect((await move(a, { parentId: b, position: 0 }, editor)).status).toBe(200);
    expect(outline(await menuOf())).toEqual([['B', [['A', ['A1', 'A2']], 'B1']], 'C']);
    expect((await move(a1, { parentId: null, position: 1 })).status).toBe(200);
    expect(outline(await menuOf())).toEqual([['B', [['A', ['A2']], 'B1']], 'A1', 'C']);
    expect((await move(a, { parentId: null, position: 0 })).status).toBe(200);
    expect(outline(await menuOf())).toEqual([['A', ['A2']], ['B', ['B1']], 'A1', 'C']);
  });

  it('cannot move an item under itself or one of its descendants (V_07)', async () => {
    const a = await addUrl('A');
    const a1 = await addUrl('A1', { parentId: a });
    const a11 = await addUrl('A11', { parentId: a1 });
    await addUrl('B');
    for (const parentId of [a, a1, a11]) await refusedWithoutChange(() => move(a, { parentId, position: 0 }), 409, { code: 'V_07', property: 'parentId' });
    await refusedWithoutChange(() => move(a1, { parentId: a11, position: 0 }), 409, { code: 'V_07', property: 'parentId' });
  });

  it('refuses an unknown item (404), an unknown or foreign parent, and a move without parentId or position', async () => {
    const a = await addUrl('A');
    await addUrl('B');
    const dutch = await add({ locale: 'nl-nl', label: 'Nederlands', url: '#nl' });
    await refusedWithoutChange(() => move(999999, { parentId: null, position: 0 }), 404, { code: 'V_12', property: 'id' });
    await refusedWithoutChange(() => move(a, { parentId: 999999, position: 0 }), 422, { code: 'V_12', property: 'parentId' });
    await refusedWithoutChange(() => move(a, { parentId: dutch, position: 0 }), 422, { code: 'V_12', property: 'parentId' });
    await refusedWithoutChange(() => move(a, { position: 1 }), 422, { code: 'V_01', property: 'parentId' });
    await refusedWithoutChange(() => move(a, { parentId: null }), 422, { code: 'V_01', property: 'position' });
    await refusedWithoutChange(() => move(a, { parentId: null, position: -1 }), 422, { code: 'V_12', property: 'position' });
    expectRefused(await admin.rest('PUT', '/api/tessera/menu/item/abc/move', { parentId: null, position: 0 }), 422, { code: 'V_12', property: 'id' });
  });

  // The embedded database runs one transaction at a time; against a PostgreSQL server
  // (DATABASE_URL) these really interleave, and without the locale lock positions collide.
  it('concurrent creates and moves leave every sibling list numbered 0..n-1', async () => {
    const parents = [await addUrl('P'), await addUrl('Q')];
    const creates = Array.from({ length: 12 }, (_, i) =>
      admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: `N${i}`, url: '#n', parentId: i % 3 === 0 ? null : parents[i % 2], position: i % 4 }),
    );
    const created = await Promise.all(creates);
    expect(created.map((r: Answer) => r.status)).toEqual(created.map(() => 200));
    const ids: number[] = created.map((r: Answer) => r.body.id);
    const moves = await Promise.all(ids.map((id, i) => move(id, { parentId: i % 2 ? parents[0] : null, position: i % 3 })));
    expect(moves.map((r: Answer) => r.status)).toEqual(moves.map(() => 200));
    const tree = await menuOf();
    outline(tree);
    const count = (items: any[]): number => items.reduce((n, i) => n + 1 + count(i.children), 0);
    expect(count(tree)).toBe(14);
  });
});

describe('renaming menu items', () => {
  const rename = (id: number | string, body: object, client: TestClient = admin) => client.rest('PUT', `/api/tessera/menu/item/${id}/rename`, body);

  it('renames an item; its place and link stay', async () => {
    const page = await createPage('Team', { publish: true });
    await addUrl('A');
    const team = await add({ label: 'Team', pageId: page });
    await addUrl('Team child', { parentId: team });
    const before = (await menuOf())[1];
    const renamed = await rename(team, { label: '  Our team ' }, editor);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ Success: true, Errors: [], id: team, locale: 'en-gb' });
    expect(renamed.body.menu[1]).toEqual({ ...before, label: 'Our team' });
    expect(outline(await menuOf())).toEqual(['A', ['Our team', ['Team child']]]);
  });

  it('refuses an empty or too long label and an unknown item (404)', async () => {
    const a = await addUrl('A');
    await refusedWithoutChange(() => rename(a, { label: ' ' }), 422, { code: 'V_01', property: 'label' });
    await refusedWithoutChange(() => rename(a, {}), 422, { code: 'V_01', property: 'label' });
    await refusedWithoutChange(() => rename(a, { label: 'z'.repeat(256) }), 422, { code: 'V_14', property: 'label' });
    await refusedWithoutChange(() => rename(999999, { label: 'Gone' }), 404, { code: 'V_12', property: 'id' });
    await refusedWithoutChange(() => rename('0', { label: 'Zero' }), 422, { code: 'V_12', property: 'id' });
  });
});

describe('deleting menu items', () => {
  it('removes an item with everything under it; the siblings close the gap', async () => {
    await addUrl('A');
    const b = await addUrl('B');
    const b1 = await addUrl('B1', { parentId: b });
    await addUrl('B11', { parentId: b1 });
    await addUrl('B2', { parentId: b });
    await addUrl('C');
    const deleted = await editor.rest('DELETE', `/api/tessera/menu/item/${b}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ Success: true, Errors: [], id: b, locale: 'en-gb' });
    expect(outline(deleted.body.menu)).toEqual(['A', 'C']);
    expect(outline(await menuOf())).toEqual(['A', 'C']);
    expect(await itemCount()).toBe(2);
  });

  it('removes a child and renumbers its siblings', async () => {
    const a = await addUrl('A');
    const a1 = await addUrl('A1', { parentId: a });
    await addUrl('A2', { parentId: a });
    await addUrl('A3', { parentId: a });
    expect((await admin.rest('DELETE', `/api/tessera/menu/item/${a1}`)).status).toBe(200);
    expect(outline(await menuOf())).toEqual([['A', ['A2', 'A3']]]);
  });

  it('an unknown item is 404 V_12 id; a malformed id 422', async () => {
    await addUrl('A');
    await refusedWithoutChange(() => admin.rest('DELETE', '/api/tessera/menu/item/999999'), 404, { code: 'V_12', property: 'id' });
    await refusedWithoutChange(() => admin.rest('DELETE', '/api/tessera/menu/item/one'), 422, { code: 'V_12', property: 'id' });
  });
});

describe('searching menu targets', () => {
  it('finds pages of the locale by title or slug, published or not', async () => {
    const byTitle = await createPage('Quokka facts');
    const bySlug = await createPage('Animals', { slug: 'about-quokkas', publish: true });
    await createPage('Quokka nieuws', { locale: 'nl-nl' });
    await createPage('Unrelated');
    const reply = await reviewer.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm: ' QUO ' });
    expect(reply.status).toBe(200);
    expect([...reply.body.items].sort((x: any, y: any) => x.id - y.id)).toEqual([
      { id: byTitle, slug: expect.stringMatching(/^quokka-facts-/), title: 'Quokka facts', published: false },
      { id: bySlug, slug: 'about-quokkas', title: 'Animals', published: true },
    ]);
    expect((await editor.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm: 'kkas' })).body.items.map((p: any) => p.id)).toEqual([bySlug]);
    expect((await editor.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm: '%%%' })).body.items).toEqual([]);
  });

  it('needs 3 or more characters (V_12 searchTerm)', async () => {
    await createPage('Yak shaving');
    for (const searchTerm of ['ya', ' ya  ', '', 'y']) {
      expectRefused(await admin.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm }), 422, { code: 'V_12', property: 'searchTerm' });
    }
    expectRefused(await admin.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb' }), 422, { code: 'V_01', property: 'searchTerm' });
    expectRefused(await admin.rest('POST', '/api/tessera/menu/search', { locale: 'xx-xx', searchTerm: 'yak' }), 422, { code: 'V_12', property: 'locale' });
    expect((await admin.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm: 'yak' })).body.items).toHaveLength(1);
  });

  it('visitors cannot search (401 UM_01)', async () => {
    expectRefused(await visitor.rest('POST', '/api/tessera/menu/search', { locale: 'en-gb', searchTerm: 'yak' }), 401, { code: 'UM_01' });
  });
});

describe('who may change the menu', () => {
  async function attempts(client: TestClient, id: number) {
    return [
      () => client.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Sneaky', url: '#x' }),
      () => client.rest('PUT', `/api/tessera/menu/item/${id}/move`, { parentId: null, position: 1 }),
      () => client.rest('PUT', `/api/tessera/menu/item/${id}/rename`, { label: 'Sneaky' }),
      () => client.rest('DELETE', `/api/tessera/menu/item/${id}`),
    ];
  }

  it('cannot change the menu without a session (401 UM_01)', async () => {
    const a = await addUrl('A');
    await addUrl('B');
    events = [];
    for (const attempt of await attempts(visitor, a)) await refusedWithoutChange(attempt, 401, { code: 'UM_01' });
    expect(menuEvents()).toHaveLength(0);
  });

  it('cannot change the menu without manage-menu (403 UM_01), but may read it', async () => {
    const a = await addUrl('A');
    await addUrl('B');
    events = [];
    for (const attempt of await attempts(reviewer, a)) await refusedWithoutChange(attempt, 403, { code: 'UM_01' });
    expect(outline(await menuOf('en-gb', reviewer))).toEqual(['A', 'B']);
    expect(menuEvents()).toHaveLength(0);
  });
});

describe('menu.changed', () => {
  it('every change announces menu.changed with its locale; refused changes announce nothing', async () => {
    const a = await add({ locale: 'nl-nl', label: 'A', url: '#a' });
    const b = await add({ locale: 'nl-nl', label: 'B', url: '#b' });
    await admin.rest('PUT', `/api/tessera/menu/item/${a}/move`, { parentId: b, position: 0 });
    await admin.rest('PUT', `/api/tessera/menu/item/${a}/rename`, { label: 'A2' });
    await admin.rest('DELETE', `/api/tessera/menu/item/${b}`);
    expect(menuEvents()).toEqual(Array.from({ length: 5 }, () => ({ locale: 'nl-nl' })));

    events = [];
    const c = await addUrl('C');
    expectRefused(await admin.rest('PUT', `/api/tessera/menu/item/${c}/move`, { parentId: c, position: 0 }), 409, { code: 'V_07' });
    expectRefused(await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Bad', url: 'javascript:void(0)' }), 422, { code: 'V_13' });
    expect(menuEvents()).toEqual([{ locale: 'en-gb' }]);
  });
});

describe('deleting a page', () => {
  const deletePage = (id: number) => admin.rest('POST', `/api/tessera/page/${id}/delete`);

  it("removes its menu items; their children move up to the removed item's place", async () => {
    const gone = await createPage('Gone', { publish: true });
    const stays = await createPage('Stays', { publish: true });
    const a = await add({ label: 'A', pageId: stays });
    await addUrl('A1', { parentId: a });
    const underA = await add({ label: 'Gone under A', pageId: gone, parentId: a, position: 0 });
    await addUrl('G1', { parentId: underA });
    const top = await add({ label: 'Gone on top', pageId: gone });
    await addUrl('T1', { parentId: top });
    const t2 = await addUrl('T2', { parentId: top });
    await addUrl('T21', { parentId: t2 });
    await addUrl('C');
    const dutch = await add({ locale: 'nl-nl', label: 'Blijft', url: '#nl' });
    expect(outline(await menuOf())).toEqual([['A', [['Gone under A', ['G1']], 'A1']], ['Gone on top', ['T1', ['T2', ['T21']]]], 'C']);

    events = [];
    expect((await deletePage(gone)).status).toBe(200);
    expect(outline(await menuOf())).toEqual([['A', ['G1', 'A1']], 'T1', ['T2', ['T21']], 'C']);
    expect(await menuOf('nl-nl')).toEqual([expect.objectContaining({ id: dutch, label: 'Blijft' })]);
    expect(menuEvents()).toEqual([{ locale: 'en-gb' }]);
    expect(events.find((e) => e.type === 'page.deleted')?.payload).toMatchObject({ pageId: gone, menuChanged: true });
  });

  it('an item of the page under another item of the same page lifts its children past both', async () => {
    const gone = await createPage('Twice', { publish: true });
    await addUrl('A');
    const outer = await add({ label: 'Outer', pageId: gone });
    const inner = await add({ label: 'Inner', pageId: gone, parentId: outer });
    await addUrl('I1', { parentId: inner });
    await addUrl('I2', { parentId: inner });
    await addUrl('O2', { parentId: outer });
    await addUrl('B');
    expect((await deletePage(gone)).status).toBe(200);
    expect(outline(await menuOf())).toEqual(['A', 'I1', 'I2', 'O2', 'B']);
    expect(await itemCount()).toBe(5);
  });

  it('a page no menu links to leaves the menus and their event alone', async () => {
    const page = await createPage('Unlinked');
    await addUrl('A');
    events = [];
    expect((await deletePage(page)).status).toBe(200);
    expect(outline(await menuOf())).toEqual(['A']);
    expect(menuEvents()).toEqual([]);
    expect(events.find((e) => e.type === 'page.deleted')?.payload).toMatchObject({ pageId: page, menuChanged: false });
  });
});
