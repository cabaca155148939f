import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Who may move or remove a page's public address (issue 20, item 4): renaming a page that is on
 * the site changes a public address and leaves a redirect, so it needs publish-page, like
 * unpublishing; the home page and the 404 page keep their slugs (they are the site's root and its
 * not-found answer); deleting a live page needs publish-page, deleting one that waits for a
 * reviewer needs the right to withdraw that request.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let otherEditor: TestClient;
let reviewer: TestClient;
let serial = 0;
const api = '/api/tessera/page';
const events: DomainEvent[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    events.push(event);
  });
  editor = (await gateway.signedIn('editor')).client;
  otherEditor = (await gateway.signedIn('editor')).client;
  reviewer = (await gateway.signedIn('reviewer')).client;
});

afterAll(async () => {
  await gateway?.stop();
});

const body = (text: string) => ({ title: `Page ${text}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

/** A page stored by `client` (the editor unless told), published by the administrator when `live`. */
async function pageAt(slug: string, options: { live?: boolean; locale?: string; client?: TestClient } = {}) {
  const client = options.client ?? editor;
  const created = await client.rest('POST', `${api}/create`, { title: `Page ${slug}`, slug, type: 'content-page', locale: options.locale ?? 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await client.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, body(slug));
  expect(stored.status).toBe(200);
  if (options.live) expect((await admin.rest('POST', `${api}/${created.body.pageID}/publish`)).status).toBe(200);
  return created.body.pageID as number;
}

const rename = (client: TestClient, id: number, slug: string) => client.rest('PUT', `${api}/${id}/save`, { slug, shouldUpdateLinks: true });

/** A visitor's read by path; a 301 is returned as it comes. */
async function visit(path: string) {
  const response = await fetch(`${gateway.url}${api}/get-by-slug-query?slug=${encodeURIComponent(path)}`, { redirect: 'manual' });
  return { status: response.status, body: (await response.json()) as { redirect?: string; page?: { slug: string } } };
}

async function facts(id: number) {
  const em = gateway.tessera.orm.em.fork();
  const [page] = await em.execute<{ slug: string }[]>('select slug from page where id = ?', [id]);
  const [redirects] = await em.execute<{ n: string }[]>('select count(*) as n from page_redirect where page_id = ?', [id]);
  const [audit] = await em.execute<{ n: string }[]>(`select count(*) as n from audit_log where action = 'page.slug-changed' and subject_id = ?`, [String(id)]);
  return { slug: page?.slug ?? null, redirects: Number(redirects.n), audit: Number(audit.n), events: events.filter((e) => e.payload.pageId === id && e.type === 'page.slug-changed').length };
}

function expectRefused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status, Errors: [{ code, property }] });
}

describe('renaming a page that is on the site', () => {
  it('is refused to an editor without publish-page (UM_01 on slug): the page keeps its address, no redirect, event or audit row', async () => {
    const id = await pageAt(`live-${++serial}`, { live: true });
    const before = await facts(id);
    const refused = await rename(editor, id, `moved-${serial}`);
    expectRefused(refused, 403, 'UM_01', 'slug');
    expect(await facts(id)).toEqual(before);
    expect((await visit(`/live-${serial}`)).status).toBe(200);
    expect((await visit(`/moved-${serial}`)).status).toBe(404);

    const graphql = await editor.gql('mutation S($id: Int!) { savePage(id: $id, slug: "elsewhere") { slug } }', { id });
    expect(graphql.body.errors![0].extensions).toMatchObject({ code: 'UM_01', property: 'slug' });
    expect(await facts(id)).toEqual(before);
  });

  it('is allowed to a publisher: the old address answers 301 to the new one', async () => {
    const id = await pageAt(`live-${++serial}`, { live: true });
    expect((await rename(reviewer, id, `moved-${serial}`)).status).toBe(200);
    expect(await visit(`/live-${serial}`)).toMatchObject({ status: 301, body: { redirect: `/moved-${serial}` } });
  });

  it('is allowed to an editor while the page is not on the site: a concept, a page taken off it, one up for review', async () => {
    const concept = await pageAt(`concept-${++serial}`);
    expect((await rename(editor, concept, `concept-${serial}-b`)).status).toBe(200);

    const offline = await pageAt(`offline-${serial}`, { live: true });
    expect((await admin.rest('POST', `${api}/${offline}/unpublish`)).status).toBe(200);
    expect((await rename(editor, offline, `offline-${serial}-b`)).status).toBe(200);

    // A reviewer who accepts publishes the page at the slug it has then: that is their decision.
    const requested = await pageAt(`requested-${serial}`);
    expect((await editor.rest('POST', `${api}/${requested}/request-publication`, { comment: 'Please' })).status).toBe(200);
    expect((await rename(editor, requested, `requested-${serial}-b`)).status).toBe(200);
  });

  it('sending the slug it already has is no change and needs nothing', async () => {
    const id = await pageAt(`same-${++serial}`, { live: true });
    expect((await rename(editor, id, ` /Same-${serial}/ `)).status).toBe(200);
    expect((await facts(id)).redirects).toBe(0);
  });
});

describe('the home page and the 404 page keep their slugs', () => {
  it('nobody renames home, published or not, in any locale (V_07 on slug); the root keeps answering', async () => {
    const home = await pageAt('home', { live: true });
    const before = await facts(home);
    for (const client of [editor, reviewer, admin]) expectRefused(await rename(client, home, 'welcome'), 409, 'V_07', 'slug');
    expect(await facts(home)).toEqual(before);
    expect(await visit('/')).toMatchObject({ status: 200, body: { page: { slug: 'home' } } });

    const dutchHome = await pageAt('home', { locale: 'nl-nl' });
    expectRefused(await rename(admin, dutchHome, 'welkom'), 409, 'V_07', 'slug');
  });

  it('nobody renames the 404 page', async () => {
    const notFound = await pageAt('404', { live: true });
    expectRefused(await rename(admin, notFound, 'not-found'), 409, 'V_07', 'slug');
    expect((await visit(`/no-such-page-${++serial}`)).status).toBe(404);
  });
});

describe('deleting a page', () => {
  it('that waits for a reviewer: its requester or a reviewer may (as they may withdraw the request), another editor may not', async () => {
    const mine = await pageAt(`asked-${++serial}`);
    expect((await editor.rest('POST', `${api}/${mine}/request-publication`, { comment: 'Please' })).status).toBe(200);
    expectRefused(await otherEditor.rest('POST', `${api}/${mine}/delete`), 403, 'UM_01', null);
    expect((await admin.rest('GET', `${api}/${mine}`)).body.status).toBe('publication-requested');
    expect((await editor.rest('POST', `${api}/${mine}/delete`)).status).toBe(200);

    const theirs = await pageAt(`asked-${++serial}`);
    expect((await editor.rest('POST', `${api}/${theirs}/request-publication`, { comment: 'Please' })).status).toBe(200);
    expect((await reviewer.rest('POST', `${api}/${theirs}/delete`)).status).toBe(200);
  });
});

describe('what the admin is told it may do', () => {
  const query = 'query P($id: Int!) { page(id: $id) { slugLock mayDelete } }';
  const answer = async (client: TestClient, id: number) => (await client.gql(query, { id })).body.data.page;

  it('names why the slug is locked and whether the page may be deleted, by the rules the operations enforce', async () => {
    const live = await pageAt(`told-${++serial}`, { live: true });
    expect(await answer(editor, live)).toEqual({ slugLock: 'publish-page', mayDelete: false });
    expect(await answer(reviewer, live)).toEqual({ slugLock: null, mayDelete: true });

    const concept = await pageAt(`told-${++serial}`);
    expect(await answer(editor, concept)).toEqual({ slugLock: null, mayDelete: true });
    expect((await editor.rest('POST', `${api}/${concept}/request-publication`, { comment: '' })).status).toBe(200);
    expect(await answer(editor, concept)).toEqual({ slugLock: null, mayDelete: true });
    expect(await answer(otherEditor, concept)).toEqual({ slugLock: null, mayDelete: false });

    const home = await pageAt('home', { locale: 'de-de' });
    expect(await answer(admin, home)).toEqual({ slugLock: 'fixed', mayDelete: true });
    expect((await admin.rest('GET', `${api}/${home}`)).body).toMatchObject({ slugLock: 'fixed', mayDelete: true });
  });
});
