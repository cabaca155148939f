import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Paths the gateway and the site answer themselves (the admin, the API, GraphQL, the health and
 * readiness checks, the site's own files and built-in pages) are reserved in every locale: no
 * page can take one (V_12 on slug), and a page that holds one from before keeps working in the
 * admin and can be renamed.
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

/** Every reserved first segment, alone and with more segments after it. */
const reservedNames = ['cmsadmin', 'api', 'graphql', 'healthz', 'readyz', 'livez', 'zoeken', 'cookieverklaring', 'privacyverklaring'];
const reservedSlugs = [
  ...reservedNames,
  ...reservedNames.map((name) => `${name}/page`),
  'api/tessera/user',
  'cmsadmin/login',
  'CMSADMIN',
  '/healthz/',
  // Names the site answers that were never slugs (a dot or an underscore); refused all the same.
  '_site',
  '_preview',
  'sitemap.xml',
  'sitemap-2.xml',
  'robots.txt',
  'favicon.ico',
  '.well-known',
  '.well-known/security.txt',
];
const locales = ['en-gb', 'nl-nl'];
const refused = { status: 422, Errors: [{ code: 'V_12', property: 'slug' }] };

function create(slug: string, locale = 'en-gb') {
  return admin.rest('POST', `${api}/create`, { title: `Reserved ${++serial}`, slug, type: 'content-page', locale });
}

async function created(slug: string, locale = 'en-gb') {
  const reply = await create(slug, locale);
  expect(reply.status).toBe(200);
  return reply.body as { pageID: number; pageVersionID: number };
}

async function pageCount(): Promise<number> {
  const [row] = await gateway.sql<{ n: string }>('select count(*) as n from page');
  return Number(row.n);
}

const answer = (reply: { status: number; body: any }) => ({ status: reply.status, Errors: reply.body.Errors });

describe('a reserved path is no page slug', () => {
  it('create refuses every reserved name in every locale, with and without more segments (V_12 on slug)', async () => {
    const before = await pageCount();
    for (const locale of locales) {
      for (const slug of reservedSlugs) expect({ slug, locale, ...answer(await create(slug, locale)) }).toEqual({ slug, locale, ...refused });
      // With a locale prefix it was refused before (the prefix reads as a locale); still so.
      expect(answer(await create(`${locale}/cmsadmin`, locale))).toEqual(refused);
    }
    expect(await pageCount()).toBe(before);
  });

  it('save (a slug change), duplicate and create-translation refuse them, changing nothing', async () => {
    const sourceSlug = `source-${serial}`;
    const source = await created(sourceSlug);
    const before = await pageCount();
    for (const slug of reservedSlugs) {
      expect({ slug, ...answer(await admin.rest('PUT', `${api}/${source.pageID}/save`, { slug })) }).toEqual({ slug, ...refused });
      for (const locale of locales) {
        const duplicate = await admin.rest('POST', `${api}/duplicate`, { pageID: source.pageID, locale, title: 'Copy', slug });
        expect({ slug, locale, ...answer(duplicate) }).toEqual({ slug, locale, ...refused });
      }
      const translation = await admin.rest('POST', `${api}/create-translation`, { pageID: source.pageID, newLocale: 'nl-nl', title: 'Vertaling', slug });
      expect({ slug, ...answer(translation) }).toEqual({ slug, ...refused });
    }
    expect(await pageCount()).toBe(before);
    expect((await admin.rest('GET', `${api}/${source.pageID}`)).body.slug).toBe(sourceSlug);
  });

  it('slug-available says not available (and not valid) in every locale, over REST and GraphQL', async () => {
    const query = 'query A($slug: String!, $locale: String!) { slugAvailable(slug: $slug, locale: $locale) { available valid } }';
    for (const locale of locales) {
      for (const slug of reservedSlugs) {
        const rest = await admin.rest('POST', `${api}/slug-available`, { slug, locale });
        expect({ slug, locale, body: rest.body }).toEqual({ slug, locale, body: { available: false, valid: false } });
      }
      expect((await admin.gql(query, { slug: 'api/tessera/user', locale })).body.data.slugAvailable).toEqual({ available: false, valid: false });
    }
  });

  it('keeps names that only begin like a reserved one, and a reserved name under a page type prefix', async () => {
    for (const slug of ['apis', 'api-docs', 'cmsadministration', 'graphql-intro', 'healthz-check', 'about/api', 'zoeken-en-vinden']) {
      expect({ slug, status: (await create(slug)).status }).toEqual({ slug, status: 200 });
    }
    const article = await admin.rest('POST', `${api}/create`, { title: 'On the API', slug: 'api', type: 'article', locale: 'en-gb' });
    expect(article.status).toBe(200);
    expect((await admin.rest('GET', `${api}/${article.body.pageID}`)).body.slug).toBe('news/api');
  });

  it('refuses them over GraphQL too', async () => {
    const reply = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Takeover', slug: 'graphql', type: 'content-page', locale: 'en-gb' },
    });
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', property: 'slug' });
  });
});

