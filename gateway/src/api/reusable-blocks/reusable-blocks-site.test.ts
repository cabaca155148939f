import sharp from 'sharp';
import { cacheKeys } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What visitors see of reusable blocks: a page shows the published copy in place of its
 * reference (nothing while unpublished or after a delete), is kept in the HTML cache under the
 * block's key, and shows the new copy at once after a publication; its images are public, sized
 * as a page's own, and cannot be deleted from the media library while the block uses them; its
 * files download through the page as a page's own do, only while its published copy holds them.
 * The editor's live preview shows the published copy too.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/reusable-blocks';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function reusable(name: string, props: Record<string, unknown>, images: Record<string, unknown> = {}, type = 'quote', files: Record<string, unknown> = {}) {
  const reply = await admin.rest('POST', api, { name, type, props, __images: images, __files: files });
  expect(reply.status).toBe(200);
  return reply.body.ReusableBlock.id as number;
}

/** The latest version of the block: what a save builds on and a publication names. */
const latestVersion = async (id: number): Promise<number> => (await admin.rest('GET', `${api}/${id}`)).body.versionID;

async function publish(id: number) {
  expect((await admin.rest('POST', `${api}/${id}/publish`, { versionID: await latestVersion(id) })).status).toBe(200);
}

async function save(id: number, content: Record<string, unknown>) {
  const reply = await admin.rest('PUT', `${api}/${id}`, { versionID: await latestVersion(id), ...content });
  expect(reply.status).toBe(200);
}

