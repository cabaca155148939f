import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { sweepStrayBlobs, systemContext } from '@tessera/schema';
import { blobKey, renditionsKey } from '@tessera/schema/src/media/media-library';

/**
 * Stored bytes no file row names do not stay: a delete takes the file's renditions with its
 * bytes, and the sweep (at start-up and hourly) removes what a killed process left between putting
 * an upload's bytes in place and committing its row. It never touches bytes a file uses, nor
 * bytes an upload is committing at that moment.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
const hour = 60 * 60_000;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const storage = () => gateway.tessera.services.storage;
const sweep = (olderThanMs = 15 * 60_000) => sweepStrayBlobs(systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services), olderThanMs);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 30, b: 90 } } }).png().toBuffer();

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage().list(prefix)) keys.push(key);
  return keys.sort();
}

/** Bytes as a killed upload leaves them: in place, no row, written `ageMs` ago; with a rendition. */
async function strayBytes(bytes: Buffer, ageMs: number): Promise<string> {
  const hash = sha256(bytes);
  await storage().put(blobKey(hash), bytes);
  await storage().put(`${renditionsKey(hash)}/abc.webp`, Buffer.from('rendition'));
  const then = new Date(Date.now() - ageMs);
  for (const key of [blobKey(hash), `${renditionsKey(hash)}/abc.webp`]) await gateway.ageStored(key, then);
  return hash;
}

async function upload(bytes: Buffer, fileName: string) {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, 'image/png', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string };
}

it('a delete takes the file\'s renditions with its bytes', async () => {
  const file = await upload(await png(1), 'with-renditions.png');
  expect((await admin.raw('GET', `${api}/preview-image?imageID=${file.id}&w=160&format=webp`)).status).toBe(200);
  expect(await keysUnder(renditionsKey(file.hash))).toHaveLength(1);
  expect((await admin.rest('POST', `${api}/delete-file`, { id: file.id })).status).toBe(200);
  expect(await storage().size(blobKey(file.hash))).toBeNull();
  expect(await keysUnder(renditionsKey(file.hash))).toEqual([]);
});

it('the sweep removes old stray bytes and their renditions, and leaves young ones and every file\'s bytes', async () => {
  const kept = await upload(await png(2), 'kept.png');
  expect((await admin.raw('GET', `${api}/preview-image?imageID=${kept.id}&w=160&format=webp`)).status).toBe(200);
  // A file's bytes as old as the strays: age alone never removes anything.
  const old = new Date(Date.now() - 2 * hour);
  await gateway.ageStored(blobKey(kept.hash), old);
  const stray = await strayBytes(await png(3), 2 * hour);
  const young = await strayBytes(await png(4), 60_000);

  expect(await sweep()).toEqual({ hashes: 1 });

  expect(await storage().size(blobKey(stray))).toBeNull();
  expect(await keysUnder(renditionsKey(stray))).toEqual([]);
  expect(await storage().size(blobKey(young))).not.toBeNull();
  expect(await storage().size(blobKey(kept.hash))).not.toBeNull();
  expect(await keysUnder(renditionsKey(kept.hash))).toHaveLength(1);
  const served = await admin.raw('GET', `${api}/preview-image?imageID=${kept.id}`);
  expect(served.status).toBe(200);
  expect(await sweep(0)).toEqual({ hashes: 1 }); // the young one, once old enough
  expect(await sweep(0)).toEqual({ hashes: 0 });
});

it('a sweep racing an upload of the same bytes never leaves the new file without them', async () => {
  for (let round = 0; round < 5; round += 1) {
    const bytes = await png(10 + round);
    await strayBytes(bytes, 2 * hour);
    const [added] = await Promise.all([upload(bytes, `raced-${round}.png`), sweep()]);
    expect(await storage().get(blobKey(added.hash))).toEqual(bytes);
    const served = await admin.raw('GET', `${api}/preview-image?imageID=${added.id}`);
    expect(served.status).toBe(200);
  }
});
