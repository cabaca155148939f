import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { SiteText } from '@tessera/schema/src/site-content/site-content.entities';
import { api, auditRows, gqlErrors, recordEvents, restErrors, signedInEditor, visitor } from './site-content.test-support';

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function storedTexts() {
  const rows = await gateway.tessera.orm.em.fork().find(SiteText, {}, { orderBy: { id: 'asc' } });
  return rows.map((t) => ({ key: t.key, locale: t.locale, value: t.value }));
}

const put = (client: TestClient, key: string, locale: string, value: unknown) => client.rest('PUT', `${api}/texts/${key}/${locale}`, { value });

const valid = {
  footer: { text: '<p>© Tessera</p>', links: [{ label: 'Jobs', href: 'https://jobs.example.com' }] },
  'cookie-consent': { title: 'Cookies', message: '<p>We use cookies.</p>', acceptLabel: 'Accept', rejectLabel: 'Reject', settingsLabel: 'Settings' },
  'privacy-statement': { title: 'Privacy', body: '<h2>Your data</h2><p>We keep little.</p>' },
  'cookie-statement': { title: 'Cookie statement', body: '<p>Only functional cookies.</p>' },
  training: { title: 'Training', intro: '<p>Learn with us.</p>', items: [{ title: 'TypeScript', text: '<p>Two days.</p>' }] },
};

