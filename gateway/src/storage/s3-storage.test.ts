import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { s3rverCredentials, startS3rver, startTestGateway, type TestClient, type TestGateway, type TestS3Server } from '@tessera/testing';
import type { StorageConfig } from '../config';
import { S3Storage } from './s3-storage';

/**
 * Two gateways on one database and one bucket (s3rver, an S3-protocol server for tests): a file
 * uploaded through one is served by the other from the bucket, with Range and ETag, and nothing of
 * it stays on either gateway's disk; with the store stopped, media answers G_03 (503) and pages
 * are still served; once it is back, media is served again.
 */
const api = '/api/tessera/medialib';
let s3: TestS3Server;
let first: TestGateway;
let second: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = s3rverCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3rverCredentials.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  s3 = await startS3rver({ bucket: 'tessera-two-gateways' });
  const storage: StorageConfig = { kind: 's3', bucket: s3.bucket, prefix: 'site/media', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, cacheBytes: 8 * 1024 * 1024 };
  first = await startTestGateway({ storage });
  second = await startTestGateway({ storage }, { reset: false });
  admin = await first.admin();
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await s3?.close();
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Files left on a gateway's disk, other than its (empty) spool and the database's files. */
function filesOnDisk(gateway: TestGateway): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(path.slice(gateway.dataDir.length + 1));
    }
  };
  if (existsSync(gateway.dataDir)) walk(gateway.dataDir);
  return found.filter((path) => !path.startsWith('storage-cache/'));
}

let shared: { id: number; hash: string; fileName: string };
let pdfId: number;
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 'tessera pdf bytes '), Buffer.from('\n%%EOF\n')]);

it('a file uploaded through one gateway is served by the other from the bucket, with Range and ETag', async () => {
  const uploaded = await admin.upload('POST', `${api}/add-file`, 'f', await photo(320, 200), 'from-the-first.jpg', 'image/jpeg', { path: '/' });
  expect(uploaded.status).toBe(200);
  shared = uploaded.body.file;
  expect((await admin.rest('POST', `${api}/edit-file`, { id: shared.id, newPath: '/', newFileName: shared.fileName, shared: true })).status).toBe(200);
  const document = await admin.upload('POST', `${api}/add-file`, 'f', pdf, 'notes.pdf', 'application/pdf', { path: '/' });
  expect(document.status).toBe(200);
  pdfId = document.body.file.id;
  expect((await admin.rest('POST', `${api}/edit-file`, { id: pdfId, newPath: '/', newFileName: 'notes.pdf', shared: true })).status).toBe(200);

  // The other gateway never saw the upload: it reads the bucket.
  const visitor = second.client();
  const image = await visitor.raw('GET', `${api}/preview-image?imageID=${shared.id}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(320);

  const whole = await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
  const etag = whole.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

  const part = await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`, { headers: { range: 'bytes=100000-100099' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 100000-100099/${pdf.length}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(100000, 100100))).toBe(true);
  const tail = await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`, { headers: { range: 'bytes=-7' } });
  expect([tail.status, Buffer.from(await tail.arrayBuffer()).toString()]).toEqual([206, '\n%%EOF\n']);
  expect((await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`, { headers: { range: `bytes=${pdf.length}-` } })).status).toBe(416);
  // fetch sends 'Cache-Control: no-cache' with a conditional request unless told otherwise.
  const unchanged = await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
  expect(unchanged.status).toBe(304);

  // The bytes and the rendition are in the bucket, under the prefix; none on either gateway's disk.
  const keys: string[] = [];
  for await (const { key } of second.tessera.services.storage.list('media')) keys.push(key);
  expect(keys).toEqual(expect.arrayContaining([`media/${shared.hash.slice(0, 2)}/${shared.hash}`]));
  expect(existsSync(join(s3.directory, s3.bucket, 'site', 'media', 'media'))).toBe(true);
  const renditions: string[] = [];
  for await (const { key } of first.tessera.services.storage.list('renditions')) renditions.push(key);
  expect(renditions.length).toBeGreaterThanOrEqual(1);
  for (const gateway of [first, second]) expect(filesOnDisk(gateway).filter((path) => !path.startsWith('outbox/'))).toEqual([]);
});

