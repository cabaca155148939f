import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Site settings keep every page reachable: removing a locale that pages still use is refused with
 * ST_01 (property availableLocales, the locales in the details), over REST and GraphQL, and
 * nothing changes; a locale without pages can go and come back. The default locale cannot be
 * removed (ST_02) until another default is saved.
 */
let gateway: TestGateway;
let admin: TestClient;

const settingsPath = '/api/tessera/settings';
const all = { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] };
const update = `mutation($input: SettingsInput!) { updateSettings(input: $input) { availableLocales defaultLocale customSlugLocales } }`;

async function storedSettings() {
  return gateway.sql<{ key: string; value: unknown }>(`select key, value from setting where key in ('availableLocales', 'defaultLocale', 'customSlugLocales') order by key`);
}

async function auditCount(): Promise<number> {
  return Number((await gateway.sql<{ n: string }>(`select count(*) as n from audit_log where action = 'settings.updated'`))[0].n);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  expect((await admin.rest('PUT', settingsPath, all)).status).toBe(200);
  for (const [locale, count] of [
    ['de-de', 2],
    ['en-gb', 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const created = await admin.rest('POST', '/api/tessera/page/create', { title: `Page ${locale} ${i}`, slug: `page-${locale}-${i}`, type: 'content-page', locale });
      expect(created.status).toBe(200);
    }
  }
});

afterAll(async () => {
  await gateway?.stop();
});

