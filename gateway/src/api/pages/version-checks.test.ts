import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Content checks before publishing (GET page/version/{id}/checks, GraphQL pageVersionChecks):
 * each warning appears when its problem is there and not otherwise; they warn, a version with
 * warnings still publishes; a session is needed, an unknown version is PM_01, a bad id V_12.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let image: { id: number; hash: string; fileName: string };
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const reply = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, 'checks.png', 'image/png', { path: '/' });
  expect(reply.status).toBe(200);
  image = reply.body.file;
});

afterAll(async () => {
  await gateway?.stop();
});

interface Warning {
  code: string;
  blockKey?: string | null;
  path?: string | null;
  params: Record<string, unknown>;
}

const fine = { seoDescription: 'What this page is about.' };
const slot = (altText: string) => ({ hash: image.hash, fileName: image.fileName, altText, fileID: image.id, cropParams: null });

/** A new page (by the editor, in `locale`) stored with `content`; answers its page and latest version. */
async function pageWith(content: { title?: string; blocks?: object[]; seoDescription?: string | null; seoTitle?: string | null }, locale = 'en-gb') {
  const slug = `checks-${++serial}`;
  const created = await editor.rest('POST', `${api}/create`, { title: content.title ?? `Checks ${serial}`, slug, type: 'blank', locale });
  expect(created.status).toBe(200);
  const stored = await editor.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title: `Checks ${serial}`, blocks: [], ...fine, ...content });
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID as number, versionID: stored.body.pageVersionID as number };
}

async function warningsOf(versionID: number): Promise<Warning[]> {
  const reply = await editor.rest('GET', `${api}/version/${versionID}/checks`);
  expect(reply.status).toBe(200);
  return reply.body.warnings;
}
const codesOf = async (versionID: number) => (await warningsOf(versionID)).map((w) => [w.code, w.blockKey ?? null, w.path ?? null]);

describe('content checks of a version', () => {
  it('answers no warnings for a page without problems, over REST and GraphQL', async () => {
    const { pageID, versionID } = await pageWith({
      blocks: [
        { type: 'rich-text', key: 'text', props: { heading: 'Who we are', body: '<h3>Team</h3><p>Meet <a href="/team">our team</a>.</p>' } },
        { type: 'image', key: 'picture', props: {}, __images: { image: slot('The team at work') } },
        { type: 'call-to-action', key: 'cta', props: { title: 'Talk', primary: { type: 'internal', href: '/contact', label: 'Contact us' } } },
      ],
    });
    const reply = await editor.rest('GET', `${api}/version/${versionID}/checks`);
    expect(reply.body).toEqual({ versionID, pageID, warnings: [] });
    const gql = await editor.gql('query C($id: Int!) { pageVersionChecks(id: $id) { versionID pageID warnings { code } } }', { id: versionID });
    expect(gql.body).toEqual({ data: { pageVersionChecks: { versionID, pageID, warnings: [] } } });
  });

  it('warns of an image without alt text, by block and slot', async () => {
    const { versionID } = await pageWith({
      blocks: [
        { type: 'image', key: 'bare', props: {}, __images: { image: slot('') } },
        { type: 'image', key: 'described', props: {}, __images: { image: slot('A description') } },
      ],
    });
    expect(await warningsOf(versionID)).toEqual([{ code: 'image-alt-missing', blockKey: 'bare', path: 'image', params: { fileName: image.fileName } }]);
  });

  it('warns of a skipped heading level, and not of a sound outline', async () => {
    const skipped = await pageWith({ blocks: [{ type: 'rich-text', key: 'deep', props: { body: '<h4>Too deep</h4><p>x</p>' } }] });
    expect(await warningsOf(skipped.versionID)).toEqual([{ code: 'heading-skipped', blockKey: 'deep', path: 'body', params: { level: 4, previous: 1 } }]);
    const sound = await pageWith({ blocks: [{ type: 'rich-text', key: 'ok', props: { heading: 'Top', body: '<h3>Below</h3><p>x</p>' } }] });
    expect(await codesOf(sound.versionID)).toEqual([]);
  });

  it('warns of vague link texts in the page’s language, in rich text and link fields', async () => {
    const dutch = await pageWith(
      {
        blocks: [
          { type: 'rich-text', key: 'text', props: { body: '<p><a href="/a">Lees meer</a> of <a href="/b">onze tarieven</a></p>' } },
          { type: 'call-to-action', key: 'cta', props: { title: 'Bel', primary: { type: 'internal', href: '/c', label: 'Klik hier' } } },
        ],
      },
      'nl-nl',
    );
    expect(await warningsOf(dutch.versionID)).toEqual([
      { code: 'link-text-vague', blockKey: 'text', path: 'body', params: { text: 'Lees meer' } },
      { code: 'link-text-vague', blockKey: 'cta', path: 'primary', params: { text: 'Klik hier' } },
    ]);
  });

  it('warns of a missing SEO description and a title over 60 characters', async () => {
    const { versionID } = await pageWith({ title: `${'Long '.repeat(13)}${serial}`, seoDescription: null });
    expect(await codesOf(versionID)).toEqual([
      ['seo-description-missing', null, 'seoDescription'],
      ['title-too-long', null, 'title'],
    ]);
  });

  it('warns of a title another page of the locale has, not one in another locale', async () => {
    const title = `Twin title ${Date.now()}`;
    await pageWith({ title });
    const twin = await pageWith({ title: ` ${title.toUpperCase()} ` });
    expect(await warningsOf(twin.versionID)).toEqual([{ code: 'title-duplicate', path: 'title', params: { count: 1 } }]);
    const elsewhere = await pageWith({ title: `Other ${title}` }, 'nl-nl');
    expect(await codesOf(elsewhere.versionID)).toEqual([]);
  });

  it('warns without refusing: a version with warnings publishes', async () => {
    const { pageID, versionID } = await pageWith({ seoDescription: null, blocks: [{ type: 'image', key: 'bare', props: {}, __images: { image: slot('') } }] });
    expect((await warningsOf(versionID)).length).toBe(2);
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
  });

  it('needs a session; PM_01 for an unknown version, V_12 for a bad id', async () => {
    const { versionID } = await pageWith({});
    const anonymous = await gateway.client().start();
    const refused = await anonymous.rest('GET', `${api}/version/${versionID}/checks`);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01' }] });
    const anonymousGql = await anonymous.gql('query C($id: Int!) { pageVersionChecks(id: $id) { versionID } }', { id: versionID });
    expect(anonymousGql.body.errors?.[0].extensions).toMatchObject({ code: 'UM_01' });

    const missing = await editor.rest('GET', `${api}/version/999999/checks`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Success: false, Errors: [{ code: 'PM_01', property: 'id' }] });
    const missingGql = await editor.gql('query C($id: Int!) { pageVersionChecks(id: $id) { versionID } }', { id: 999999 });
    expect(missingGql.body.errors?.[0].extensions).toMatchObject({ code: 'PM_01', property: 'id' });

    const bad = await editor.rest('GET', `${api}/version/abc/checks`);
    expect(bad.status).toBe(422);
    expect(bad.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'versionId' })]);
  });
});