it('with the store stopped, media kept in memory is still served, the rest answers G_03 (503, no stack), pages are still served; then it recovers', async () => {
  const page = await admin.rest('POST', '/api/tessera/page/create', { title: 'Still here', slug: 'still-here', type: 'content-page', locale: 'en-gb' });
  expect(page.status).toBe(200);
  expect((await admin.rest('POST', `/api/tessera/page/version/${page.body.pageVersionID}/store-and-publish`, { title: 'Still here' })).status).toBe(200);
  // A publication elsewhere on the site keeps the gateways' in-memory answers for files it did not change.
  expect(second.tessera.services.servedFiles.keptBytes).toBeGreaterThan(0);
  await s3.stop();
  try {
    const visitor = second.client();
    // What the gateway answered a visitor before it still answers from memory, the very bytes.
    const kept = await visitor.raw('GET', `${api}/preview-image?imageID=${pdfId}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(pdf)).toBe(true);
    // Anything that needs the store (a range, a rendition not made yet) is refused with G_03.
    for (const [url, headers] of [
      [`${api}/preview-image?imageID=${pdfId}`, { range: 'bytes=0-99' }],
      [`${api}/preview-image?imageID=${shared.id}&w=640&format=webp`, {}],
    ] as const) {
      const media = await visitor.raw('GET', url, { headers });
      expect(media.status).toBe(503);
      expect(media.headers.get('retry-after')).toBe('5');
      expect(media.headers.get('cache-control')).toBeNull();
      const body = await media.json();
      expect(body).toMatchObject({ Success: false, Errors: [{ code: 'G_03', property: null }] });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.js|127\.0\.0\.1/);
    }
    // An upload is refused the same way, and its row is not committed.
    const refused = await admin.upload('POST', `${api}/add-file`, 'f', await photo(64, 64), 'while-down.jpg', 'image/jpeg', { path: '/' });
    expect([refused.status, refused.body.Errors?.[0]?.code]).toEqual([503, 'G_03']);
    expect(await first.sql(`select id from media_file where file_name = 'while-down.jpg'`)).toEqual([]);
    expect(readdirSync(first.spoolDir)).toEqual([]);
    // Pages do not need the store.
    for (const gateway of [first, second]) {
      const html = await gateway.client().raw('GET', '/still-here');
      expect(html.status).toBe(200);
      expect(await html.text()).toContain('Still here');
    }
    await expect(second.tessera.services.storage.ping()).rejects.toMatchObject({ code: 'G_03' });
  } finally {
    await s3.start();
  }
  await second.tessera.services.storage.ping();
  expect((await second.client().raw('GET', `${api}/preview-image?imageID=${pdfId}`, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
});

describe('S3Storage itself', () => {
  const storage = () => {
    const s3storage = first.tessera.services.storage as S3Storage;
    expect(s3storage).toBeInstanceOf(S3Storage);
    return s3storage;
  };

  it('adopts a spooled file once (the same key again keeps the first bytes) and removes the spool file', async () => {
    const spooled = await storage().temporaryFile();
    writeFileSync(spooled, Buffer.alloc(9 * 1024 * 1024, 'a'));
    expect(await storage().adopt('media/zz/adopted', spooled)).toBe(true);
    expect(existsSync(spooled)).toBe(false);
    const again = await storage().temporaryFile();
    writeFileSync(again, 'other bytes');
    expect(await storage().adopt('media/zz/adopted', again)).toBe(false);
    expect(existsSync(again)).toBe(false);
    expect(await storage().size('media/zz/adopted')).toBe(9 * 1024 * 1024);
    const range = await storage().stream('media/zz/adopted', { start: 10, end: 19 });
    const chunks: Buffer[] = [];
    for await (const chunk of range) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a'.repeat(10));
    await storage().delete('media/zz/adopted');
    expect(await storage().size('media/zz/adopted')).toBeNull();
    expect(await storage().get('media/zz/adopted')).toBeNull();
  });

  it('lends originals from a local cache that stays within its bound, never evicting one in use', async () => {
    const mb = 1024 * 1024;
    for (const name of ['a', 'b', 'c', 'd']) await storage().put(`cache-test/${name}`, Buffer.alloc(3 * mb, name));
    const cacheDir = join(first.dataDir, 'storage-cache', String(process.pid));
    const cached = () => readdirSync(cacheDir).reduce((sum, name) => sum + statSync(join(cacheDir, name)).size, 0);
    await storage().withLocalFile('cache-test/a', async (heldPath) => {
      for (const name of ['b', 'c', 'd']) {
        await storage().withLocalFile(`cache-test/${name}`, async (path) => expect(readFileSync(path).subarray(0, 1).toString()).toBe(name));
      }
      // The bound is 8 MB: b and c went, a (in use) and d stayed.
      expect(readFileSync(heldPath).subarray(0, 1).toString()).toBe('a');
    });
    expect(cached()).toBeLessThanOrEqual(8 * mb);
    await storage().deleteUnder('cache-test');
    const left: string[] = [];
    for await (const { key } of storage().list('cache-test')) left.push(key);
    expect(left).toEqual([]);
  });
});
