import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The usage rows are exactly those of the latest and published versions, also when one unit of
 * work rewrites them twice (store-and-publish, store-and-unpublish): the first rewrite's rows
 * were once still unflushed when the second deleted, and both sets were inserted.
 */
let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function pageUsingAnImage(slug: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const file = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, `${slug}.png`, 'image/png', { path: '/' })).body.file;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  const content = {
    title: slug,
    blocks: [{ type: 'hero', key: 'top', props: { title: slug }, __images: { image: { hash: file.hash, fileName: file.fileName, altText: '', fileID: file.id, cropParams: null } } }],
  };
  return { fileId: file.id as number, pageId: created.body.pageID as number, versionId: created.body.pageVersionID as number, content };
}

const usage = (pageId: number) => gateway.sql<{ file_id: number; published: boolean }>('select file_id, published from page_file_usage where page_id = ? order by published, file_id', [pageId]);

describe('page file usage', () => {
  it('store-and-publish records one row for the latest and one for the published version', async () => {
    const { fileId, pageId, versionId, content } = await pageUsingAnImage('usage-publish');
    const stored = await admin.rest('POST', `/api/tessera/page/version/${versionId}/store-and-publish`, content);
    expect(stored.status).toBe(200);
    expect(await usage(pageId)).toEqual([
      { file_id: fileId, published: false },
      { file_id: fileId, published: true },
    ]);
    const pages = await admin.rest('POST', '/api/tessera/medialib/list-pages-by-file', { fileID: fileId, pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort: 'title', sortOrder: 'asc' });
    expect(pages.body.totalItems).toBe(1);
  });

  it("store-and-unpublish leaves only the latest version's row", async () => {
    const { fileId, pageId, versionId, content } = await pageUsingAnImage('usage-unpublish');
    const published = await admin.rest('POST', `/api/tessera/page/version/${versionId}/store-and-publish`, content);
    const stored = await admin.rest('POST', `/api/tessera/page/version/${published.body.pageVersionID}/store-and-unpublish`, content);
    expect(stored.status).toBe(200);
    expect(await usage(pageId)).toEqual([{ file_id: fileId, published: false }]);
  });
});
