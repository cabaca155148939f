import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { markerKey, storageKeyOwners, sweepStorage, systemContext } from '@tessera/schema';
import { blobKey, renditionsKey } from '@tessera/schema/src/media/media-library';
import { recordStorageWrites } from '@tessera/schema/src/storage/write-record';

/**
 * Stored bytes no file row names do not stay: a delete takes the file's renditions with its
 * bytes, and the sweep (at start-up and hourly) removes what a killed process left between putting
 * an upload's bytes in place and committing its row, once the key's write record is older than the
 * grace. It looks only at recorded keys: never at bytes a file uses, bytes this installation did
 * not record writing, or bytes written again after their record.
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
const ctx = () => systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
const sweep = (graceMs = 24 * hour, dryRun = false) => sweepStorage(ctx(), storageKeyOwners, { graceMs, dryRun });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 30, b: 90 } } })
    .png()
    .toBuffer();

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage().list(prefix)) keys.push(key);
  return keys.sort();
}

/** Bytes as a killed upload leaves them: recorded, in place, no row; with a rendition. */
async function strayBytes(bytes: Buffer, options: { recorded?: boolean } = {}): Promise<string> {
  const hash = sha256(bytes);
  if (options.recorded !== false) await recordStorageWrites(ctx(), [blobKey(hash)]);
  await storage().put(blobKey(hash), bytes);
  await storage().put(`${renditionsKey(hash)}/abc.webp`, Buffer.from('rendition'));
  return hash;
}

/** Moves a key's write record back in time (only the record: the bytes keep their time). */
async function ageRecord(hash: string, ageMs: number): Promise<void> {
  await gateway.sql(`update storage_write set recorded_at = now() - make_interval(secs => ? / 1000.0) where key = ?`, [ageMs, blobKey(hash)]);
}

/** As if the whole write (record, bytes, rendition) had happened that long ago. */
async function ageWrite(hash: string, ageMs: number): Promise<void> {
  await ageRecord(hash, ageMs);
  const then = new Date(Date.now() - ageMs);
  for (const key of [blobKey(hash), `${renditionsKey(hash)}/abc.webp`]) await gateway.ageStored(key, then);
}

async function recorded(): Promise<string[]> {
  return (await gateway.sql<{ key: string }>('select key from storage_write order by key')).map((row) => row.key);
}

async function upload(bytes: Buffer, fileName: string) {
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, 'image/png', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file as { id: number; hash: string };
}

it("a delete takes the file's renditions with its bytes", async () => {
  const file = await upload(await png(1), 'with-renditions.png');
  expect((await admin.raw('GET', `${api}/preview-image?imageID=${file.id}&w=160&format=webp`)).status).toBe(200);
  expect(await keysUnder(renditionsKey(file.hash))).toHaveLength(1);
  expect((await admin.rest('POST', `${api}/delete-file`, { id: file.id })).status).toBe(200);
  expect(await storage().size(blobKey(file.hash))).toBeNull();
  expect(await keysUnder(renditionsKey(file.hash))).toEqual([]);
});

it('an upload records its key before its bytes are stored, and a delete records it with the delete', async () => {
  await gateway.sql('delete from storage_write');
  const file = await upload(await png(20), 'recorded.png');
  expect(await recorded()).toEqual([blobKey(file.hash)]);
  await gateway.sql('delete from storage_write');
  expect((await admin.rest('POST', `${api}/delete-file`, { id: file.id })).status).toBe(200);
  expect(await recorded()).toEqual([blobKey(file.hash)]);
});

