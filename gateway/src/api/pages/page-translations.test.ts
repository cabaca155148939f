import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Translations (one page per locale, linked in a translation group) and duplicates (an
 * independent copy), SPEC §2 locale switching and §7 create-translation, duplicate, get-sibling-slugs.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  const email = 'translator@translations.test';
  await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Translator' }, password: 'Str0ng-pass!' });
  editor = gateway.client();
  expect((await editor.signIn(email, 'Str0ng-pass!')).status).toBe(200);
});

afterAll(async () => {
  await gateway?.stop();
});

const blocks = (text: string) => [{ type: 'rich-text', key: 'main', props: { heading: 'Hello', body: `<p>${text}</p>` }, anchorPoint: 'intro' }];

/** A page with stored content (and SEO data), optionally published. */
async function source(options: { slug?: string; type?: string; publish?: boolean } = {}) {
  const slug = options.slug ?? `source-${++serial}`;
  const created = await admin.rest('POST', `${api}/create`, { title: `Source ${serial}`, slug, type: options.type ?? 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const path = options.publish ? 'store-and-publish' : 'store';
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${path}`, {
    title: `Source ${serial}`,
    blocks: blocks('English text'),
    seoTitle: 'English SEO',
    seoKeywords: ['one'],
  });
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID as number, versionID: stored.body.pageVersionID as number };
}

async function pageOf(id: number) {
  return (await admin.rest('GET', `${api}/${id}`)).body;
}

async function pageCount(): Promise<number> {
  const [row] = await gateway.tessera.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from page');
  return Number(row.n);
}

function translate(client: TestClient, body: Record<string, unknown>) {
  return client.rest('POST', `${api}/create-translation`, body);
}

async function setLocales(availableLocales: string[], customSlugLocales: string[]) {
  const reply = await admin.rest('PUT', '/api/tessera/settings', { availableLocales, defaultLocale: 'en-gb', customSlugLocales });
  expect(reply.status).toBe(200);
}

describe('create-translation', () => {
  it('makes a concept page in the new locale, in the source’s translation group, with a copy of its latest content', async () => {
    const { pageID } = await source();
    const reply = await translate(editor, { pageID, newLocale: 'nl-nl', title: 'Bron', slug: 'Bron-Pagina' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    const original = await pageOf(pageID);
    const translation = await pageOf(reply.body.pageID);
    expect(translation).toMatchObject({
      locale: 'nl-nl',
      slug: 'bron-pagina',
      title: 'Bron',
      type: 'content-page',
      translationGroup: original.translationGroup,
      status: 'concept',
      latestVersionID: reply.body.pageVersionID,
    });
    expect(translation.content).toEqual(original.content);
    const version = await admin.rest('GET', `${api}/version/fetch/${reply.body.pageVersionID}`);
    expect(version.body).toMatchObject({ number: 1, title: 'Bron', seoTitle: 'English SEO', seoKeywords: ['one'] });
  });

  it('puts an article’s translation under news/ too', async () => {
    const { pageID } = await source({ type: 'article', slug: 'big-news' });
    const reply = await translate(admin, { pageID, newLocale: 'de-de', title: 'Grosse Neuigkeit', slug: 'grosse-neuigkeit' });
    expect((await pageOf(reply.body.pageID)).slug).toBe('news/grosse-neuigkeit');
  });

  it('refuses a second translation into the same locale, or into the source’s own, with V_06 on newLocale', async () => {
    const { pageID } = await source();
    expect((await translate(admin, { pageID, newLocale: 'fr-fr', title: 'Un', slug: `un-${serial}` })).status).toBe(200);
    const before = await pageCount();
    const again = await translate(admin, { pageID, newLocale: 'fr-fr', title: 'Deux', slug: `deux-${serial}` });
    expect({ status: again.status, Errors: again.body.Errors }).toEqual({ status: 409, Errors: [{ code: 'V_06', property: 'newLocale' }] });
    const own = await translate(admin, { pageID, newLocale: 'en-gb', title: 'Copy', slug: `copy-${serial}` });
    expect(own.body.Errors).toEqual([{ code: 'V_06', property: 'newLocale' }]);
    expect(await pageCount()).toBe(before);
  });

  it('two translations into the same locale at the same moment: one page, the other V_06', async () => {
    const { pageID } = await source();
    const before = await pageCount();
    const replies = await Promise.all(['een', 'twee', 'drie'].map((slug) => translate(admin, { pageID, newLocale: 'nl-nl', title: slug, slug: `${slug}-${serial}` })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await pageCount()).toBe(before + 1);
  });

  it('refuses a locale the site does not offer with V_12 on newLocale', async () => {
    const { pageID } = await source();
    const before = await pageCount();
    for (const newLocale of ['es-es', 'dutch']) {
      const reply = await translate(admin, { pageID, newLocale, title: 'X', slug: `x-${serial}` });
      expect({ newLocale, status: reply.status, Errors: reply.body.Errors }).toEqual({ newLocale, status: 422, Errors: [{ code: 'V_12', property: 'newLocale' }] });
    }
    // Behind the API: updateSettings refuses (ST_01) to drop German while earlier tests' German pages exist.
    await gateway.sql(`insert into setting (key, value) values ('availableLocales', ?::jsonb) on conflict (key) do update set value = excluded.value`, [JSON.stringify(['en-gb', 'nl-nl'])]);
    try {
      const reply = await translate(admin, { pageID, newLocale: 'de-de', title: 'X', slug: `x-${serial}` });
      expect(reply.body.Errors).toEqual([{ code: 'V_12', property: 'newLocale' }]);
    } finally {
      await setLocales(['en-gb', 'nl-nl', 'de-de', 'fr-fr'], ['nl-nl', 'de-de', 'fr-fr']);
    }
    expect(await pageCount()).toBe(before);
  });

  it('needs a slug for a locale with custom slugs (V_01); other locales reuse the source’s slug', async () => {
    const { pageID } = await source({ slug: 'shared-slug' });
    expect((await translate(admin, { pageID, newLocale: 'nl-nl', title: 'Zonder slug' })).body.Errors).toEqual([{ code: 'V_01', property: 'slug' }]);
    await setLocales(['en-gb', 'nl-nl', 'de-de', 'fr-fr'], ['nl-nl']);
    try {
      const reply = await translate(admin, { pageID, newLocale: 'de-de', title: 'Gleicher Slug' });
      expect(reply.status).toBe(200);
      expect((await pageOf(reply.body.pageID)).slug).toBe('shared-slug');
    } finally {
      await setLocales(['en-gb', 'nl-nl', 'de-de', 'fr-fr'], ['nl-nl', 'de-de', 'fr-fr']);
    }
  });

  it('refuses a slug taken in the new locale (V_06), an unknown page (PM_01) and bad ids (V_12)', async () => {
    await admin.rest('POST', `${api}/create`, { title: 'Bezet', slug: 'bezet', type: 'content-page', locale: 'nl-nl' });
    const { pageID } = await source();
    const before = await pageCount();
    expect((await translate(admin, { pageID, newLocale: 'nl-nl', title: 'X', slug: 'bezet' })).body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    const unknown = await translate(admin, { pageID: 999999, newLocale: 'nl-nl', title: 'X', slug: 'nieuw' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Errors[0].code).toBe('PM_01');
    expect((await translate(admin, { pageID: 'one', newLocale: 'nl-nl', title: 'X', slug: 'nieuw' })).body.Errors).toEqual([{ code: 'V_12', property: 'pageID' }]);
    expect((await translate(admin, { pageID })).body.Errors).toEqual(
      expect.arrayContaining([
        { code: 'V_01', property: 'newLocale' },
        { code: 'V_01', property: 'title' },
      ]),
    );
    expect((await (await gateway.client().start()).rest('POST', `${api}/create-translation`, { pageID, newLocale: 'nl-nl', title: 'X', slug: 'x' })).status).toBe(401);
    expect(await pageCount()).toBe(before);
  });
});

describe('sibling slugs', () => {
  it('lists the published translations with the path the locale switch goes to', async () => {
    const { pageID } = await source({ slug: 'about-tessera', publish: true });
    const dutch = await translate(admin, { pageID, newLocale: 'nl-nl', title: 'Over', slug: 'over-tessera' });
    const german = await translate(admin, { pageID, newLocale: 'de-de', title: 'Uber', slug: 'uber-tessera' });
    await admin.rest('POST', `${api}/${dutch.body.pageID}/publish`);

    const visitor = gateway.client();
    const reply = await visitor.rest('GET', `${api}/get-sibling-slugs/${dutch.body.pageID}`);
    expect(reply.status).toBe(200);
    expect(reply.body.items).toEqual([
      { pageID, locale: 'en-gb', slug: 'about-tessera', path: '/about-tessera' },
      { pageID: dutch.body.pageID, locale: 'nl-nl', slug: 'over-tessera', path: '/nl-nl/over-tessera' },
    ]);
    expect((await visitor.rest('GET', `${api}/get-sibling-slugs/${pageID}`)).body.items).toHaveLength(2);

    await admin.rest('POST', `${api}/${german.body.pageID}/publish`);
    await admin.rest('POST', `${api}/${pageID}/unpublish`);
    expect((await visitor.rest('GET', `${api}/get-sibling-slugs/${pageID}`)).body.items.map((s: { path: string }) => s.path)).toEqual(['/de-de/uber-tessera', '/nl-nl/over-tessera']);

    const graphql = await visitor.gql('query S($id: Int!) { siblingSlugs(pageID: $id) { pageID locale slug path } }', { id: dutch.body.pageID });
    expect(graphql.body.data.siblingSlugs).toEqual([
      { pageID: german.body.pageID, locale: 'de-de', slug: 'uber-tessera', path: '/de-de/uber-tessera' },
      { pageID: dutch.body.pageID, locale: 'nl-nl', slug: 'over-tessera', path: '/nl-nl/over-tessera' },
    ]);
  });

  it('gives the home page’s translations the locale root as path', async () => {
    const { pageID } = await source({ slug: 'home', publish: true });
    const dutch = await translate(admin, { pageID, newLocale: 'nl-nl', title: 'Thuis', slug: 'home' });
    await admin.rest('POST', `${api}/${dutch.body.pageID}/publish`);
    const reply = await gateway.client().rest('GET', `${api}/get-sibling-slugs/${pageID}`);
    expect(reply.body.items.map((s: { path: string }) => s.path)).toEqual(['/', '/nl-nl']);
  });

  it('answers PM_01 (404) for an unknown page and V_12 for an id that is not a number', async () => {
    const visitor = gateway.client();
    const unknown = await visitor.rest('GET', `${api}/get-sibling-slugs/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.Errors[0].code).toBe('PM_01');
    const bad = await visitor.rest('GET', `${api}/get-sibling-slugs/abc`);
    expect({ status: bad.status, Errors: bad.body.Errors }).toEqual({ status: 422, Errors: [{ code: 'V_12', property: 'pageID' }] });
  });
});

