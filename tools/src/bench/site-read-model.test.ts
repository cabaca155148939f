import { permissionNames, type Viewer, countStatements } from '@tessera/schema';
import { loadPage, loadPreview, renderPage, tesseraConfig, type PageLoad, type SiteData } from '@tessera/site';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { cacheKeys } from '@tessera/read-model';
import { isBackgroundStatement, requestAs } from './uncached';
import { seedDemo } from '@tessera/gateway';

/**
 * The site reads an uncached page through the read model (schema `site-read-model`: plain SQL,
 * JSON built by PostgreSQL) instead of the GraphQL documents. Both must give the same page
 * model, and so the same HTML, for every block type, locale and page state; drafts never leak,
 * and the preview keeps its permissions.
 */
let gateway: TestGateway;
let admin: TestClient;
let readModel: SiteData;
let queries: SiteData;
let statements: { readonly texts: string[] };
const api = '/api/tessera/page';

const renderOptions = {
  siteName: 'Test',
  publicUrl: 'https://example.com',
  csrfToken: 'token',
  stylesheet: '/s.css',
  islandBase: '/i',
  pageTypes: [],
  availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'],
};

const requestOf = (viewer: Viewer | null) => requestAs(viewer, gateway.tessera.services.log);

async function bothWays(path: string): Promise<[PageLoad, PageLoad]> {
  return [await loadPage(readModel, path), await loadPage(queries, path)];
}

function expectSame([fromReadModel, fromQueries]: [PageLoad, PageLoad]): void {
  expect(fromReadModel).toEqual(fromQueries);
  if (fromReadModel.kind === 'page' && fromQueries.kind === 'page') {
    expect(renderPage(fromReadModel.model, renderOptions)).toBe(renderPage(fromQueries.model, renderOptions));
  }
}

async function createPage(slug: string, locale = 'en-gb'): Promise<{ pageID: number; versionID: number }> {
  const created = await admin.rest('POST', `${api}/create`, { title: slug, slug, type: 'content-page', locale });
  expect(created.status).toBe(200);
  return { pageID: created.body.pageID, versionID: created.body.pageVersionID };
}

async function storeAndPublish(versionID: number, title: string): Promise<number> {
  const stored = await admin.rest('POST', `${api}/version/${versionID}/store-and-publish`, { title, blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }] });
  expect(stored.status).toBe(200);
  return stored.body.pageVersionID;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const { tessera } = gateway;
  await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
  admin = await gateway.admin();
  statements = countStatements();
  readModel = tessera.siteData;
  expect(readModel.pages).toBeDefined();
  // The same in-process data without the read model: every read through the GraphQL documents.
  queries = { ...readModel, pages: undefined, as: (req) => ({ ...readModel.as(req), pages: undefined }) };
}, 120_000);

afterAll(async () => {
  await gateway.stop();
});

