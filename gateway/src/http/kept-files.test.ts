import sharp from 'sharp';
import { keysOfEvent, type DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * A rendition a visitor was answered is answered again from memory, before Express (no request
 * id, no query, no look at storage), with the same headers and bytes; and only while it is
 * public: a file un-shared, unpublished, taken off its page or deleted is not served from memory
 * afterwards, and what only a signed-in user may see is never kept for visitors.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
const cropParams = { x: 10, y: 20, width: 120, height: 80, rotate: 0, scaleX: 1, scaleY: 1 };

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function upload(fileName: string) {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', await photo(), fileName, 'image/jpeg', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string; fileName: string };
}

/** Publishes a page whose image block shows the file cut by `cropParams`; answers the page and the crop's URL. */
async function publishCrop(slug: string, file: { id: number; hash: string; fileName: string }) {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const image = { hash: file.hash, fileName: file.fileName, altText: slug, fileID: file.id, cropParams };
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: slug,
    blocks: [{ type: 'image', key: 'picture', props: {}, __images: { image } }],
  });
  expect(stored.status).toBe(200);
  const query = Object.entries(cropParams)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return { pageID: created.body.pageID as number, pageVersionID: created.body.pageVersionID as number, url: `${api}/preview-crop?imageID=${file.id}&${query}&w=320&format=webp` };
}

/** A visitor's GET, with what it says about the way it was answered. */
async function visit(url: string) {
  const response = await gateway.client().raw('GET', url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, fromMemory: response.status === 200 && !response.headers.has('x-request-id'), headers: response.headers, bytes };
}

