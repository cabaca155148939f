import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What visitors read (SPEC §2 public routes, §3 public view, §7 public calls): published content
 * only, by path with an optional locale prefix, `/` as the home page, and the locale's 404 page.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const content = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${title}</p>` } }],
  ...extra,
});

/** A page with a stored version; published unless told otherwise. */
async function page(slug: string, options: { locale?: string; type?: string; publish?: boolean; title?: string } = {}) {
  const created = await admin.rest('POST', `${api}/create`, { title: `Page ${++serial}`, slug, type: options.type ?? 'content-page', locale: options.locale ?? 'en-gb' });
  expect(created.status).toBe(200);
  const path = options.publish === false ? 'store' : 'store-and-publish';
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${path}`, content(options.title ?? `Published ${slug}`, { seoTitle: `SEO ${slug}` }));
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID as number, versionID: stored.body.pageVersionID as number };
}

/** GET get-by-slug-query as the site's server does, without following a redirect. */
async function read(path: string) {
  const response = await fetch(`${gateway.url}${api}/get-by-slug-query?slug=${encodeURIComponent(path)}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe('reading a page by its path', () => {
  it('answers PM_01 (404) for an unknown path while the locale has no 404 page', async () => {
    const reply = await read('/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ Success: false, Errors: [{ code: 'PM_01', property: 'slug' }], Message: expect.any(String) });
  });

  it('GET get-by-slug-query gives the published page with a CSRF token and a session cookie', async () => {
    const { pageID } = await page('about-us');
    const visitor = gateway.client();
    const reply = await visitor.rest('GET', `${api}/get-by-slug-query?slug=/about-us`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-csrf-token')).toBeTruthy();
    expect(reply.headers.get('set-cookie')).toMatch(/tessera_session=/);
    expect(reply.body).toEqual({
      status: 200,
      page: {
        slug: 'about-us',
        type: 'content-page',
        locale: 'en-gb',
        pageVersion: {
          pageID,
          title: 'Published about-us',
          seoTitle: 'SEO about-us',
          seoDescription: null,
          seoKeywords: [],
          seoImage: null,
          blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Published about-us</p>' }, anchorPoint: '', __images: {}, __files: {} }],
          pageType: { id: 'content-page', label: 'Content page', header: ['navigation', 'breadcrumbs'], footer: ['footer', 'cookie-consent'], props: {} },
          publishedAt: expect.any(String),
        },
      },
    });
  });

  it('POST get-by-slug gives the same answer, and needs the CSRF proof like every write', async () => {
    await page('contact-us');
    const visitor = await gateway.client().start();
    const reply = await visitor.rest('POST', `${api}/get-by-slug`, { slug: '/contact-us' });
    expect(reply.status).toBe(200);
    expect(reply.body.page).toMatchObject({ slug: 'contact-us', pageVersion: { title: 'Published contact-us' } });
    visitor.sendCsrf = false;
    const bare = await visitor.rest('POST', `${api}/get-by-slug`, { slug: '/contact-us' });
    expect(bare.status).toBe(403);
    expect(bare.body.Errors).toEqual([{ code: 'V_04', property: 'csrf' }]);
  });

  it('reads paths case-insensitively, with or without slashes, ignoring a query or hash', async () => {
    await page('services/consulting');
    for (const path of ['/services/consulting', 'services/consulting', '/Services/Consulting/', '/services/consulting?ref=x', '/services/consulting#team']) {
      const reply = await read(path);
      expect({ path, status: reply.status, slug: reply.body.page?.slug }).toEqual({ path, status: 200, slug: 'services/consulting' });
    }
  });

  it('serves the page with slug home at /, per locale', async () => {
    await page('home', { title: 'Welcome' });
    await page('home', { locale: 'nl-nl', title: 'Welkom' });
    for (const [path, title] of [
      ['/', 'Welcome'],
      ['', 'Welcome'],
      ['/home', 'Welcome'],
      ['/nl-nl', 'Welkom'],
      ['/nl-nl/', 'Welkom'],
    ]) {
      const reply = await read(path);
      expect({ path, status: reply.status, title: reply.body.page?.pageVersion.title }).toEqual({ path, status: 200, title });
    }
  });

  it('reads a locale prefix (two letters, dash, two letters); no prefix is the default locale', async () => {
    const dutch = await page('over-ons', { locale: 'nl-nl' });
    await page('over-ons', { title: 'English page with a Dutch slug' });
    const nl = await read('/nl-nl/over-ons');
    expect(nl.body.page).toMatchObject({ locale: 'nl-nl', slug: 'over-ons', pageVersion: { pageID: dutch.pageID } });
    const en = await read('/over-ons');
    expect(en.body.page).toMatchObject({ locale: 'en-gb', pageVersion: { title: 'English page with a Dutch slug' } });
    expect((await read('/de-de/over-ons')).status).toBe(404);
  });

  it('never shows a concept, and after publishing shows the published version, not a newer draft', async () => {
    const created = await admin.rest('POST', `${api}/create`, { title: 'Draft', slug: 'draft-page', type: 'content-page', locale: 'en-gb' });
    const first = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, content('Secret draft'));
    expect((await read('/draft-page')).status).toBe(404);

    await admin.rest('POST', `${api}/${created.body.pageID}/publish`);
    const draft = await admin.rest('POST', `${api}/version/${first.body.pageVersionID}/store`, content('Unreviewed change', { seoTitle: 'Leaky' }));
    expect(draft.status).toBe(200);

    const visitor = await gateway.client().start();
    const get = await read('/draft-page');
    const post = await visitor.rest('POST', `${api}/get-by-slug`, { slug: '/draft-page' });
    const graphql = await visitor.gql('query P($slug: String!) { pageBySlug(slug: $slug) { status page { pageVersion { title seoTitle blocks } } } }', { slug: '/draft-page' });
    for (const version of [get.body.page.pageVersion, post.body.page.pageVersion, graphql.body.data.pageBySlug.page.pageVersion]) {
      expect(version.title).toBe('Secret draft');
      expect(version.seoTitle).toBeNull();
      expect(JSON.stringify(version)).not.toContain('Unreviewed change');
    }
    const listed = await visitor.rest('POST', `${api}/get-pages`, { type: 'content-page', locale: 'en-gb' });
    expect(listed.body.items.find((p: { pageID: number }) => p.pageID === created.body.pageID).title).toBe('Secret draft');

    await admin.rest('POST', `${api}/${created.body.pageID}/unpublish`);
    expect((await read('/draft-page')).status).toBe(404);
  });

  it('shows nothing of the admin’s own fields to visitors', async () => {
    await page('plain-view');
    const reply = await read('/plain-view');
    expect(Object.keys(reply.body.page).sort()).toEqual(['locale', 'pageVersion', 'slug', 'type']);
    expect(JSON.stringify(reply.body)).not.toMatch(/createdBy|updatedBy|latestVersion|translationGroup|openRequest/);
  });

  it('refuses a missing or over-long path with V_01 / V_14', async () => {
    const missing = await gateway.client().rest('GET', `${api}/get-by-slug-query`);
    expect({ status: missing.status, Errors: missing.body.Errors }).toEqual({ status: 422, Errors: [{ code: 'V_01', property: 'slug' }] });
    const long = await read(`/${'a'.repeat(700)}`);
    expect({ status: long.status, Errors: long.body.Errors }).toEqual({ status: 422, Errors: [{ code: 'V_14', property: 'slug' }] });
  });
});

describe('the 404 page', () => {
  it('answers an unknown path with the locale’s published 404 page and HTTP 404', async () => {
    await page('404', { publish: false, title: 'Not published yet' });
    expect((await read('/missing')).body.Errors).toEqual([{ code: 'PM_01', property: 'slug' }]);

    const list = await admin.rest('POST', `${api}/list`, { searchTerm: '404', locale: 'en-gb' });
    await admin.rest('POST', `${api}/${list.body.items[0].id}/publish`);
    const reply = await read('/missing');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ status: 404, page: { slug: '404', pageVersion: { title: 'Not published yet' } } });
    expect((await read('/404')).status).toBe(404);
    expect((await read('/fr-fr/missing')).body.Errors).toEqual([{ code: 'PM_01', property: 'slug' }]);

    const graphql = await gateway.client().gql('query P($slug: String!) { pageBySlug(slug: $slug) { status redirect page { slug } } }', { slug: '/missing' });
    expect(graphql.body.data.pageBySlug).toEqual({ status: 404, redirect: null, page: { slug: '404' } });
    const none = await gateway.client().gql('query P($slug: String!) { pageBySlug(slug: $slug) { status } }', { slug: '/fr-fr/missing' });
    expect(none.body.errors![0].extensions).toMatchObject({ code: 'PM_01', property: 'slug' });
  });

  it('answers a renamed page’s old path over GraphQL with status 301 and the new path', async () => {
    const { pageID } = await page('before-rename');
    await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'after-rename' });
    const graphql = await gateway.client().gql('query P($slug: String!) { pageBySlug(slug: $slug) { status redirect page { slug } } }', { slug: '/before-rename' });
    expect(graphql.body.data.pageBySlug).toEqual({ status: 301, redirect: '/after-rename', page: null });
  });
});

