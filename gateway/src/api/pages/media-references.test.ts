import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * A stored version points only at files of the media library: every image and file slot (and
 * the SEO image) names a file that exists, with its bytes (hash), of a kind the slot can show.
 * Anything else is V_12 on the slot and nothing is stored. A delete racing a store never leaves a
 * version pointing at a deleted file: one of the two is refused.
 */
let gateway: TestGateway;
let admin: TestClient;
let image: { id: number; hash: string; fileName: string };
let pdf: { id: number; hash: string; fileName: string };
let serial = 0;

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = (seed: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: 90, b: 200 } } })
    .png()
    .toBuffer();

async function upload(bytes: Buffer, fileName: string, type: string) {
  const reply = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, fileName, type, { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string; fileName: string };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  image = await upload(await png(1), 'reference.png', 'image/png');
  pdf = await upload(minimalPdf, 'reference.pdf', 'application/pdf');
});

afterAll(async () => {
  await gateway?.stop();
});

async function newPage() {
  const slug = `references-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  return { pageId: created.body.pageID as number, versionId: created.body.pageVersionID as number };
}

const imageSlot = (file: { id: number; hash: string; fileName: string }, extra: object = {}) => ({
  hash: file.hash,
  fileName: file.fileName,
  altText: '',
  fileID: file.id,
  cropParams: null,
  ...extra,
});
const imageBlock = (slot: object) => ({ type: 'image', key: 'picture', props: {}, __images: { image: slot } });
const fileBlock = (slot: object) => ({ type: 'file-download', key: 'download', props: { title: 'Brochure' }, __files: { file: slot } });
const store = (versionId: number, blocks: object[], extra: object = {}) => admin.rest('POST', `/api/tessera/page/version/${versionId}/store`, { title: 'References', blocks, ...extra });
const versions = async (pageId: number) => Number((await gateway.sql<{ n: string }>('select count(*) as n from page_version where page_id = ?', [pageId]))[0].n);

function refused(reply: { status: number; body: any }, errors: Array<{ code: string; property: string }>) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status: 422, Success: false, Errors: errors });
}

describe('media references of a stored version', () => {
  it('accepts images and files of the library, a file slot also by its hash alone', async () => {
    const { pageId, versionId } = await newPage();
    const stored = await store(versionId, [imageBlock(imageSlot(image)), fileBlock({ hash: pdf.hash, fileName: pdf.fileName, fileID: pdf.id })], { seoImage: [imageSlot(image)] });
    expect(stored.status).toBe(200);
    const again = await store(stored.body.pageVersionID, [fileBlock({ hash: pdf.hash, fileName: 'renamed.pdf' })]);
    expect(again.status).toBe(200);
    expect(await versions(pageId)).toBe(3);
  });

  it('refuses an id that is no file, every such slot at once, and stores nothing', async () => {
    const { pageId, versionId } = await newPage();
    const reply = await store(versionId, [imageBlock(imageSlot({ ...image, id: 987654 })), fileBlock({ hash: pdf.hash, fileName: pdf.fileName, fileID: 987655 })], {
      seoImage: [imageSlot({ ...image, id: 987656 })],
    });
    refused(reply, [
      { code: 'V_12', property: 'blocks.0.__images.image.fileID' },
      { code: 'V_12', property: 'blocks.1.__files.file.fileID' },
      { code: 'V_12', property: 'seoImage.0.fileID' },
    ]);
    expect(await versions(pageId)).toBe(1);
    expect(await gateway.sql('select * from page_file_usage where page_id = ?', [pageId])).toEqual([]);
  });

  it('refuses a file of a kind the slot cannot show: a PDF as an image', async () => {
    const { versionId } = await newPage();
    refused(await store(versionId, [imageBlock(imageSlot(pdf))]), [{ code: 'V_12', property: 'blocks.0.__images.image.fileID' }]);
  });

  it("refuses a hash that is not the file's bytes, and a file slot whose hash the library does not hold", async () => {
    const { versionId } = await newPage();
    refused(await store(versionId, [imageBlock(imageSlot(image, { hash: pdf.hash }))]), [{ code: 'V_12', property: 'blocks.0.__images.image.hash' }]);
    refused(await store(versionId, [fileBlock({ hash: 'f'.repeat(64), fileName: 'missing.pdf' })]), [{ code: 'V_12', property: 'blocks.0.__files.file.hash' }]);
  });

  it('refuses the same on page/create with content, over GraphQL too', async () => {
    const created = await admin.rest('POST', '/api/tessera/page/create', {
      title: 'With content',
      slug: `references-${++serial}`,
      type: 'content-page',
      locale: 'en-gb',
      content: [imageBlock(imageSlot({ ...image, id: 987654 }))],
    });
    refused(created, [{ code: 'V_12', property: 'blocks.0.__images.image.fileID' }]);

    const { versionId } = await newPage();
    const graphql = await admin.gql(`mutation Store($input: StoreVersionInput!) { storeVersion(input: $input) { pageVersionID } }`, {
      input: { versionId, title: 'References', blocks: [imageBlock(imageSlot({ ...image, id: 987654 }))] },
    });
    expect(graphql.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', property: 'blocks.0.__images.image.fileID' });
  });

  it('a delete racing a store: either the store is refused or the delete is, never a version pointing at nothing', async () => {
    for (let round = 0; round < 6; round += 1) {
      const file = await upload(await png(100 + round), `race-${round}.png`, 'image/png');
      const { pageId, versionId } = await newPage();
      const [stored, deleted] = await Promise.all([store(versionId, [imageBlock(imageSlot(file))]), admin.rest('POST', '/api/tessera/medialib/delete-file', { id: file.id })]);
      if (stored.status === 200) {
        expect({ status: deleted.status, code: deleted.body.Errors?.[0]?.code }).toEqual({ status: 409, code: 'ML_04' });
        expect(await gateway.sql('select file_id from page_file_usage where page_id = ?', [pageId])).toEqual([{ file_id: file.id }]);
      } else {
        refused(stored, [{ code: 'V_12', property: 'blocks.0.__images.image.fileID' }]);
        expect(deleted.status).toBe(200);
      }
      const dangling = await gateway.sql('select u.file_id from page_file_usage u left join media_file f on f.id = u.file_id where f.id is null');
      expect(dangling).toEqual([]);
    }
  });
});
