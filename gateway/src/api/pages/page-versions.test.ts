import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** Page versions (SPEC §3, §4): immutable snapshots, and a store never overwrites someone else's. */
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

const signedInUser = async (role: 'editor' | 'reviewer') => (await gateway.signedIn(role)).client;

async function createPage(client: TestClient = admin) {
  const reply = await client.rest('POST', `${api}/create`, { title: `Page ${++serial}`, slug: `versions-${serial}`, type: 'content-page', locale: 'en-gb' });
  expect(reply.status).toBe(200);
  return reply.body as { pageID: number; pageVersionID: number };
}

const content = (text: string) => ({ title: `Title ${text}`, blocks: [{ type: 'rich-text', key: 'intro', props: { body: `<p>${text}</p>` } }] });

async function versionCount(pageId: number): Promise<number> {
  const [row] = await gateway.tessera.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from page_version where page_id = ?', [pageId]);
  return Number(row.n);
}

describe('page versions', () => {
  it('storing makes a new version; the one it was based on still fetches unchanged', async () => {
    const { pageID, pageVersionID } = await createPage();
    const first = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, content('first'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Success: true, Errors: [], pageID, pageVersionID: expect.any(Number) });
    const second = await admin.rest('POST', `${api}/version/${first.body.pageVersionID}/store`, content('second'));
    expect(second.status).toBe(200);
    expect(new Set([pageVersionID, first.body.pageVersionID, second.body.pageVersionID]).size).toBe(3);

    const old = await admin.rest('GET', `${api}/version/fetch/${first.body.pageVersionID}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: first.body.pageVersionID, pageID, number: 2, basedOn: pageVersionID, title: 'Title first', hasPublicationRequest: false });
    expect(old.body.blocks).toEqual([{ type: 'rich-text', key: 'intro', props: { body: '<p>first</p>' }, anchorPoint: '', __images: {}, __files: {} }]);

    const latest = await admin.rest('GET', `${api}/version/fetch/${second.body.pageVersionID}`);
    expect(latest.body).toMatchObject({ number: 3, basedOn: first.body.pageVersionID, title: 'Title second' });
    expect((await admin.rest('GET', `${api}/${pageID}`)).body).toMatchObject({ latestVersionID: second.body.pageVersionID, title: 'Title second' });
    expect(await versionCount(pageID)).toBe(3);
  });

  it('reads a version over GraphQL with the same fields', async () => {
    const { pageID, pageVersionID } = await createPage();
    const stored = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, { ...content('gql'), seoTitle: 'SEO', seoKeywords: ['a', 'b'] });
    const reply = await admin.gql('query V($id: Int!) { pageVersion(id: $id) { id pageID number basedOn title blocks seoTitle seoKeywords seoImage hasPublicationRequest } }', {
      id: stored.body.pageVersionID,
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.pageVersion).toEqual({
      id: stored.body.pageVersionID,
      pageID,
      number: 2,
      basedOn: pageVersionID,
      title: 'Title gql',
      blocks: [{ type: 'rich-text', key: 'intro', props: { body: '<p>gql</p>' }, anchorPoint: '', __images: {}, __files: {} }],
      seoTitle: 'SEO',
      seoKeywords: ['a', 'b'],
      seoImage: null,
      hasPublicationRequest: false,
    });
  });

  it('two editors storing on the same version at the same moment: exactly one wins, the other gets PM_02', async () => {
    const alice = await signedInUser('editor');
    const bob = await signedInUser('editor');
    for (let round = 0; round < 5; round++) {
      const { pageID, pageVersionID } = await createPage();
      const [a, b] = await Promise.all([
        alice.rest('POST', `${api}/version/${pageVersionID}/store`, content(`alice ${round}`)),
        bob.rest('POST', `${api}/version/${pageVersionID}/store`, content(`bob ${round}`)),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser, winnerText] = a.status === 200 ? [a, b, `alice ${round}`] : [b, a, `bob ${round}`];
      expect(loser.body).toMatchObject({ Success: false, Errors: [{ code: 'PM_02', property: 'versionId' }] });

      const page = await admin.rest('GET', `${api}/${pageID}`);
      expect(page.body.latestVersionID).toBe(winner.body.pageVersionID);
      expect(page.body.title).toBe(`Title ${winnerText}`);
      const kept = await admin.rest('GET', `${api}/version/fetch/${winner.body.pageVersionID}`);
      expect(kept.body).toMatchObject({ number: 2, basedOn: pageVersionID, title: `Title ${winnerText}` });
      expect(kept.body.blocks[0].props.body).toBe(`<p>${winnerText}</p>`);
      expect(await versionCount(pageID)).toBe(2);
    }
  });

  it('a store based on a version someone stored over is refused with PM_02 and writes nothing', async () => {
    const { pageID, pageVersionID } = await createPage();
    const other = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, content('theirs'));
    const stale = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, content('mine'));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ Success: false, Errors: [{ code: 'PM_02', property: 'versionId' }], Message: expect.any(String) });
    const page = await admin.rest('GET', `${api}/${pageID}`);
    expect(page.body.latestVersionID).toBe(other.body.pageVersionID);
    expect(page.body.content[0].props.body).toBe('<p>theirs</p>');
    expect(await versionCount(pageID)).toBe(2);

    const graphql = await admin.gql('mutation S($input: StoreVersionInput!) { storeVersion(input: $input) { pageVersionID } }', {
      input: { versionId: pageVersionID, ...content('mine again') },
    });
    expect(graphql.body.errors?.[0].extensions).toMatchObject({ code: 'PM_02', property: 'versionId' });
    expect(await versionCount(pageID)).toBe(2);
  });

  it('creates a page over GraphQL with its first version', async () => {
    const reply = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }', {
      input: { title: 'Made by GraphQL', slug: 'made-by-graphql', type: 'landing-page', locale: 'en-gb' },
    });
    expect(reply.body.errors).toBeUndefined();
    const { pageID, pageVersionID } = reply.body.data.createPage;
    const page = await admin.gql('query P($id: Int!) { page(id: $id) { id slug type status latestVersionID typeData content } }', { id: pageID });
    expect(page.body.data.page).toMatchObject({ id: pageID, slug: 'made-by-graphql', type: 'landing-page', status: 'concept', latestVersionID: pageVersionID, typeData: { hideNavigation: false } });
    expect(page.body.data.page.content.map((b: { type: string }) => b.type)).toEqual(['hero', 'call-to-action']);
    expect(await versionCount(pageID)).toBe(1);
  });

  it('stores over GraphQL on the latest version', async () => {
    const { pageID, pageVersionID } = await createPage();
    const reply = await admin.gql('mutation S($input: StoreVersionInput!) { storeVersion(input: $input) { pageID pageVersionID } }', {
      input: { versionId: pageVersionID, ...content('graphql'), seoDescription: 'About' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.storeVersion).toEqual({ pageID, pageVersionID: expect.any(Number) });
    const version = await admin.rest('GET', `${api}/version/fetch/${reply.body.data.storeVersion.pageVersionID}`);
    expect(version.body).toMatchObject({ title: 'Title graphql', seoDescription: 'About', basedOn: pageVersionID });
  });

  it('refuses a store without a session (401 UM_01), on an unknown version (PM_01) and on a non-numeric id (V_12)', async () => {
    const { pageID, pageVersionID } = await createPage();
    const visitor = await gateway.client().start();
    const anonymous = await visitor.rest('POST', `${api}/version/${pageVersionID}/store`, content('anon'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Errors).toEqual([{ code: 'UM_01', property: null }]);
    const unknown = await admin.rest('POST', `${api}/version/987654/store`, content('x'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.Errors).toEqual([{ code: 'PM_01', property: 'id' }]);
    const notNumber = await admin.rest('POST', `${api}/version/abc/store`, content('x'));
    expect(notNumber.status).toBe(422);
    expect(notNumber.body.Errors).toEqual([{ code: 'V_12', property: 'versionId' }]);
    expect((await admin.rest('GET', `${api}/version/fetch/abc`)).body.Errors).toEqual([{ code: 'V_12', property: 'versionId' }]);
    expect((await admin.rest('GET', `${api}/version/fetch/987654`)).status).toBe(404);
    expect((await visitor.rest('GET', `${api}/version/fetch/${pageVersionID}`)).status).toBe(401);
    expect(await versionCount(pageID)).toBe(1);
  });
});

describe('a client that posts back the version it loaded (SPEC §3)', () => {
  /** A version with every kind of content: text, an image block, SEO fields and an SEO image. */
  async function loadedVersion() {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const upload = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', png, `loaded-${++serial}.png`, 'image/png', { path: '/' });
    expect(upload.status).toBe(200);
    const file = upload.body.file;
    const image = { hash: file.hash, fileName: file.fileName, altText: 'A square', fileID: file.id, cropParams: null };
    const { pageID, pageVersionID } = await createPage();
    const stored = await admin.rest('POST', `${api}/version/${pageVersionID}/store`, {
      ...content('loaded'),
      blocks: [...content('loaded').blocks, { type: 'image', key: 'photo', props: { caption: 'Photo' }, __images: { image } }],
      seoTitle: 'SEO title',
      seoDescription: 'About',
      seoKeywords: ['one', 'two'],
      seoImage: [image],
    });
    expect(stored.status).toBe(200);
    const loaded = await admin.rest('GET', `${api}/version/fetch/${stored.body.pageVersionID}`);
    expect(loaded.status).toBe(200);
    return { pageID, loaded: loaded.body };
  }

  it.each(['store', 'store-and-publish', 'store-and-unpublish'])('%s takes the JSON that fetch answered, with a changed title, and ignores its read-only fields', async (action) => {
    const { pageID, loaded } = await loadedVersion();
    expect(Object.keys(loaded).sort()).toEqual(
      ['basedOn', 'blocks', 'createdAt', 'createdBy', 'hasPublicationRequest', 'id', 'number', 'pageID', 'seoDescription', 'seoImage', 'seoKeywords', 'seoTitle', 'title', 'typeData'].sort(),
    );

    const reply = await admin.rest('POST', `${api}/version/${loaded.id}/${action}`, { ...loaded, title: 'Edited' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, pageID, pageVersionID: expect.any(Number) });

    const edited = await admin.rest('GET', `${api}/version/fetch/${reply.body.pageVersionID}`);
    const { id, number, basedOn, createdAt, title, ...sameContent } = loaded;
    expect(edited.body).toEqual({ ...sameContent, id: reply.body.pageVersionID, number: number + 1, basedOn: id, createdAt: expect.any(String), title: 'Edited' });
  });

  it('refuses a posted-back version whose id or pageID is not the one in the path, and an unknown field; stores nothing', async () => {
    const { pageID, loaded } = await loadedVersion();
    const other = await createPage();
    const refused = [
      [{ ...loaded, id: other.pageVersionID }, [{ code: 'V_12', property: 'id' }]],
      [{ ...loaded, pageID: other.pageID }, [{ code: 'V_12', property: 'pageID' }]],
      [
        { ...loaded, id: loaded.id + 1000, pageID: other.pageID },
        [
          { code: 'V_12', property: 'id' },
          { code: 'V_12', property: 'pageID' },
        ],
      ],
      [{ ...loaded, number: 'two' }, [{ code: 'V_12', property: 'number' }]],
      [{ ...loaded, colour: 'blue' }, [{ code: 'V_12', property: 'colour' }]],
    ] as const;
    for (const [body, errors] of refused) {
      const reply = await admin.rest('POST', `${api}/version/${loaded.id}/store`, { ...body, title: 'Edited' });
      expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status: 422, Errors: errors });
    }
    expect(await versionCount(pageID)).toBe(2);
    expect(await versionCount(other.pageID)).toBe(1);
  });
});