describe('site texts over REST', () => {
  it('a text never set reads as null, for visitors too', async () => {
    const reply = await gateway.client().rest('GET', `${api}/texts/footer/nl-nl`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ key: 'footer', locale: 'nl-nl', value: null });
  });

  it('admin sets every key; visitors read it back per locale; audited and announced', async () => {
    for (const [key, value] of Object.entries(valid)) {
      const events = recordEvents(gateway);
      const reply = await put(admin, key, 'en-gb', value);
      events.stop();
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ Success: true, Errors: [], SiteText: { key, locale: 'en-gb', value } });
      expect(events.payloads()).toEqual([{ kind: 'site-text', key, locale: 'en-gb' }]);
      expect((await auditRows(gateway, 'site-text.set')).at(-1)).toMatchObject({ subjectType: 'site-text', subjectId: `${key}/en-gb` });
      expect((await gateway.client().rest('GET', `${api}/texts/${key}/en-gb`)).body).toEqual({ key, locale: 'en-gb', value });
      expect((await gateway.client().rest('GET', `${api}/texts/${key}/de-de`)).body).toEqual({ key, locale: 'de-de', value: null });
    }
  });

  it('setting again replaces the value; optional parts get their defaults', async () => {
    await put(admin, 'footer', 'fr-fr', valid.footer);
    const replaced = await put(admin, 'footer', 'fr-fr', { links: [] });
    expect(replaced.body.SiteText.value).toEqual({ text: '', links: [] });
    const training = await put(admin, 'training', 'fr-fr', { title: 'Formation', items: [{ title: 'Jour 1' }] });
    expect(training.body.SiteText.value).toEqual({ title: 'Formation', intro: '', items: [{ title: 'Jour 1', text: '' }] });
    expect((await storedTexts()).filter((t) => t.locale === 'fr-fr')).toHaveLength(2);
  });

  it('scripts, event handlers and javascript: links are stripped from rich text before storing', async () => {
    const reply = await put(admin, 'training', 'nl-nl', {
      title: 'Training',
      intro: '<p onclick="steal()">Welkom<script>alert(1)</script></p>',
      items: [{ title: 'Dag 1', text: '<p><a href="javascript:alert(1)" onmouseover="x()">klik</a><img src=x onerror="alert(1)"></p>' }],
    });
    expect(reply.status).toBe(200);
    const expected = { title: 'Training', intro: '<p>Welkom</p>', items: [{ title: 'Dag 1', text: '<p><a>klik</a></p>' }] };
    expect(reply.body.SiteText.value).toEqual(expected);
    expect((await storedTexts()).find((t) => t.key === 'training' && t.locale === 'nl-nl')?.value).toEqual(expected);
    const consent = await put(admin, 'cookie-consent', 'nl-nl', { ...valid['cookie-consent'], message: '<p style="color:red" onload="x()">Koekjes</p><iframe src="https://evil.example"></iframe>' });
    expect(consent.body.SiteText.value.message).toBe('<p>Koekjes</p>');
  });

  it('refuses values that do not fit the key, with paths under value; nothing changes', async () => {
    await put(admin, 'cookie-consent', 'de-de', valid['cookie-consent']);
    const before = await storedTexts();
    const cases: [string, unknown, string[]][] = [
      ['footer', { text: '<p><b>soup</p></b>' }, ['V_15:value.text']],
      ['footer', { text: '<p>never closed' }, ['V_15:value.text']],
      ['footer', { links: [{ label: 'Evil', href: 'javascript:alert(1)' }] }, ['V_13:value.links.0.href']],
      ['footer', { links: [{ label: 'Relative', href: '/contact' }] }, ['V_13:value.links.0.href']],
      ['footer', { links: [{ label: 'FTP', href: 'ftp://files.example.com' }] }, ['V_13:value.links.0.href']],
      ['footer', { links: [{ href: 'https://example.com' }] }, ['V_01:value.links.0.label']],
      ['footer', { links: Array.from({ length: 21 }, (_, i) => ({ label: `L${i}`, href: 'https://example.com' })) }, ['V_14:value.links']],
      ['footer', { text: '<p>x</p>', colour: 'red' }, ['V_12:value.colour']],
      ['cookie-consent', {}, ['V_01:value.title', 'V_01:value.message', 'V_01:value.acceptLabel', 'V_01:value.rejectLabel', 'V_01:value.settingsLabel']],
      ['cookie-consent', { ...valid['cookie-consent'], message: '<p> <script>only()</script></p>' }, ['V_01:value.message']],
      ['cookie-consent', { ...valid['cookie-consent'], acceptLabel: '' }, ['V_01:value.acceptLabel']],
      ['privacy-statement', { title: 'Privacy', body: 42 }, ['V_12:value.body']],
      ['cookie-statement', { body: '<p>No title</p>' }, ['V_01:value.title']],
      ['training', { title: 'T', items: Array.from({ length: 51 }, () => ({ title: 'x' })) }, ['V_14:value.items']],
      ['training', { title: 'T', items: [{ title: 'x', text: '<div><p>soup</div>' }] }, ['V_15:value.items.0.text']],
      ['training', 'just a string', ['V_12:value']],
      ['training', undefined, ['V_01:value']],
    ];
    for (const [key, value, errors] of cases) {
      const reply = await put(admin, key, 'de-de', value);
      expect({ key, value, status: reply.status, errors: restErrors(reply) }).toEqual({ key, value, status: 422, errors });
    }
    expect(await storedTexts()).toEqual(before);
  });

  it('unknown keys are V_12 on key; locales the site does not offer are V_12 on locale', async () => {
    const before = await storedTexts();
    const unknownKey = await gateway.client().rest('GET', `${api}/texts/header/en-gb`);
    expect([unknownKey.status, restErrors(unknownKey)]).toEqual([422, ['V_12:key']]);
    expect(restErrors(await put(admin, 'header', 'en-gb', { text: 'x' }))).toEqual(['V_12:key']);
    expect(restErrors(await gateway.client().rest('GET', `${api}/texts/footer/xx-yy`))).toEqual(['V_12:locale']);
    expect(restErrors(await put(admin, 'footer', 'english', valid.footer))).toEqual(['V_12:locale']);

    const settings = await admin.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb', 'nl-nl'], defaultLocale: 'en-gb', customSlugLocales: [] });
    expect(settings.status).toBe(200);
    try {
      const read = await gateway.client().rest('GET', `${api}/texts/footer/de-de`);
      expect([read.status, restErrors(read)]).toEqual([422, ['V_12:locale']]);
      expect(restErrors(await put(admin, 'footer', 'de-de', valid.footer))).toEqual(['V_12:locale']);
      expect((await put(admin, 'footer', 'NL-NL', valid.footer)).body.SiteText.locale).toBe('nl-nl');
    } finally {
      await admin.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'en-gb', customSlugLocales: [] });
    }
    expect((await storedTexts()).filter((t) => t.locale === 'de-de' && t.key === 'footer')).toEqual(before.filter((t) => t.locale === 'de-de' && t.key === 'footer'));
  });

  it('visitors get 401 and editors 403 UM_01 when setting a text; nothing changes', async () => {
    await put(admin, 'privacy-statement', 'nl-nl', valid['privacy-statement']);
    const before = await storedTexts();
    const editor = await signedInEditor(gateway);
    const anonymous = await put(await visitor(gateway), 'privacy-statement', 'nl-nl', { title: 'Hacked', body: '<p>x</p>' });
    expect([anonymous.status, restErrors(anonymous)]).toEqual([401, ['UM_01']]);
    const refused = await put(editor, 'privacy-statement', 'nl-nl', { title: 'Hacked', body: '<p>x</p>' });
    expect([refused.status, restErrors(refused)]).toEqual([403, ['UM_01']]);
    expect(await storedTexts()).toEqual(before);
    expect((await editor.rest('GET', `${api}/texts/privacy-statement/nl-nl`)).body.value).toEqual(valid['privacy-statement']);
  });
});

