import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The content model's texts in the language asked for (issue 32): GraphQL `blockTypes(locale:)` and
 * `pageTypes(locale:)`, REST `config/block-types?locale=`; English without a locale, a coded V_12
 * for a locale that is not one of the admin's.
 */
let gateway: TestGateway;
let client: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  client = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const blockTypes = `query ($locale: String) { blockTypes(locale: $locale) { id label description fields } }`;
const pageTypes = `query ($locale: String) { pageTypes(locale: $locale) { id label } }`;

describe('block types and page types in a language', () => {
  it('answers every label, description and option in the locale asked for', async () => {
    const { body } = await client.gql(blockTypes, { locale: 'nl-nl' });
    expect(body.errors).toBeUndefined();
    const hero = body.data.blockTypes.find((type: { id: string }) => type.id === 'hero');
    expect(hero.label).toBe('Openingsblok');
    expect(hero.fields.find((field: { name: string }) => field.name === 'title').label).toBe('Titel');
    expect(hero.fields.find((field: { name: string }) => field.name === 'theme').options).toEqual([
      { value: 'light', label: 'Licht' },
      { value: 'dark', label: 'Donker' },
    ]);
    const pages = await client.gql(pageTypes, { locale: 'de' });
    expect(pages.body.data.pageTypes.find((type: { id: string }) => type.id === 'content-page').label).toBe('Inhaltsseite');
  });

  it('answers English without a locale, and takes a language or any case', async () => {
    const english = await client.gql(blockTypes, {});
    expect(english.body.data.blockTypes.find((type: { id: string }) => type.id === 'rich-text').label).toBe('Rich text');
    const french = await client.gql(blockTypes, { locale: 'FR' });
    expect(french.body.data.blockTypes.find((type: { id: string }) => type.id === 'rich-text').label).toBe('Texte enrichi');
  });

  it('serves REST the same', async () => {
    const reply = await client.rest('GET', '/api/tessera/config/block-types?locale=de-de');
    expect(reply.status).toBe(200);
    expect(reply.body.items.find((type: { id: string }) => type.id === 'rich-text').label).toBe('Formatierter Text');
    const pages = await client.rest('GET', '/api/tessera/config/page-types?locale=nl-nl');
    expect(pages.body.items.find((type: { id: string }) => type.id === 'blank').label).toBe('Lege pagina');
  });

  it('refuses a locale that is not an admin language with V_12', async () => {
    for (const locale of ['es-es', 'x'.repeat(200), '']) {
      const { body } = await client.gql(pageTypes, { locale });
      expect([locale.slice(0, 10), body.data ?? null, body.errors?.[0]?.extensions?.code]).toEqual([locale.slice(0, 10), null, 'V_12']);
    }
    const reply = await client.rest('GET', '/api/tessera/config/block-types?locale=klingon');
    expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status: 422, Errors: [{ property: 'locale', code: 'V_12' }] });
  });
});
