import { requestAsWritten, startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Who answers a path is decided first, on the normalised path (percent-decoding, case, dot
 * segments, repeated slashes), and the site's HTML cache is only asked for paths routing gave
 * the site: a page can never answer for the admin, the API, GraphQL or the health check, not
 * even one whose slug was set to such a path behind the API before the names were reserved.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';
/** Text only the planted pages show. */
const marker = 'PLANTED-PAGE-TEXT';

/** A request with the path sent exactly as written. */
const send = (method: string, path: string, headers: Record<string, string> = {}) => requestAsWritten(gateway.url, method, path, headers);

const asAdmin = () => ({ cookie: admin.cookie! });

/** A published page whose slug is then set behind the API (as a database from before the fix holds it). */
async function plant(slug: string, locale = 'en-gb'): Promise<number> {
  const created = await admin.rest('POST', `${api}/create`, { title: 'Planted', slug: `planted-${slug.replace(/\W/g, '-')}-${locale}`, type: 'content-page', locale });
  expect(created.status).toBe(200);
  const published = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Planted',
    blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${marker}</p>` } }],
  });
  expect(published.status).toBe(200);
  await gateway.sql('update page set slug = ? where id = ?', [slug, created.body.pageID]);
  gateway.tessera.site.cache.invalidate();
  return created.body.pageID as number;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  for (const slug of ['cmsadmin', 'healthz', 'graphql', 'api/tessera/user', 'readyz']) await plant(slug);
  await plant('cmsadmin', 'nl-nl');
});

afterAll(async () => {
  await gateway?.stop();
});

/** Other spellings of the owned paths a browser, proxy or attacker may send. */
const spellings = [
  '/%63msadmin',
  '/%63%6D%73%61%64%6D%69%6E',
  '//cmsadmin',
  '/./cmsadmin',
  '/x/../cmsadmin',
  '/%2e%2e/cmsadmin',
  '/cmsadmin%2f',
  '/CMSADMIN',
  '/CmsAdmin/',
  '/cmsadmin/',
  '/%68ealthz',
  '//healthz',
  '/HEALTHZ',
  '/%67raphql',
  '//graphql',
  '/%61pi/tessera/user',
  '/api/%74essera/user',
  '//api/tessera/user',
  '/API/tessera/user',
  '/%72eadyz',
  '/readyz',
];

describe('a page cannot take over a path another handler owns', () => {
  it('after anonymous requests of every spelling, the signed-in admin still gets the admin, and /healthz, /graphql and the API their own answers', async () => {
    for (const path of spellings) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(method, path);
        expect({ method, path, page: answer.text.includes(marker) }).toEqual({ method, path, page: false });
      }
    }

    const shell = await send('GET', '/cmsadmin/', asAdmin());
    expect(shell.text).not.toContain(marker);
    expect(shell.text).toMatch(/<div id="?root"?>|The admin is not built yet/);
    const bare = await send('GET', '/cmsadmin', asAdmin());
    expect([bare.status, bare.headers.location]).toEqual([301, '/cmsadmin/']);
    expect(bare.text).not.toContain(marker);

    const health = await send('GET', '/healthz');
    expect([health.status, JSON.parse(health.text)]).toEqual([200, { status: 'ok' }]);

    const graphql = await admin.gql('{ settings { defaultLocale } }');
    expect(graphql.body.data).toEqual({ settings: { defaultLocale: 'en-gb' } });
    const graphqlGet = await send('GET', '/graphql', asAdmin());
    expect(graphqlGet.headers['content-type']).toMatch(/^application\/json/);

    const user = await admin.rest('GET', '/api/tessera/user');
    expect(user.body.email).toBe('admin@example.com');
    for (const key of ['/cmsadmin', '/healthz', '/graphql', '/api/tessera/user', '/readyz', '/nl-nl/cmsadmin'])
      expect({ key, cached: gateway.tessera.site.cache.get(key) }).toEqual({ key, cached: undefined });
  });

  it('answers another spelling of an owned path with a 404 (or the owner itself, for a mere change of case), never with a page', async () => {
    for (const path of ['/%63msadmin', '//cmsadmin', '/x/../cmsadmin', '/%2e%2e/cmsadmin', '/%68ealthz', '//healthz', '/%61pi/tessera/user', '/cmsadmin/../healthz', '/api/../about']) {
      const answer = await send('GET', path, asAdmin());
      expect({ path, status: answer.status, body: answer.text.startsWith('{') ? JSON.parse(answer.text).Errors : answer.text }).toEqual({
        path,
        status: 404,
        body: [{ property: 'path', code: 'V_12' }],
      });
    }
    expect(JSON.parse((await send('GET', '/HEALTHZ')).text)).toEqual({ status: 'ok' });
    expect((await send('GET', '/API/tessera/user', asAdmin())).status).toBe(200);
  });

  it('does not serve a planted page under a locale prefix either', async () => {
    for (const path of ['/nl-nl/cmsadmin', '/nl-nl/%63msadmin', '/NL-NL/CMSADMIN/']) {
      const answer = await send('GET', path);
      expect({ path, status: answer.status, page: answer.text.includes(marker) }).toEqual({ path, status: 404, page: false });
    }
  });

  it("leaves a planted page out of the sitemap and out of its translations' locale switch and hreflang links", async () => {
    const english = await admin.rest('POST', `${api}/create`, { title: 'Welcome', slug: 'welcome', type: 'content-page', locale: 'en-gb' });
    await admin.rest('POST', `${api}/version/${english.body.pageVersionID}/store-and-publish`, { title: 'Welcome', blocks: [] });
    const dutch = await admin.rest('POST', `${api}/create-translation`, { pageID: english.body.pageID, newLocale: 'nl-nl', title: 'Welkom', slug: 'welkom' });
    await admin.rest('POST', `${api}/version/${dutch.body.pageVersionID}/store-and-publish`, { title: 'Welkom', blocks: [] });
    await gateway.sql('update page set slug = ? where id = ?', ['api', dutch.body.pageID]);
    gateway.tessera.site.cache.invalidate();

    const welcome = await send('GET', '/welcome');
    expect(welcome.status).toBe(200);
    expect(welcome.text).not.toContain('/nl-nl/api');
    const siblings = await admin.rest('GET', `${api}/get-sibling-slugs/${english.body.pageID}`);
    expect(siblings.body.items.map((sibling: { locale: string }) => sibling.locale)).toEqual(['en-gb']);
    const sitemap = await send('GET', '/sitemap.xml');
    expect(sitemap.text).toContain('http://tessera.test/welcome');
    for (const path of ['/cmsadmin', '/healthz', '/graphql', '/api/tessera/user', '/readyz', '/nl-nl/cmsadmin', '/nl-nl/api']) expect(sitemap.text).not.toContain(`http://tessera.test${path}<`);
    expect(sitemap.text).not.toContain('http://tessera.test/nl-nl/api"');
  });

  it('still serves a site page under other spellings of its own path, from one cache entry', async () => {
    const created = await admin.rest('POST', `${api}/create`, { title: 'About', slug: 'about', type: 'content-page', locale: 'en-gb' });
    await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, { title: 'About', blocks: [{ type: 'rich-text', key: 'k', props: { body: '<p>About text</p>' } }] });
    const entries = gateway.tessera.site.cache.size.entries;
    for (const path of ['/about', '/%61bout', '/ABOUT/', '//about', '/about?x=1']) {
      const answer = await send('GET', path);
      expect({ path, status: answer.status, about: answer.text.includes('About text') }).toEqual({ path, status: 200, about: true });
    }
    expect(gateway.tessera.site.cache.size.entries).toBe(entries + 1);
    // Links are resolved before they are sent: a path with dot segments is hand-made, and no page.
    expect((await send('GET', '/x/../about')).status).toBe(404);
  });
});