describe('a page that holds a reserved slug from before', () => {
  /** A published page whose slug was set to a reserved one behind the API, as an older version allowed. */
  async function legacy(slug: string, locale = 'en-gb') {
    const page = await created(`legacy-${++serial}`, locale);
    const stored = await admin.rest('POST', `${api}/version/${page.pageVersionID}/store-and-publish`, { title: 'Legacy', blocks: [] });
    expect(stored.status).toBe(200);
    await gateway.sql('update page set slug = ? where id = ?', [slug, page.pageID]);
    gateway.tessera.site.cache.invalidate();
    return { pageID: page.pageID, versionID: stored.body.pageVersionID as number };
  }

  it('is shown by the admin (list and read), its versions can be stored, and saving its own slug changes nothing', async () => {
    const { pageID } = await legacy('cmsadmin');
    const read = await admin.rest('GET', `${api}/${pageID}`);
    expect(read.status).toBe(200);
    expect(read.body.slug).toBe('cmsadmin');
    const list = await admin.rest('POST', `${api}/list`, { searchTerm: 'Legacy', pageSize: 100 });
    expect(list.body.items.map((item: { id: number; slug: string }) => [item.id, item.slug])).toContainEqual([pageID, 'cmsadmin']);

    const stored = await admin.rest('POST', `${api}/version/${read.body.latestVersionID}/store`, { title: 'Legacy, edited', blocks: [] });
    expect(stored.status).toBe(200);
    const published = await admin.rest('POST', `${api}/version/${stored.body.pageVersionID}/store-and-publish`, { title: 'Legacy, published', blocks: [] });
    expect(published.status).toBe(200);

    const unchanged = await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'cmsadmin' });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ pageID, slug: 'cmsadmin', linksUpdated: 0 });
  });

  it('can be renamed to a normal slug, in any locale; the site then serves it there', async () => {
    for (const [slug, locale, renamed, path] of [
      ['api/tessera/user', 'en-gb', 'user-page', '/user-page'],
      ['healthz', 'nl-nl', 'gezondheid', '/nl-nl/gezondheid'],
    ]) {
      const { pageID } = await legacy(slug, locale);
      const saved = await admin.rest('PUT', `${api}/${pageID}/save`, { slug: renamed });
      expect({ slug, status: saved.status, body: saved.body }).toEqual({ slug, status: 200, body: { Success: true, Errors: [], pageID, slug: renamed, linksUpdated: 0 } });
      const visited = await fetch(`${gateway.url}${path}`);
      expect({ path, status: visited.status }).toEqual({ path, status: 200 });
      expect(await visited.text()).toContain('Legacy');
    }
  });

  it('is not read by its reserved path, in any locale (the public page API answers as for no page)', async () => {
    await legacy('graphql');
    await legacy('zoeken', 'nl-nl');
    for (const path of ['/graphql', '/nl-nl/zoeken']) {
      const reply = await fetch(`${gateway.url}${api}/get-by-slug-query?slug=${encodeURIComponent(path)}`, { redirect: 'manual' });
      expect({ path, status: reply.status }).toEqual({ path, status: 404 });
    }
  });
});