it('the sweep removes recorded stray bytes and their renditions once the grace is over, after a dry run that only reports them', async () => {
  const kept = await upload(await png(2), 'kept.png');
  expect((await admin.raw('GET', `${api}/preview-image?imageID=${kept.id}&w=160&format=webp`)).status).toBe(200);
  await ageRecord(kept.hash, 48 * hour);
  const stray = await strayBytes(await png(3));
  await ageWrite(stray, 25 * hour);
  const young = await strayBytes(await png(4));
  // Bytes this installation never recorded writing (another installation's, from before the record): never looked at.
  const unrecorded = await strayBytes(await png(5), { recorded: false });

  const dryRun = await sweep(24 * hour, true);
  expect(dryRun.stray).toEqual([{ key: blobKey(stray), recordedAt: expect.any(String), objects: [blobKey(stray), `${renditionsKey(stray)}/abc.webp`] }]);
  expect(dryRun.objects).toBe(2);
  expect(await storage().size(blobKey(stray))).not.toBeNull();
  expect(await recorded()).toContain(blobKey(stray));

  const report = await sweep();
  expect(report.stray.map((entry) => entry.key)).toEqual([blobKey(stray)]);
  expect(report.inUse).toBeGreaterThanOrEqual(1);
  expect(await storage().size(blobKey(stray))).toBeNull();
  expect(await keysUnder(renditionsKey(stray))).toEqual([]);
  expect(await storage().size(blobKey(young))).not.toBeNull();
  expect(await storage().size(blobKey(kept.hash))).not.toBeNull();
  expect(await keysUnder(renditionsKey(kept.hash))).toHaveLength(1);
  expect((await admin.raw('GET', `${api}/preview-image?imageID=${kept.id}`)).status).toBe(200);
  // Looked at: the records go (the kept file's too: its bytes are named by a row).
  expect(await recorded()).not.toContain(blobKey(stray));
  expect(await recorded()).not.toContain(blobKey(kept.hash));

  // The young one, with no grace (and the earlier tests' deletes, whose bytes are already gone).
  expect((await sweep(0)).stray.map((entry) => entry.key)).toContain(blobKey(young));
  expect(await storage().size(blobKey(young))).toBeNull();
  expect((await sweep(0)).stray).toEqual([]);
  expect(await storage().size(blobKey(unrecorded))).not.toBeNull();
  expect(await keysUnder(renditionsKey(unrecorded))).toHaveLength(1);
});

it('bytes written again long after their record (a newer state restored elsewhere, a re-upload) are not swept by it', async () => {
  const hash = await strayBytes(await png(6));
  await ageRecord(hash, 2 * hour);
  const report = await sweep(0);
  expect(report.stray.find((entry) => entry.key === blobKey(hash))?.objects).toEqual([]);
  expect(await storage().size(blobKey(hash))).not.toBeNull();
});

it("renditions made while the last file with the bytes was being deleted go with the delete's record", async () => {
  const file = await upload(await png(7), 'late-rendition.png');
  expect((await admin.rest('POST', `${api}/delete-file`, { id: file.id })).status).toBe(200);
  await storage().put(`${renditionsKey(file.hash)}/late.webp`, Buffer.from('made after the delete'));
  expect((await sweep(0)).stray.find((entry) => entry.key === blobKey(file.hash))?.objects).toEqual([`${renditionsKey(file.hash)}/late.webp`]);
  expect(await keysUnder(renditionsKey(file.hash))).toEqual([]);
});

it("the sweep deletes nothing when the storage's marker names another installation", async () => {
  const hash = await strayBytes(await png(8));
  const marker = await storage().get(markerKey);
  await storage().put(markerKey, Buffer.from(JSON.stringify({ installationId: 'another-installation' })));
  try {
    const report = await sweep(0);
    expect(report.refused).toContain('another-installation');
    expect(report.records).toBe(0);
    expect(await storage().size(blobKey(hash))).not.toBeNull();
  } finally {
    await storage().put(markerKey, marker!);
  }
  expect((await sweep(0)).stray.map((entry) => entry.key)).toEqual([blobKey(hash)]);
});

it('a sweep racing an upload of the same bytes never leaves the new file without them', async () => {
  for (let round = 0; round < 5; round += 1) {
    const bytes = await png(10 + round);
    const hash = await strayBytes(bytes);
    await ageWrite(hash, 2 * hour);
    const [added] = await Promise.all([upload(bytes, `raced-${round}.png`), sweep(0)]);
    expect(await storage().get(blobKey(added.hash))).toEqual(bytes);
    const served = await admin.raw('GET', `${api}/preview-image?imageID=${added.id}`);
    expect(served.status).toBe(200);
  }
});