describe('duplicate', () => {
  it('makes an independent page with a copy of the content, in a translation group of its own', async () => {
    const original = await source({ publish: true });
    const reply = await editor.rest('POST', `${api}/duplicate`, { pageID: original.pageID, locale: 'en-gb', title: 'Copy', slug: `copy-of-${serial}` });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    const copy = await pageOf(reply.body.pageID);
    const source_ = await pageOf(original.pageID);
    expect(copy).toMatchObject({ locale: 'en-gb', title: 'Copy', status: 'concept', publishedVersionID: null });
    expect(copy.translationGroup).not.toBe(source_.translationGroup);
    expect(copy.content).toEqual(source_.content);

    const stored = await admin.rest('POST', `${api}/version/${reply.body.pageVersionID}/store`, { title: 'Copy', blocks: blocks('Changed in the copy') });
    expect(stored.status).toBe(200);
    const after = await pageOf(original.pageID);
    expect(after.latestVersionID).toBe(original.versionID);
    expect(after.content[0].props.body).toBe('<p>English text</p>');
    expect((await admin.rest('GET', `${api}/get-sibling-slugs/${original.pageID}`)).body.items.map((s: { pageID: number }) => s.pageID)).toEqual([original.pageID]);
  });

  it('may duplicate into another locale; refuses a taken slug (V_06), an unknown locale (V_12) and missing fields (V_01)', async () => {
    const original = await source();
    const dutch = await admin.rest('POST', `${api}/duplicate`, { pageID: original.pageID, locale: 'nl-nl', title: 'Kopie', slug: 'kopie' });
    expect((await pageOf(dutch.body.pageID)).locale).toBe('nl-nl');
    const before = await pageCount();
    expect((await admin.rest('POST', `${api}/duplicate`, { pageID: original.pageID, locale: 'nl-nl', title: 'Kopie', slug: 'kopie' })).body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    expect((await admin.rest('POST', `${api}/duplicate`, { pageID: original.pageID, locale: 'es-es', title: 'Copia', slug: 'copia' })).body.Errors).toEqual([{ code: 'V_12', property: 'locale' }]);
    expect((await admin.rest('POST', `${api}/duplicate`, { pageID: original.pageID })).body.Errors).toEqual(
      expect.arrayContaining([
        { code: 'V_01', property: 'locale' },
        { code: 'V_01', property: 'title' },
        { code: 'V_01', property: 'slug' },
      ]),
    );
    expect((await admin.rest('POST', `${api}/duplicate`, { pageID: 999999, locale: 'en-gb', title: 'X', slug: 'ghost-copy' })).status).toBe(404);
    expect(await pageCount()).toBe(before);
  });

  it('duplicates and translates over GraphQL', async () => {
    const original = await source();
    const duplicate = await editor.gql('mutation D($id: Int!) { duplicatePage(pageID: $id, locale: "en-gb", title: "GQL copy", slug: "gql-copy") { pageID pageVersionID } }', {
      id: original.pageID,
    });
    expect(duplicate.body.data.duplicatePage).toEqual({ pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    expect((await pageOf(duplicate.body.data.duplicatePage.pageID)).slug).toBe('gql-copy');

    const translation = await editor.gql('mutation T($id: Int!) { createTranslation(pageID: $id, newLocale: "fr-fr", title: "Copie", slug: "copie") { pageID pageVersionID } }', {
      id: original.pageID,
    });
    const french = await pageOf(translation.body.data.createTranslation.pageID);
    expect(french).toMatchObject({ locale: 'fr-fr', slug: 'copie', translationGroup: (await pageOf(original.pageID)).translationGroup });
    const again = await editor.gql('mutation T($id: Int!) { createTranslation(pageID: $id, newLocale: "fr-fr", title: "Encore", slug: "encore") { pageID } }', {
      id: original.pageID,
    });
    expect(again.body.errors![0].extensions).toMatchObject({ code: 'V_06', property: 'newLocale' });
  });
});

describe('translations of a page, as the overview and the editor read them', () => {
  const translationFields = 'translations { pageID locale slug title status hasUnpublishedChanges }';

  /** A published English page with a published Dutch and a concept German translation, and a duplicate outside the group. */
  async function translatedGroup() {
    serial++;
    const english = await source({ slug: `group-${serial}`, publish: true });
    const dutch = (await translate(admin, { pageID: english.pageID, newLocale: 'nl-nl', title: 'Groep', slug: `groep-${serial}` })).body.pageID as number;
    const german = (await translate(admin, { pageID: english.pageID, newLocale: 'de-de', title: 'Gruppe', slug: `gruppe-${serial}` })).body.pageID as number;
    expect((await admin.rest('POST', `${api}/${dutch}/publish`)).status).toBe(200);
    const duplicate = await admin.rest('POST', `${api}/duplicate`, { pageID: english.pageID, locale: 'en-gb', title: 'Alone', slug: `alone-${serial}` });
    return { english: english.pageID, dutch, german, duplicate: duplicate.body.pageID as number, slug: `group-${serial}` };
  }

  it('the page list and GET page/{id} give each page the others of its translation group with their state', async () => {
    const group = await translatedGroup();
    const listed = await admin.rest('POST', `${api}/list`, { locale: 'en-gb', searchTerm: `-${serial}`, pageSize: 100 });
    const row = (id: number) => listed.body.items.find((page: { id: number }) => page.id === id);
    expect(row(group.english).translations).toEqual([
      { pageID: group.german, locale: 'de-de', slug: `gruppe-${serial}`, title: 'Gruppe', status: 'concept', hasUnpublishedChanges: true },
      { pageID: group.dutch, locale: 'nl-nl', slug: `groep-${serial}`, title: 'Groep', status: 'published', hasUnpublishedChanges: false },
    ]);
    expect(row(group.duplicate).translations).toEqual([]);

    const dutch = await editor.rest('GET', `${api}/${group.dutch}`);
    expect(dutch.body.translations.map((t: { locale: string; status: string }) => [t.locale, t.status])).toEqual([
      ['de-de', 'concept'],
      ['en-gb', 'published'],
    ]);
    const many = await editor.rest('POST', `${api}/get-multiple`, { pageIDs: [group.german] });
    expect(many.body.items[0].translations.map((t: { pageID: number }) => t.pageID)).toEqual([group.english, group.dutch]);
  });

  it('GraphQL pages and page(id) expose the same translations', async () => {
    const group = await translatedGroup();
    const listed = await editor.gql(`query L($q: PageListQuery) { pages(query: $q) { items { id ${translationFields} } } }`, { q: { locale: 'nl-nl', searchTerm: `groep-${serial}` } });
    expect(listed.body.data.pages.items).toEqual([
      {
        id: group.dutch,
        translations: [
          { pageID: group.german, locale: 'de-de', slug: `gruppe-${serial}`, title: 'Gruppe', status: 'concept', hasUnpublishedChanges: true },
          { pageID: group.english, locale: 'en-gb', slug: group.slug, title: `Source ${serial}`, status: 'published', hasUnpublishedChanges: false },
        ],
      },
    ]);
    const single = await editor.gql(`query P($id: Int!) { page(id: $id) { id ${translationFields} } }`, { id: group.english });
    expect(single.body.data.page.translations.map((t: { locale: string }) => t.locale)).toEqual(['de-de', 'nl-nl']);
    const rest = await editor.rest('GET', `${api}/${group.english}`);
    expect(single.body.data.page.translations).toEqual(rest.body.translations);
  });

  it('loads the translations of a whole list with one query, however many rows it has', async () => {
    for (let i = 0; i < 3; i++) await translatedGroup();
    const connection = gateway.tessera.orm.em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const listed = await admin.rest('POST', `${api}/list`, { pageSize: 100 });
      expect(listed.body.items.length).toBeGreaterThan(10);
      expect(listed.body.items.filter((page: { translations: unknown[] }) => page.translations.length > 0).length).toBeGreaterThan(6);
      const groupQueries = execute.mock.calls.filter(([sql]) => /translation_group.{0,5} in /.test(String(sql)));
      expect(groupQueries).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });
});