describe('published pages of a type', () => {
  it('lists published pages of one type and locale, newest first, with their published title', async () => {
    const older = await page('news-one', { type: 'article' });
    const newer = await page('news-two', { type: 'article' });
    await page('news-draft', { type: 'article', publish: false });
    await page('nieuws', { type: 'article', locale: 'nl-nl' });
    const visitor = await gateway.client().start();
    const reply = await visitor.rest('POST', `${api}/get-pages`, { type: 'article', locale: 'en-gb' });
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((p: { slug: string }) => p.slug)).toEqual(['news/news-two', 'news/news-one']);
    expect(reply.body.items[0]).toEqual({
      pageID: newer.pageID,
      slug: 'news/news-two',
      locale: 'en-gb',
      type: 'article',
      title: 'Published news-two',
      seoDescription: null,
      seoImage: null,
      typeData: {},
      publishedAt: expect.any(String),
    });
    expect((await visitor.rest('POST', `${api}/get-pages`, { type: 'article', locale: 'en-gb', limit: 1 })).body.items.map((p: { pageID: number }) => p.pageID)).toEqual([newer.pageID]);
    expect(older.pageID).toBeLessThan(newer.pageID);

    const graphql = await visitor.gql('query P { publishedPages(type: "article", locale: "nl-nl") { slug locale title } }');
    expect(graphql.body.data.publishedPages).toEqual([{ slug: 'news/nieuws', locale: 'nl-nl', title: 'Published nieuws' }]);
  });

  it('refuses a missing type or locale (V_01) and a bad limit (V_12)', async () => {
    const visitor = await gateway.client().start();
    const missing = await visitor.rest('POST', `${api}/get-pages`, {});
    expect(missing.body.Errors).toEqual(
      expect.arrayContaining([
        { code: 'V_01', property: 'type' },
        { code: 'V_01', property: 'locale' },
      ]),
    );
    for (const limit of [0, 101, 'many']) {
      const reply = await visitor.rest('POST', `${api}/get-pages`, { type: 'article', locale: 'en-gb', limit });
      expect({ limit, status: reply.status, Errors: reply.body.Errors }).toEqual({ limit, status: 422, Errors: [{ code: 'V_12', property: 'limit' }] });
    }
  });
});
