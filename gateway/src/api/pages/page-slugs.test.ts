import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Slugs (SPEC §2, §5, §7): normalised with the page type's prefix, unique per locale, checked by
 * slug-available; a slug change leaves a redirect and may rewrite links in other pages.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';
const events: DomainEvent[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

function create(slug: string, fields: Record<string, unknown> = {}) {
  return admin.rest('POST', `${api}/create`, { title: `Slug ${++serial}`, slug, type: 'content-page', content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }], locale: 'en-gb', ...fields });
}

async function created(slug: string, fields: Record<string, unknown> = {}) {
  const reply = await create(slug, fields);
  expect(reply.status).toBe(200);
  return reply.body as { pageID: number; pageVersionID: number };
}

async function pageOf(id: number) {
  return (await admin.rest('GET', `${api}/${id}`)).body;
}

async function pageCount(): Promise<number> {
  const [row] = await gateway.tessera.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from page');
  return Number(row.n);
}

const text = (body: string) => ({ type: 'rich-text', key: 'text', props: { body } });
const cta = (href: string, type = 'internal') => ({ type: 'call-to-action', key: 'cta', props: { title: 'Go', primary: { type, href } } });

/** A published page holding the given blocks. */
async function publishedWith(slug: string, blocks: unknown[], locale = 'en-gb') {
  const page = await created(slug, { locale });
  const stored = await admin.rest('POST', `${api}/version/${page.pageVersionID}/store-and-publish`, { title: `Links ${slug}`, blocks });
  expect(stored.status).toBe(200);
  return { pageID: page.pageID, versionID: stored.body.pageVersionID as number };
}