describe('the read model and the GraphQL documents', () => {
  it('give the same page model and HTML for every published page of the demo, in every locale', async () => {
    const pages = await gateway.sql<{ locale: string; slug: string; path: string }>(`select locale, slug from page where published_version_id is not null order by locale, slug`);
    const defaultLocale = 'en-gb';
    expect(new Set(pages.map((page) => page.locale)).size).toBe(4);
    const seenTypes = new Set<string>();
    for (const { locale, slug } of pages) {
      const path = locale === defaultLocale ? `/${slug === 'home' ? '' : slug}` : `/${locale}${slug === 'home' ? '' : `/${slug}`}`;
      const loads = await bothWays(path);
      expectSame(loads);
      const [load] = loads;
      if (slug === '404') expect(load.kind).toBe('missing');
      else {
        expect(load.kind).toBe('page');
        if (load.kind === 'page') for (const block of load.model.blocks) seenTypes.add(block.type);
      }
    }
    // Every block type the site knows is shown by some page of the demo, so every one was compared.
    expect([...seenTypes].sort()).toEqual(tesseraConfig.blockTypes.map((type) => type.id).sort());
  });

  it('agree on drafts, pages taken offline, renamed pages and addresses without a page', async () => {
    const { pageID, versionID } = await createPage('read-model-states');
    const published = await storeAndPublish(versionID, 'Published words');
    // A later draft: neither way shows it.
    const draft = await admin.rest('POST', `${api}/version/${published}/store`, {
      title: 'Draft words',
      blocks: [{ type: 'rich-text', key: 'main', props: { heading: 'Draft words', body: '<p>Secret draft</p>' } }],
    });
    expect(draft.status).toBe(200);
    const withDraft = await bothWays('/read-model-states');
    expectSame(withDraft);
    expect(JSON.stringify(withDraft[0])).toContain('Published words');
    expect(JSON.stringify(withDraft[0])).not.toContain('Secret draft');

    // Renamed: the old address redirects, both ways.
    expect((await admin.rest('POST', `${api}/version/${draft.body.pageVersionID}/store-and-publish`, { title: 'Renamed', blocks: [] })).status).toBe(200);
    expect((await admin.rest('PUT', `${api}/${pageID}/save`, { slug: 'read-model-renamed' })).status).toBe(200);
    const redirect = await bothWays('/read-model-states');
    expectSame(redirect);
    expect(redirect[0]).toEqual({ kind: 'redirect', location: '/read-model-renamed' });

    // Taken offline: the address and the old one have nothing.
    expect((await admin.rest('POST', `${api}/${pageID}/unpublish`)).status).toBe(200);
    for (const path of ['/read-model-renamed', '/read-model-states', '/never-a-page', '/nl-nl/never-a-page', '/a/b/c']) {
      const loads = await bothWays(path);
      expectSame(loads);
      expect(loads[0]).toEqual({ kind: 'missing' });
    }

    // A concept never published: nothing.
    await createPage('read-model-concept');
    expectSame(await bothWays('/read-model-concept'));
    expect(await loadPage(readModel, '/read-model-concept')).toEqual({ kind: 'missing' });
  });

  it('agree on translations: only published ones are linked', async () => {
    const { pageID, versionID } = await createPage('read-model-translated');
    await storeAndPublish(versionID, 'English');
    const translated = await admin.rest('POST', `${api}/create-translation`, { pageID, newLocale: 'nl-nl', slug: 'read-model-vertaald', title: 'Nederlands' });
    expect(translated.status).toBe(200);
    const unpublishedTranslation = await bothWays('/read-model-translated');
    expectSame(unpublishedTranslation);
    expect(unpublishedTranslation[0].kind === 'page' && unpublishedTranslation[0].model.alternates.map((a) => a.locale)).toEqual(['en-gb']);
    await storeAndPublish(translated.body.pageVersionID, 'Nederlands');
    const both = await bothWays('/nl-nl/read-model-vertaald');
    expectSame(both);
    expect(both[0].kind === 'page' && both[0].model.alternates.map((a) => a.locale)).toEqual(['en-gb', 'nl-nl']);
  });

  it('agree on the preview of a draft, and refuse it alike to a visitor and to a role without create-page', async () => {
    const { versionID } = await createPage('read-model-preview');
    const draft = await admin.rest('POST', `${api}/version/${versionID}/store`, { title: 'Draft only', blocks: [{ type: 'quote', key: 'q', props: { quote: 'Not yet public', author: 'Ann' } }] });
    expect(draft.status).toBe(200);
    const [me] = await gateway.sql<{ id: number; email: string }>(`select id, email from tessera_user where email = 'admin@example.com'`);
    const editor: Viewer = { id: me.id, email: me.email, roleName: 'admin', permissions: permissionNames.map((name) => ({ name })), isSystem: false };
    const asEditor = requestOf(editor);
    const fromReadModel = await loadPreview(readModel.as(asEditor), tesseraConfig, draft.body.pageVersionID);
    const fromQueries = await loadPreview(queries.as(asEditor), tesseraConfig, draft.body.pageVersionID);
    expect(fromReadModel).toEqual(fromQueries);
    expect(JSON.stringify(fromReadModel)).toContain('Not yet public');
    if (fromReadModel.kind === 'page' && fromQueries.kind === 'page') expect(renderPage(fromReadModel.model, renderOptions)).toBe(renderPage(fromQueries.model, renderOptions));

    // A role without create-page, as an installation may define one.
    const user = await gateway.signedIn('editor');
    await gateway.sql(`insert into role (name, permissions, created_at) values ('reader', '[]', now())`);
    await gateway.sql(`update tessera_user set role_id = (select id from role where name = 'reader') where id = ?`, [user.id]);
    const reader: Viewer = { id: user.id, email: user.email, roleName: 'reader', permissions: [], isSystem: false };
    for (const [viewer, status] of [
      [null, 401],
      [reader, 403],
    ] as const) {
      expect(await loadPreview(readModel.as(requestOf(viewer)), tesseraConfig, draft.body.pageVersionID)).toEqual({ kind: 'refused', status });
      expect(await loadPreview(queries.as(requestOf(viewer)), tesseraConfig, draft.body.pageVersionID)).toEqual({ kind: 'refused', status });
    }
  });
});

describe('an uncached page', () => {
  /** The statements `run` sends, but the background work of the gateway (event bus, consumers, mail). */
  async function sentBy(run: () => Promise<unknown>): Promise<string[]> {
    const before = statements.texts.length;
    await run();
    return statements.texts.slice(before).filter((text) => !isBackgroundStatement(text));
  }
  const longRead = '/news/moving-to-the-cloud-long-read';

  it('is read in at most 3 statements once the frame is in memory, and an invented address in none', async () => {
    await gateway.tessera.site.renderUncached(longRead);
    await gateway.tessera.site.renderUncached('/invented-address');
    const page = await sentBy(() => gateway.tessera.site.renderUncached(longRead));
    expect(page.length).toBeGreaterThan(0);
    expect(page.length).toBeLessThanOrEqual(3);
    const invented = await sentBy(() => gateway.tessera.site.renderUncached('/another-invented-address'));
    expect(invented).toEqual([]);
  });

  it('answers an invented address with the cached not-found page, naming the address for shared caches; a page published there shows at once', async () => {
    const first = await fetch(gateway.url + '/read-model-soon');
    expect(first.status).toBe(404);
    expect(String(first.headers.get('surrogate-key')).split(' ')).toEqual(expect.arrayContaining([cacheKeys.path('en-gb', 'read-model-soon'), cacheKeys.notFound]));
    const other = await fetch(gateway.url + '/nl-nl/read-model-ooit');
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('lang="nl-nl"');

    const { versionID } = await createPage('read-model-soon');
    await storeAndPublish(versionID, 'Here now');
    const now = await fetch(gateway.url + '/read-model-soon');
    expect(now.status).toBe(200);
    expect(await now.text()).toContain('Here now');
  });
});