describe('site texts over GraphQL', () => {
  const set = `mutation($key: String!, $locale: String!, $value: JSONObject!) { setSiteText(key: $key, locale: $locale, value: $value) { key locale value } }`;
  const get = `query($key: String!, $locale: String!) { siteText(key: $key, locale: $locale) { key locale value } }`;

  it('admin sets a text and visitors read it', async () => {
    const events = recordEvents(gateway);
    const reply = await admin.gql(set, { key: 'cookie-statement', locale: 'fr-fr', value: { title: 'Cookies', body: '<p>Oui<script>x()</script></p>' } });
    events.stop();
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.setSiteText).toEqual({ key: 'cookie-statement', locale: 'fr-fr', value: { title: 'Cookies', body: '<p>Oui</p>' } });
    expect(events.payloads()).toEqual([{ kind: 'site-text', key: 'cookie-statement', locale: 'fr-fr' }]);
    const read = await gateway.client().gql(get, { key: 'cookie-statement', locale: 'fr-fr' });
    expect(read.body.data.siteText).toEqual({ key: 'cookie-statement', locale: 'fr-fr', value: { title: 'Cookies', body: '<p>Oui</p>' } });
    const unset = await gateway.client().gql(get, { key: 'training', locale: 'de-de' });
    expect(unset.body.data.siteText).toEqual({ key: 'training', locale: 'de-de', value: null });
  });

  it('reports the same codes as REST', async () => {
    await admin.gql(set, { key: 'footer', locale: 'de-de', value: valid.footer });
    const before = await storedTexts();
    expect(gqlErrors(await gateway.client().gql(get, { key: 'header', locale: 'en-gb' }), 'siteText')).toEqual(['V_12:key']);
    expect(gqlErrors(await gateway.client().gql(get, { key: 'footer', locale: 'xx-yy' }), 'siteText')).toEqual(['V_12:locale']);
    expect(gqlErrors(await admin.gql(set, { key: 'footer', locale: 'de-de', value: { text: '<b><i>x</b></i>' } }), 'setSiteText')).toEqual(['V_15:value.text']);
    expect(gqlErrors(await admin.gql(set, { key: 'footer', locale: 'de-de', value: { links: [{ label: 'x', href: 'mailto:a@b.c' }] } }), 'setSiteText')).toEqual(['V_13:value.links.0.href']);
    const editor = await signedInEditor(gateway);
    for (const client of [await visitor(gateway), editor]) {
      expect(gqlErrors(await client.gql(set, { key: 'footer', locale: 'de-de', value: { text: '<p>Hacked</p>' } }), 'setSiteText')).toEqual(['UM_01']);
    }
    expect(await storedTexts()).toEqual(before);
  });
});
