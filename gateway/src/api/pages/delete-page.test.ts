import type { DomainEvent } from '@tessera/read-model';
import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Deleting a page (SPEC §7 POST page/{id}/delete): the page, its versions, requests and
 * redirects go in one transaction; a published page needs publish-page; `page.deleted` is raised.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let serial = 0;
const api = '/api/tessera/page';
const events: DomainEvent[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    events.push(event);
  });
  editor = await person('editor');
  reviewer = await person('reviewer');
  const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
  const file = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, 'a.jpg', 'image/jpeg', { path: '/' })).body.file;
  image = { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: null };
});

afterAll(async () => {
  await gateway?.stop();
});

const person = async (role: string) => (await gateway.signedIn(role)).client;

/** A file of the library, in use by every busy page. */
let image: { hash: string; fileName: string; altText: string; fileID: number; cropParams: null };

/** A page with two versions, an image in use, a redirect and an open publication request. */
async function busyPage(client: TestClient = editor) {
  const slug = `doomed-${++serial}`;
  const created = await client.rest('POST', `${api}/create`, { title: 'Doomed', slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const pageID: number = created.body.pageID;
  const stored = await client.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, {
    title: 'Doomed',
    blocks: [{ type: 'image', props: {}, __images: { image } }],
  });
  expect(stored.status).toBe(200);
  expect((await client.rest('PUT', `${api}/${pageID}/save`, { slug: `${slug}-renamed` })).status).toBe(200);
  expect((await client.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'x' })).status).toBe(200);
  return { pageID, versionID: stored.body.pageVersionID as number };
}

async function rowsOf(pageID: number) {
  const em = gateway.tessera.orm.em.fork();
  const count = async (table: string, column = 'page_id') => {
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from ${table} where ${column} = ?`, [pageID]);
    return Number(row.n);
  };
  return {
    page: await count('page', 'id'),
    versions: await count('page_version'),
    requests: await count('publication_request'),
    redirects: await count('page_redirect'),
    fileUsage: await count('page_file_usage'),
  };
}

describe('deleting a page', () => {
  it('removes the page with its versions, requests, redirects and file usage, and raises page.deleted', async () => {
    const { pageID } = await busyPage();
    expect(await rowsOf(pageID)).toEqual({ page: 1, versions: 2, requests: 1, redirects: 1, fileUsage: 1 });
    const reply = await editor.rest('POST', `${api}/${pageID}/delete`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], pageID });
    expect(await rowsOf(pageID)).toEqual({ page: 0, versions: 0, requests: 0, redirects: 0, fileUsage: 0 });
    expect((await admin.rest('GET', `${api}/${pageID}`)).status).toBe(404);
    expect((await admin.rest('GET', `${api}/fetch-request`)).body.items.map((r: { pageID: number }) => r.pageID)).not.toContain(pageID);
    expect(events.filter((e) => e.type === 'page.deleted' && e.payload.pageId === pageID)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ pageId: pageID, locale: 'en-gb', slug: expect.stringMatching(/-renamed$/) }) }),
    ]);
  });

  it('needs publish-page for a published page: an editor is refused (UM_01 403) and nothing is removed', async () => {
    const { pageID } = await busyPage();
    await admin.rest('POST', `${api}/${pageID}/publish`);
    const before = await rowsOf(pageID);
    const refused = await editor.rest('POST', `${api}/${pageID}/delete`);
    expect({ status: refused.status, Errors: refused.body.Errors }).toEqual({ status: 403, Errors: [{ code: 'UM_01', property: null }] });
    expect(await rowsOf(pageID)).toEqual(before);
    expect((await admin.rest('GET', `${api}/${pageID}`)).body.status).toBe('published');
    expect(events.filter((e) => e.type === 'page.deleted' && e.payload.pageId === pageID)).toEqual([]);

    const seen = events.length;
    expect((await reviewer.rest('POST', `${api}/${pageID}/delete`)).status).toBe(200);
    // Taken off the site by the deletion alone: no page.unpublished beside page.deleted.
    expect(
      events
        .slice(seen)
        .filter((e) => e.payload.pageId === pageID)
        .map((e) => e.type),
    ).toEqual(['page.deleted']);
    expect(await rowsOf(pageID)).toEqual({ page: 0, versions: 0, requests: 0, redirects: 0, fileUsage: 0 });
    expect((await gateway.client().rest('GET', `${api}/get-by-slug-query?slug=/doomed-${serial}-renamed`)).status).toBe(404);
  });

  it('leaves other pages, their versions and links alone', async () => {
    const keep = await busyPage(admin);
    const doomed = await busyPage(admin);
    const before = await rowsOf(keep.pageID);
    await admin.rest('POST', `${api}/${doomed.pageID}/delete`);
    expect(await rowsOf(keep.pageID)).toEqual(before);
  });

  it('refuses an unknown page (PM_01 404), an id that is not a number (V_12) and a visitor (401)', async () => {
    const { pageID } = await busyPage();
    const unknown = await editor.rest('POST', `${api}/999999/delete`);
    expect({ status: unknown.status, Errors: unknown.body.Errors }).toEqual({ status: 404, Errors: [{ code: 'PM_01', property: 'id' }] });
    const bad = await editor.rest('POST', `${api}/1e3x/delete`);
    expect({ status: bad.status, Errors: bad.body.Errors }).toEqual({ status: 422, Errors: [{ code: 'V_12', property: 'id' }] });
    const visitor = await gateway.client().start();
    expect((await visitor.rest('POST', `${api}/${pageID}/delete`)).status).toBe(401);
    expect((await rowsOf(pageID)).page).toBe(1);
  });

  it('deletes over GraphQL', async () => {
    const { pageID } = await busyPage();
    await admin.rest('POST', `${api}/${pageID}/publish`);
    const refused = await editor.gql('mutation D($id: Int!) { deletePage(id: $id) { pageID } }', { id: pageID });
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    expect((await rowsOf(pageID)).page).toBe(1);
    const reply = await reviewer.gql('mutation D($id: Int!) { deletePage(id: $id) { pageID } }', { id: pageID });
    expect(reply.body.data.deletePage).toEqual({ pageID });
    expect(await rowsOf(pageID)).toEqual({ page: 0, versions: 0, requests: 0, redirects: 0, fileUsage: 0 });
  });
});