/** A visitor's read by path; a 301 is returned as it comes, not followed. */
async function visit(path: string) {
  const response = await fetch(`${gateway.url}${api}/get-by-slug-query?slug=${encodeURIComponent(path)}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe('slug normalisation and uniqueness', () => {
  it('stores slugs lowercase without outer slashes, and articles under news/', async () => {
    const plain = await created(' /About-Company/ ');
    expect((await pageOf(plain.pageID)).slug).toBe('about-company');
    const article = await created('Launch-Day', { type: 'article' });
    expect((await pageOf(article.pageID)).slug).toBe('news/launch-day');
    const prefixed = await created('news/second-launch', { type: 'article' });
    expect((await pageOf(prefixed.pageID)).slug).toBe('news/second-launch');
    const nested = await created('services/consulting');
    expect((await pageOf(nested.pageID)).slug).toBe('services/consulting');
  });

  it('refuses a slug that is not lowercase words and dashes with V_12, and a blank one with V_01', async () => {
    const before = await pageCount();
    for (const slug of ['hello world', 'a//b', 'über', '-dash', 'what?', '/']) {
      const reply = await create(slug);
      expect({ slug, status: reply.status, Errors: reply.body.Errors }).toEqual({ slug, status: 422, Errors: [{ code: 'V_12', property: 'slug' }] });
    }
    expect((await create('   ')).body.Errors).toEqual([{ code: 'V_01', property: 'slug' }]);
    expect((await create('a'.repeat(256))).body.Errors).toEqual([{ code: 'V_14', property: 'slug' }]);
    expect(await pageCount()).toBe(before);
  });

  it('refuses a slug already used in the locale (V_06, also after normalising) but allows it in another locale', async () => {
    await created('contact');
    await created('launch', { type: 'article' });
    const before = await pageCount();
    expect((await create('Contact')).body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    expect((await create('launch', { type: 'article' })).body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    expect((await create('news/launch')).status).toBe(409);
    expect(await pageCount()).toBe(before);
    const dutch = await created('contact', { locale: 'nl-nl' });
    expect(await pageOf(dutch.pageID)).toMatchObject({ slug: 'contact', locale: 'nl-nl' });
  });

  it('two creates of the same slug at the same moment: one page, the other gets V_06 (not a server error)', async () => {
    for (let round = 0; round < 3; round++) {
      const slug = `race-${round}`;
      const before = await pageCount();
      const replies = await Promise.all([create(slug), create(slug), create(slug)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      for (const loser of replies.filter((r) => r.status !== 200)) expect(loser.body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
      expect(await pageCount()).toBe(before + 1);
    }
  });

  it('refuses a slug whose first segment would read as a locale prefix (V_12): the page could never be reached', async () => {
    const before = await pageCount();
    for (const slug of ['co-op', 'nl-nl/about', 'EN-US']) {
      const reply = await create(slug);
      expect({ slug, status: reply.status, Errors: reply.body.Errors }).toEqual({ slug, status: 422, Errors: [{ code: 'V_12', property: 'slug' }] });
    }
    expect(await pageCount()).toBe(before);
    expect((await admin.rest('POST', `${api}/slug-available`, { slug: 'co-op', locale: 'en-gb' })).body).toEqual({ available: false, valid: false });

    const article = await created('co-op', { type: 'article' });
    expect((await pageOf(article.pageID)).slug).toBe('news/co-op');
    await admin.rest('POST', `${api}/${article.pageID}/publish`);
    expect((await visit('/news/co-op')).status).toBe(200);
    const saved = await admin.rest('PUT', `${api}/${(await created('coop')).pageID}/save`, { slug: 'co-op' });
    expect(saved.body.Errors).toEqual([{ code: 'V_12', property: 'slug' }]);
  });

  it('refuses an unknown page type and an unavailable locale with V_12', async () => {
    const before = await pageCount();
    expect((await create('typed', { type: 'poster' })).body.Errors).toEqual([{ code: 'V_12', property: 'type' }]);
    expect((await create('local', { locale: 'es-es' })).body.Errors).toEqual([{ code: 'V_12', property: 'locale' }]);
    expect((await create('local', { locale: 'dutch' })).body.Errors).toEqual([{ code: 'V_12', property: 'locale' }]);
    expect(await pageCount()).toBe(before);
  });
});

describe('slug-available', () => {
  it('answers per locale, treats a page’s own slug as free for it, and says when a slug is not valid', async () => {
    const page = await created('pricing');
    const ask = (body: Record<string, unknown>) => admin.rest('POST', `${api}/slug-available`, body);
    expect((await ask({ slug: 'pricing', locale: 'en-gb' })).body).toEqual({ available: false, valid: true });
    expect((await ask({ slug: '/Pricing/', locale: 'en-gb' })).body).toEqual({ available: false, valid: true });
    expect((await ask({ slug: 'pricing', locale: 'nl-nl' })).body).toEqual({ available: true, valid: true });
    expect((await ask({ slug: 'pricing', locale: 'en-gb', pageID: page.pageID })).body).toEqual({ available: true, valid: true });
    expect((await ask({ slug: 'no such page', locale: 'en-gb' })).body).toEqual({ available: false, valid: false });
    expect((await ask({ slug: 'pricing' })).body.Errors).toEqual([{ code: 'V_01', property: 'locale' }]);
    expect((await (await gateway.client().start()).rest('POST', `${api}/slug-available`, { slug: 'x', locale: 'en-gb' })).status).toBe(401);
  });

  it('answers over GraphQL', async () => {
    await created('graphql-slug');
    const query = 'query A($slug: String!, $locale: String!) { slugAvailable(slug: $slug, locale: $locale) { available valid } }';
    expect((await admin.gql(query, { slug: 'graphql-slug', locale: 'en-gb' })).body.data.slugAvailable).toEqual({ available: false, valid: true });
    expect((await admin.gql(query, { slug: 'graphql-free', locale: 'en-gb' })).body.data.slugAvailable).toEqual({ available: true, valid: true });
  });
});

describe('changing a slug', () => {
  it('moves the page; its old path answers 301 with the new path in redirect and Location', async () => {
    const { pageID } = await publishedWith('old-name', [text('<p>x</p>')]);
    const saved = await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'New-Name' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ Success: true, Errors: [], pageID, slug: 'new-name', linksUpdated: 0 });
    expect((await pageOf(pageID)).slug).toBe('new-name');

    const old = await visit('/old-name');
    expect(old.status).toBe(301);
    expect(old.body).toEqual({ status: 301, redirect: '/new-name' });
    expect(old.headers.get('location')).toBe('/new-name');
    expect((await visit('/new-name')).body.page.slug).toBe('new-name');
    expect(events.filter((e) => e.type === 'page.slug-changed' && e.payload.pageId === pageID)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ slug: 'new-name', oldSlug: 'old-name' }) }),
    ]);
  });

  it('follows a page through several renames, and a name taken back answers the page again', async () => {
    const { pageID } = await publishedWith('first-name', [text('<p>x</p>')]);
    await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'second-name' });
    await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'third-name' });
    expect((await visit('/first-name')).body.redirect).toBe('/third-name');
    expect((await visit('/second-name')).body.redirect).toBe('/third-name');
    await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'first-name' });
    expect((await visit('/first-name')).status).toBe(200);
    expect((await visit('/third-name')).body.redirect).toBe('/first-name');
  });

  it('keeps the locale prefix in a redirect and the type prefix in a new slug', async () => {
    const dutch = await publishedWith('oud', [text('<p>x</p>')], 'nl-nl');
    await admin.rest('PUT', `${api}/${dutch.pageID}/save`, { slug: 'nieuw' });
    const reply = await visit('/nl-nl/oud');
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/nl-nl/nieuw');

    const article = await created('renamed-article', { type: 'article' });
    const saved = await admin.rest('PUT', `${api}/${article.pageID}/save`, { slug: 'better-title' });
    expect(saved.body.slug).toBe('news/better-title');
  });

  it('refuses a slug used by another page of the locale (V_06) and an invalid one (V_12), changing nothing', async () => {
    await created('taken');
    const { pageID } = await created('mine');
    expect((await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'taken' })).body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    expect((await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'not valid' })).body.Errors).toEqual([{ code: 'V_12', property: 'slug' }]);
    expect((await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'fine', shouldUpdateLinks: 'yes' })).body.Errors).toEqual([{ code: 'V_12', property: 'shouldUpdateLinks' }]);
    expect((await admin.rest('PUT', `${api}/999999/save`, { slug: 'ghost' })).status).toBe(404);
    expect((await pageOf(pageID)).slug).toBe('mine');
    expect((await visit('/mine')).status).not.toBe(301);
  });

  it('counts a slug change as an edit by whoever made it', async () => {
    const email = `renamer-${++serial}@slugs.test`;
    const user = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Renamer' }, password: 'Str0ng-pass!' });
    const editor = gateway.client();
    await editor.signIn(email, 'Str0ng-pass!');
    const { pageID } = await created('renamed-by-editor');
    const before = await pageOf(pageID);
    expect((await editor.rest('PUT', `${api}/${pageID}/save`, { slug: 'renamed-by-editor-2' })).status).toBe(200);
    const after = await pageOf(pageID);
    expect(after.updatedBy).toBe(user.body.User.ID);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    const mine = await editor.rest('POST', `${api}/list`, { filter: 'editor' });
    expect(mine.body.items.map((p: { id: number }) => p.id)).toEqual([pageID]);
  });

  it('does not redirect to a page that is not published', async () => {
    const { pageID } = await created('draft-old');
    await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'draft-new' });
    expect((await visit('/draft-old')).status).toBe(404);
  });

  it('with shouldUpdateLinks, rewrites internal links (link fields and rich text) in other pages’ latest versions', async () => {
    const target = await publishedWith('team', [text('<p>Team</p>')]);
    const linking = await publishedWith('links-to-team', [
      text('<p><a href="/team">Our team</a>, <a href="/team#leads">leads</a>, <a href="/team-building">other</a>, <a href="https://x.test/team">ext</a></p>'),
      cta('/team#join'),
    ]);
    const unrelated = await publishedWith('no-links', [text('<p>team spirit</p>')]);
    const dutch = await publishedWith('nl-links', [cta('/team')], 'nl-nl');

    const saved = await admin.rest('PUT', `${api}/${target.pageID}/save`, { slug: 'people', shouldUpdateLinks: true });
    expect(saved.body).toMatchObject({ slug: 'people', linksUpdated: 1 });

    const page = await pageOf(linking.pageID);
    expect(page.latestVersionID).not.toBe(linking.versionID);
    expect(page.publishedVersionID).toBe(linking.versionID);
    expect(page.hasUnpublishedChanges).toBe(true);
    expect(page.content[0].props.body).toBe('<p><a href="/people">Our team</a>, <a href="/people#leads">leads</a>, <a href="/team-building">other</a>, <a href="https://x.test/team">ext</a></p>');
    expect(page.content[1].props.primary).toEqual({ type: 'internal', href: '/people#join' });
    const published = await admin.rest('GET', `${api}/version/fetch/${linking.versionID}`);
    expect(published.body.blocks[1].props.primary).toEqual({ type: 'internal', href: '/team#join' });

    expect((await pageOf(unrelated.pageID)).latestVersionID).toBe(unrelated.versionID);
    expect((await pageOf(dutch.pageID)).latestVersionID).toBe(dutch.versionID);
    expect((await pageOf(target.pageID)).latestVersionID).toBe(target.versionID);
  });

  it('rewrites a link whose slug also occurs in the locale prefix', async () => {
    const target = await publishedWith('nl', [text('<p>x</p>')], 'nl-nl');
    const linking = await publishedWith('verwijzing', [cta('/nl-nl/nl'), text('<p><a href="/nl-nl/nl#top">x</a></p>')], 'nl-nl');
    await admin.rest('PUT', `${api}/${target.pageID}/save`, { slug: 'nederlands', shouldUpdateLinks: true });
    const page = await pageOf(linking.pageID);
    expect(page.content[0].props.primary.href).toBe('/nl-nl/nederlands');
    expect(page.content[1].props.body).toBe('<p><a href="/nl-nl/nederlands#top">x</a></p>');
  });

  it('without shouldUpdateLinks, leaves other pages alone', async () => {
    const target = await publishedWith('careers', [text('<p>x</p>')]);
    const linking = await publishedWith('links-to-careers', [cta('/careers')]);
    const saved = await admin.rest('PUT', `${api}/${target.pageID}/save`, { slug: 'jobs', shouldUpdateLinks: false });
    expect(saved.body.linksUpdated).toBe(0);
    const page = await pageOf(linking.pageID);
    expect(page.latestVersionID).toBe(linking.versionID);
    expect(page.content[0].props.primary.href).toBe('/careers');
  });

  it('changes a slug over GraphQL', async () => {
    const target = await publishedWith('gql-old', [text('<p>x</p>')]);
    const linking = await publishedWith('gql-linking', [cta('/gql-old')]);
    const reply = await admin.gql('mutation S($id: Int!, $slug: String!) { savePage(id: $id, slug: $slug, shouldUpdateLinks: true) { pageID slug linksUpdated } }', {
      id: target.pageID,
      slug: 'gql-new',
    });
    expect(reply.body.data.savePage).toEqual({ pageID: target.pageID, slug: 'gql-new', linksUpdated: 1 });
    expect((await pageOf(linking.pageID)).content[0].props.primary.href).toBe('/gql-new');
    const taken = await admin.gql('mutation S($id: Int!) { savePage(id: $id, slug: "gql-linking") { slug } }', { id: target.pageID });
    expect(taken.body.errors![0].extensions).toMatchObject({ code: 'V_06', property: 'slug' });
  });
});