describe('removing a locale that pages use', () => {
  it('is refused over REST with ST_01 on availableLocales, naming the locale; nothing changes', async () => {
    const before = await storedSettings();
    const audits = await auditCount();
    const reply = await admin.rest('PUT', settingsPath, { availableLocales: ['en-gb', 'nl-nl'], defaultLocale: 'en-gb', customSlugLocales: [] });
    expect(reply.status).toBe(409);
    expect(reply.body.Success).toBe(false);
    expect(reply.body.Errors).toEqual([expect.objectContaining({ code: 'ST_01', property: 'availableLocales' })]);
    expect(reply.body.Details).toEqual({ locales: [{ locale: 'de-de', pages: 2 }] });
    expect(await storedSettings()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect((await gateway.client().rest('GET', '/api/tessera/settings/get')).body.availableLocales).toEqual(all.availableLocales);
  });

  it('is refused over GraphQL with ST_01 and the locales in extensions.details; nothing changes', async () => {
    // Dutch is the default for this one, so both locales with pages can be asked to go.
    expect((await admin.rest('PUT', settingsPath, { ...all, defaultLocale: 'nl-nl' })).status).toBe(200);
    try {
      const before = await storedSettings();
      const reply = await admin.gql(update, { input: { availableLocales: ['nl-nl', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: [] } });
      expect(reply.body.data).toBeNull();
      const extensions = reply.body.errors?.[0]?.extensions;
      expect([extensions.code, extensions.property]).toEqual(['ST_01', 'availableLocales']);
      expect(extensions.details).toEqual({
        locales: [
          { locale: 'de-de', pages: 2 },
          { locale: 'en-gb', pages: 1 },
        ],
      });
      expect(await storedSettings()).toEqual(before);
    } finally {
      await admin.rest('PUT', settingsPath, all);
    }
  });

  it('lets a locale without pages go and come back, its menu kept for its return', async () => {
    const item = await admin.rest('POST', '/api/tessera/menu/item', { locale: 'fr-fr', label: 'Blog', url: 'https://blog.example.com/' });
    expect(item.status).toBe(200);
    try {
      const without = await admin.gql(update, { input: { availableLocales: ['en-gb', 'nl-nl', 'de-de'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] } });
      expect(without.body.data.updateSettings.availableLocales).toEqual(['en-gb', 'nl-nl', 'de-de']);
      // Meanwhile the locale's menu is not offered.
      expect((await gateway.client().rest('GET', '/api/tessera/menu/fr-fr')).status).toBe(422);
      const back = await admin.rest('PUT', settingsPath, all);
      expect([back.status, back.body.Settings.availableLocales]).toEqual([200, all.availableLocales]);
      const menu = await gateway.client().rest('GET', '/api/tessera/menu/fr-fr');
      expect(menu.body.items).toEqual([expect.objectContaining({ label: 'Blog', url: 'https://blog.example.com/' })]);
    } finally {
      await admin.rest('PUT', settingsPath, all);
    }
  });

  it('keeps the other rules: default locale among the available ones, settings managers only', async () => {
    const wrongDefault = await admin.rest('PUT', settingsPath, { ...all, availableLocales: ['en-gb', 'de-de'], defaultLocale: 'fr-fr' });
    expect(wrongDefault.status).toBe(422);
    const editor = (await gateway.signedIn('editor')).client;
    const refused = await editor.rest('PUT', settingsPath, all);
    expect([refused.status, refused.body.Errors[0].code]).toEqual([403, 'UM_01']);
  });
});

describe('removing the default locale', () => {
  // French has no pages, so only the default rule can refuse its removal.
  const frenchDefault = { ...all, defaultLocale: 'fr-fr' };
  const withoutFrench = { availableLocales: ['en-gb', 'nl-nl', 'de-de'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] };

  beforeEach(async () => {
    expect((await admin.rest('PUT', settingsPath, frenchDefault)).status).toBe(200);
  });

  afterAll(async () => {
    await admin.rest('PUT', settingsPath, all);
  });

  it('is refused over REST with ST_02 on availableLocales, even with another default named; nothing changes', async () => {
    const before = await storedSettings();
    const audits = await auditCount();
    const reply = await admin.rest('PUT', settingsPath, withoutFrench);
    expect(reply.status).toBe(409);
    expect(reply.body.Errors).toEqual([{ code: 'ST_02', property: 'availableLocales' }]);
    expect(reply.body.Message).toBe('The default language cannot be removed; choose another default language and save first.');
    expect(reply.body.Details).toEqual({ locale: 'fr-fr' });
    expect(await storedSettings()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect((await gateway.client().rest('GET', '/api/tessera/settings/get')).body.defaultLocale).toBe('fr-fr');
  });

  it('is refused over GraphQL with ST_02 and the locale in extensions.details; nothing changes', async () => {
    const before = await storedSettings();
    const reply = await admin.gql(update, { input: withoutFrench });
    expect(reply.body.data).toBeNull();
    const extensions = reply.body.errors?.[0]?.extensions;
    expect([extensions.code, extensions.property, extensions.details]).toEqual(['ST_02', 'availableLocales', { locale: 'fr-fr' }]);
    expect(await storedSettings()).toEqual(before);
  });

  it('goes once another default is saved first', async () => {
    const moved = await admin.gql(update, { input: { ...frenchDefault, defaultLocale: 'en-gb' } });
    expect(moved.body.data.updateSettings.defaultLocale).toBe('en-gb');
    const removed = await admin.rest('PUT', settingsPath, withoutFrench);
    expect([removed.status, removed.body.Settings]).toEqual([200, withoutFrench]);
  });
});

describe('removing a locale while a page is created in it', () => {
  it('never leaves a page in a locale the site no longer offers: one of the two is refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      expect((await admin.rest('PUT', settingsPath, all)).status).toBe(200);
      const withoutFrench = { ...all, availableLocales: ['en-gb', 'nl-nl', 'de-de'] };
      const [created, updated] = await Promise.all([
        admin.rest('POST', '/api/tessera/page/create', { title: `Race ${round}`, slug: `race-${round}`, type: 'content-page', locale: 'fr-fr' }),
        admin.rest('PUT', settingsPath, withoutFrench),
      ]);
      if (created.status === 200) {
        expect({ status: updated.status, code: updated.body.Errors?.[0]?.code }).toEqual({ status: 409, code: 'ST_01' });
        expect((await admin.rest('POST', `/api/tessera/page/${created.body.pageID}/delete`)).status).toBe(200);
      } else {
        expect({ status: created.status, Errors: created.body.Errors }).toEqual({ status: 422, Errors: [{ code: 'V_12', property: 'locale' }] });
        expect(updated.status).toBe(200);
      }
      const stranded = await gateway.sql<{ n: string }>(
        `select count(*) as n from page where not exists (select 1 from setting s where s.key = 'availableLocales' and s.value @> to_jsonb(page.locale))`,
      );
      expect(Number(stranded[0].n)).toBe(0);
    }
    expect((await admin.rest('PUT', settingsPath, all)).status).toBe(200);
  });
});