async function pageShowing(id: number) {
  const slug = `rb-site-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  const blocks = [
    { type: 'rich-text', key: 'intro', props: { body: '<p>Before the block</p>' } },
    { type: 'reusable', key: 'shared', props: { ref: id } },
  ];
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: slug, blocks });
  expect(stored.status).toBe(200);
  return { path: `/${slug}`, pageID: created.body.pageID as number, versionID: stored.body.pageVersionID as number };
}

const minimalPdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

async function upload(bytes: Buffer, fileName: string, contentType: string) {
  const reply = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, fileName, contentType, { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string; fileName: string };
}

const png = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 60, b: 90 } } })
    .png()
    .toBuffer();

const visit = async (path: string) => {
  const response = await fetch(gateway.url + path);
  return { status: response.status, keys: String(response.headers.get('surrogate-key')).split(' '), html: await response.text() };
};

describe('a page showing a reusable block', () => {
  it('shows nothing of it until published, then its published copy, and the new copy right after the next publication', async () => {
    const id = await reusable('Slogan', { quote: 'Draft words only', author: 'Ada' });
    const { path } = await pageShowing(id);
    const before = await visit(path);
    expect(before.status).toBe(200);
    expect(before.html).toContain('Before the block');
    expect(before.html).not.toContain('Draft words only');
    expect(before.keys).toContain(cacheKeys.reusable(id));

    await publish(id);
    const first = await visit(path);
    expect(first.html).toContain('Draft words only');
    expect(first.keys).toContain(cacheKeys.reusable(id));

    await save(id, { name: 'Slogan', props: { quote: 'Second version', author: 'Ada' } });
    // The draft is not shown (the cached copy stays right).
    expect((await visit(path)).html).toContain('Draft words only');
    await publish(id);
    const after = await visit(path);
    expect(after.html).toContain('Second version');
    expect(after.html).not.toContain('Draft words only');
  });

  it('the site read over GraphQL answers, to anyone, only published copies that a published page shows (issue 30)', async () => {
    const shown = await reusable('Public', { quote: 'Shown to all' });
    await publish(shown);
    await pageShowing(shown);
    const hidden = await reusable('Hidden', { quote: 'Not yet' });
    await pageShowing(hidden);
    // Published, but on no live page: only a page's draft refers to it.
    const unshown = await reusable('Published, on no live page', { quote: 'Nobody shows this' });
    await publish(unshown);
    const slug = `rb-draft-${++serial}`;
    const draftPage = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
    expect(
      (await admin.rest('POST', `/api/tessera/page/version/${draftPage.body.pageVersionID}/store`, { title: slug, blocks: [{ type: 'reusable', key: 'r', props: { ref: unshown } }] })).status,
    ).toBe(200);
    const reply = await gateway.client().gql('query($ids: [Int!]!) { publishedReusableBlocks(ids: $ids) { id type props } }', { ids: [shown, hidden, unshown, 999999] });
    expect(reply.body.data!.publishedReusableBlocks).toEqual([{ id: shown, type: 'quote', props: { quote: 'Shown to all' } }]);

    // The same over REST, as a public GET.
    const visitor = await gateway.client().start();
    const overRest = await visitor.rest('GET', `/api/tessera/reusable-blocks/published?ids=${shown},${hidden},${unshown},999999`);
    expect([overRest.status, overRest.body.items.map((item: { id: number; props: unknown }) => [item.id, item.props])]).toEqual([200, [[shown, { quote: 'Shown to all' }]]]);
    expect((await visitor.rest('GET', '/api/tessera/reusable-blocks/published?ids=x')).status).toBe(422);
  });

  it('a detached copy stays when the reusable block changes', async () => {
    const id = await reusable('Detachable', { quote: 'Original text' });
    await publish(id);
    const { path, versionID } = await pageShowing(id);
    const detached = await admin.rest('POST', `/api/tessera/page/version/${versionID}/store-and-publish`, {
      title: 'detached',
      blocks: [{ type: 'quote', key: 'shared', props: { quote: 'Original text' } }],
    });
    expect(detached.status).toBe(200);
    await save(id, { name: 'Detachable', props: { quote: 'Changed text' } });
    await publish(id);
    const page = await visit(path);
    expect(page.html).toContain('Original text');
    expect(page.html).not.toContain('Changed text');
    expect(page.keys).not.toContain(cacheKeys.reusable(id));
  });
});

describe('images of reusable blocks', () => {
  it("a published block's image is public once a published page shows it; the file cannot be deleted while the block uses it (ML_04 names the block)", async () => {
    const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 200, g: 20, b: 20 } } })
      .png()
      .toBuffer();
    const file = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, 'portrait.png', 'image/png', { path: '/' })).body.file;
    const image = { hash: file.hash, fileName: file.fileName, altText: 'A portrait', fileID: file.id, cropParams: null };
    const id = await reusable('With portrait', { quote: 'Pictured' }, { image });
    const url = `/api/tessera/medialib/preview-image?imageID=${file.id}&w=320`;
    expect((await gateway.client().raw('GET', url)).status).toBe(404);
    await publish(id);
    // Published, but no published page shows it: not public (issue 30).
    expect((await gateway.client().raw('GET', url)).status).toBe(404);
    await pageShowing(id);
    const shown = await gateway.client().raw('GET', url);
    expect(shown.status).toBe(200);

    const refused = await admin.rest('POST', '/api/tessera/medialib/delete-file', { id: file.id });
    expect(refused.status).toBe(409);
    expect(refused.body.Errors[0].code).toBe('ML_04');
    expect(refused.body.Details.reusableBlocks).toEqual([{ fileID: file.id, id, name: 'With portrait', published: true }]);
  });

  it("its pictures reserve their space as a page's own do (width and height of the file), a draft's image tells visitors nothing", async () => {
    const file = await upload(await png(640, 480, 31), 'sized.png', 'image/png');
    const id = await reusable('Sized portrait', { quote: 'Sized words' }, { image: { hash: file.hash, fileName: file.fileName, altText: 'Sized portrait', fileID: file.id, cropParams: null } });
    const visitor = await gateway.client().start();
    const sizes = async () => (await visitor.rest('POST', '/api/tessera/medialib/image-sizes', { ids: [file.id] })).body.sizes;
    expect(await sizes()).toEqual([]);
    await publish(id);
    expect(await sizes()).toEqual([]);
    const { path } = await pageShowing(id);
    const html = (await visit(path)).html;
    expect(html).toContain('Sized words');
    expect(html).toMatch(new RegExp(`<img src="[^"]*imageID=${file.id}[^"]*" alt="Sized portrait" width="640" height="480"`));
    expect(await sizes()).toEqual([{ id: file.id, width: 640, height: 480, focalPoint: null }]);
  });
});

describe('files of reusable blocks', () => {
  it("a published block's file downloads through the page that shows it, the draft's does not, and the old one stops after the next publication", async () => {
    const first = await upload(minimalPdf('first'), 'first.pdf', 'application/pdf');
    const second = await upload(minimalPdf('second'), 'second.pdf', 'application/pdf');
    const slot = (file: { id: number; hash: string; fileName: string }) => ({ file: { hash: file.hash, fileName: file.fileName, fileID: file.id } });
    const id = await reusable('Brochure', { title: 'Our brochure' }, {}, 'file-download', slot(first));
    const { path, pageID } = await pageShowing(id);
    const link = (file: { hash: string; fileName: string }) => `/api/tessera/medialib/get-page-file/${pageID}/block_files_shared/${file.hash}/${file.fileName}`;
    const fetchAs = async (client: TestClient, url: string) => {
      const response = await client.raw('GET', url);
      return { status: response.status, keys: String(response.headers.get('surrogate-key')).split(' '), body: Buffer.from(await response.arrayBuffer()) };
    };
    // Unpublished: the page shows nothing and the link answers 404, to editors too.
    expect((await fetchAs(gateway.client(), link(first))).status).toBe(404);
    expect((await fetchAs(admin, link(first))).status).toBe(404);

    await publish(id);
    const html = (await visit(path)).html;
    expect(html).toContain(`href="${link(first)}"`);
    const got = await fetchAs(gateway.client(), link(first));
    expect(got.status).toBe(200);
    expect(got.body.equals(minimalPdf('first'))).toBe(true);
    // Purged from the caches in front when the reusable block is published again.
    expect(got.keys).toEqual(expect.arrayContaining([cacheKeys.page(pageID), cacheKeys.reusable(id), cacheKeys.file(first.id)]));

    // A draft's new file stays closed until it is published.
    await save(id, { name: 'Brochure', props: { title: 'Our brochure' }, __files: slot(second) });
    expect((await fetchAs(gateway.client(), link(second))).status).toBe(404);
    expect((await fetchAs(admin, link(second))).status).toBe(404);
    expect((await fetchAs(gateway.client(), link(first))).status).toBe(200);

    await publish(id);
    expect((await fetchAs(gateway.client(), link(first))).status).toBe(404);
    const now = await fetchAs(gateway.client(), link(second));
    expect(now.status).toBe(200);
    expect(now.body.equals(minimalPdf('second'))).toBe(true);
    // Through another page's block key, or a page that does not show it, nothing.
    expect((await fetchAs(gateway.client(), link(second).replace('block_files_shared', 'block_files_intro'))).status).toBe(404);
  });
});

describe('the live preview of a draft referring to a reusable block', () => {
  it("shows the reusable block's published copy, not its draft", async () => {
    const id = await reusable('Previewed', { quote: 'Published preview words' });
    await publish(id);
    await save(id, { name: 'Previewed', props: { quote: 'Draft preview words' } });
    const { pageID } = await pageShowing(id);
    const draft = {
      title: 'Live',
      blocks: [
        { type: 'rich-text', key: 'intro', props: { body: '<p>Unsaved intro</p>' } },
        { type: 'reusable', key: 'shared', props: { ref: id } },
      ],
    };
    const response = await admin.raw('POST', `/api/tessera/page/${pageID}/preview`, { body: JSON.stringify(draft), headers: { 'content-type': 'application/json' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Unsaved intro');
    expect(html).toContain('Published preview words');
    expect(html).not.toContain('Draft preview words');
  });
});