describe('renditions kept for visitors', () => {
  it('answers a rendition a visitor was answered from memory, with the same headers and bytes', async () => {
    const file = await upload('kept.jpg');
    const { url } = await publishCrop('kept-crop', file);
    const first = await visit(url);
    expect([first.status, first.fromMemory]).toEqual([200, false]);
    const again = await visit(url);
    expect([again.status, again.fromMemory]).toEqual([200, true]);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'etag', 'content-length', 'content-security-policy', 'content-disposition', 'surrogate-key', 'x-content-type-options', 'x-frame-options']) {
      expect([name, again.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
    expect(again.headers.get('cache-control')).toMatch(/^public/);
    expect(again.headers.has('set-cookie')).toBe(false);
    // A browser revalidating, or a signed-in user, goes the whole way (304; a private answer).
    const revalidated = await gateway.client().raw('GET', url, { headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect([revalidated.status, revalidated.headers.has('x-request-id')]).toEqual([304, true]);
    const editor = await admin.raw('GET', url);
    expect([editor.status, editor.headers.get('cache-control'), editor.headers.has('x-request-id')]).toEqual([200, expect.stringMatching(/^private/), true]);
  });

  it('never keeps for visitors what only a signed-in user may see', async () => {
    const file = await upload('private.jpg');
    const url = `${api}/preview-image?imageID=${file.id}&w=320&format=webp`;
    expect((await admin.raw('GET', url)).status).toBe(200);
    expect((await admin.raw('GET', url)).status).toBe(200);
    expect((await visit(url)).status).toBe(404);
    expect((await visit(url)).status).toBe(404);
  });

  it('stops answering from memory once the page showing it is unpublished', async () => {
    const file = await upload('unpublished.jpg');
    const { pageID, url } = await publishCrop('unpublished-crop', file);
    await visit(url);
    expect((await visit(url)).fromMemory).toBe(true);
    expect((await admin.rest('POST', `/api/tessera/page/${pageID}/unpublish`)).status).toBe(200);
    expect((await visit(url)).status).toBe(404);
  });

  it('stops answering from memory once the file is un-shared or deleted', async () => {
    const file = await upload('shared.jpg');
    const share = (shared: boolean) => admin.rest('POST', `${api}/edit-file`, { id: file.id, newPath: '/', newFileName: file.fileName, shared });
    expect((await share(true)).status).toBe(200);
    const url = `${api}/preview-image?imageID=${file.id}&w=320&format=webp`;
    await visit(url);
    expect((await visit(url)).fromMemory).toBe(true);
    expect((await share(false)).status).toBe(200);
    expect((await visit(url)).status).toBe(404);

    const gone = await upload('deleted.jpg');
    expect((await admin.rest('POST', `${api}/edit-file`, { id: gone.id, newPath: '/', newFileName: gone.fileName, shared: true })).status).toBe(200);
    const goneUrl = `${api}/preview-image?imageID=${gone.id}&w=320&format=webp`;
    await visit(goneUrl);
    expect((await visit(goneUrl)).fromMemory).toBe(true);
    expect((await admin.rest('POST', `${api}/delete-file`, { id: gone.id })).status).toBe(200);
    expect((await visit(goneUrl)).status).toBe(404);
  });

  it('keeps answering from memory when other pages are published, or its own page again with the image as it was (issue 31)', async () => {
    const file = await upload('steady.jpg');
    const { pageID, url } = await publishCrop('steady-crop', file);
    await visit(url);
    expect((await visit(url)).fromMemory).toBe(true);
    // Another page published: not this image's business.
    await publishCrop('unrelated-page', await upload('unrelated.jpg'));
    expect((await visit(url)).fromMemory).toBe(true);
    // Its own page published again, showing it in the same crop, with other text.
    const page = await admin.rest('GET', `/api/tessera/page/${pageID}`);
    const image = { hash: file.hash, fileName: file.fileName, altText: 'steady', fileID: file.id, cropParams };
    const again = await admin.rest('POST', `/api/tessera/page/version/${page.body.latestVersionID}/store-and-publish`, {
      title: 'Steady, retitled',
      blocks: [
        { type: 'image', key: 'picture', props: {}, __images: { image } },
        { type: 'rich-text', key: 'more', props: { body: '<p>More</p>' } },
      ],
    });
    expect(again.status).toBe(200);
    expect((await visit(url)).fromMemory).toBe(true);
  });
});

describe('the surrogate keys of a media answer (issue 31)', () => {
  it('name the file alone, however many published pages show it, so the header stays short', async () => {
    const file = await upload('everywhere.jpg');
    let url = '';
    for (let page = 0; page < 40; page += 1) ({ url } = await publishCrop(`everywhere-${page}`, file));
    const answer = await visit(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('surrogate-key')).toBe(`f${file.id}`);
  });

  it('are purged by a publication only for the files whose showing it changed', async () => {
    const events: DomainEvent[] = [];
    const unsubscribe = gateway.tessera.events.subscribe((event) => {
      events.push(event);
    });
    try {
      const kept = await upload('stays-shown.jpg');
      const dropped = await upload('taken-off.jpg');
      const { pageID } = await publishCrop('two-images', kept);
      const page = await admin.rest('GET', `/api/tessera/page/${pageID}`);
      const image = (file: { id: number; hash: string; fileName: string }) => ({ hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams });
      const publish = (blocks: unknown[], base: number) => admin.rest('POST', `/api/tessera/page/version/${base}/store-and-publish`, { title: 'Two images', blocks });
      const both = await publish(
        [
          { type: 'image', key: 'picture', props: {}, __images: { image: image(kept) } },
          { type: 'image', key: 'second', props: {}, __images: { image: image(dropped) } },
        ],
        page.body.latestVersionID,
      );
      events.length = 0;
      await publish([{ type: 'image', key: 'picture', props: {}, __images: { image: image(kept) } }], both.body.pageVersionID);
      const published = events.find((event) => event.type === 'page.published')!;
      expect(published.payload.fileIds).toEqual([dropped.id]);
      expect(keysOfEvent(published)).toContain(`f${dropped.id}`);
      expect(keysOfEvent(published)).not.toContain(`f${kept.id}`);
    } finally {
      unsubscribe();
    }
  });
});
