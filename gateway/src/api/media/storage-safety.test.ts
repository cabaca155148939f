import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { markerKey, readMarker, storageKeyOwners, sweepStorage, systemContext, type Storage } from '@tessera/schema';
import { blobKey } from '@tessera/schema/src/media/media-library';
import { recordStorageWrites } from '@tessera/schema/src/storage/write-record';
import { snapshotDatabase, startTestGateway, testStorage, type DatabaseSnapshot, type TestGateway } from '@tessera/testing';
import { ConfigError, type StorageConfig } from '../../config';
import { openStorage } from '../../storage/open-storage';

/**
 * Issue 31, item 1: a gateway never deletes what it did not write. Its database's installation
 * must match the storage's marker, or it does not start; and the sweep of stray bytes looks only at
 * keys this database recorded writing, so a database restored from an older backup, swept with
 * no grace against the live storage, removes nothing the newer state uses. Runs on disk and, in
 * the S3 run (jest.s3.config.js), in s3rver's bucket.
 */
const api = '/api/tessera/medialib';
const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60_000);
const png = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();

let storageConfig: StorageConfig;
let storage: Storage;
let scratch: string[] = [];
let running: TestGateway[] = [];
const snapshots: DatabaseSnapshot[] = [];

beforeEach(() => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-safety-'));
  scratch = [dataDir];
  storageConfig = testStorage(`safety-${randomUUID().slice(0, 8)}`) ?? { kind: 'file', root: join(dataDir, 'shared-storage') };
  storage = openStorage({ dataDir, storage: storageConfig });
});

afterEach(async () => {
  for (const gateway of running.splice(0)) await gateway.stop();
  for (const snapshot of snapshots.splice(0)) await snapshot.drop();
  (storage as { close?: () => void }).close?.();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A gateway on the shared storage: on a fresh database unless `reset` is false. */
async function gatewayOnStorage(options: { reset?: boolean } = {}): Promise<TestGateway> {
  const gateway = await startTestGateway({ storage: storageConfig }, options);
  running.push(gateway);
  return gateway;
}

async function stop(gateway: TestGateway): Promise<void> {
  running = running.filter((other) => other !== gateway);
  await gateway.stop();
}

async function snapshot(): Promise<DatabaseSnapshot> {
  const taken = await snapshotDatabase(process.env.TESSERA_TEST_DATABASE_URL!);
  snapshots.push(taken);
  return taken;
}

/** Every object Tessera wrote in the shared storage (not the marker). */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ['media', 'renditions', 'users']) for await (const { key } of storage.list(folder)) keys.push(key);
  return keys.sort();
}

async function upload(gateway: TestGateway, bytes: Buffer, fileName: string): Promise<{ id: number; hash: string }> {
  const admin = await gateway.admin();
  const reply = await admin.upload('POST', `${api}/add-file`, 'f', bytes, fileName, 'image/png', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file;
}

/** Each file answers 200 over HTTP, as an editor sees it and as a rendition the site shows. */
async function expectServed(gateway: TestGateway, files: Array<{ id: number }>): Promise<void> {
  const admin = await gateway.admin();
  for (const file of files) {
    expect([file.id, (await admin.raw('GET', `${api}/preview-image?imageID=${file.id}`)).status]).toEqual([file.id, 200]);
    expect([file.id, (await admin.raw('GET', `${api}/preview-image?imageID=${file.id}&w=160&format=webp`)).status]).toEqual([file.id, 200]);
  }
}

/** Makes every stored object look two days old: older than any grace a sweep of strays may have. */
async function ageEverything(gateway: TestGateway): Promise<void> {
  for (const key of await storedKeys()) await gateway.ageStored(key, twoDaysAgo());
}

/** A start expected to fail; a gateway that starts anyway is stopped (and the test fails on it). */
async function startRefused(options: { reset?: boolean } = {}): Promise<Error> {
  const attempt = await startTestGateway({ storage: storageConfig, storageSweep: { mode: 'on', graceMs: 0 } }, options).catch((error: Error) => error);
  if (!(attempt instanceof Error)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await attempt.stop();
    return new Error('the gateway started');
  }
  return attempt;
}

it("a gateway on another installation's database (here an empty one) refuses to start against the storage, naming both ids, and deletes nothing", async () => {
  const live = await gatewayOnStorage();
  const files = [await upload(live, await png(1), 'one.png'), await upload(live, await png(2), 'two.png'), await upload(live, await png(3), 'three.png')];
  await expectServed(live, files);
  const liveId = (await readMarker(storage))?.installationId;
  expect(liveId).toMatch(/^[0-9a-f-]{36}$/);
  await ageEverything(live);
  const before = await storedKeys();
  expect(before.length).toBeGreaterThanOrEqual(6);
  const backup = await snapshot();
  await stop(live);

  // Another database: the run's database emptied (startTestGateway resets it).
  const refused = await startRefused();
  expect(refused).toBeInstanceOf(ConfigError);
  expect(refused.message).toContain(`names installation ${liveId}`);
  expect(refused.message).toMatch(/this database is installation [0-9a-f-]{36}/);
  expect(refused.message).toContain('DATABASE_URL');
  expect(await storedKeys()).toEqual(before);
  expect((await readMarker(storage))?.installationId).toBe(liveId);

  await backup.restore();
  await expectServed(await gatewayOnStorage({ reset: false }), files);
});

it('a storage without a marker is adopted by a database with files (an upgrade), and refused by an empty database', async () => {
  const live = await gatewayOnStorage();
  const files = [await upload(live, await png(4), 'four.png')];
  await ageEverything(live);
  const backup = await snapshot();
  await stop(live);
  // As before markers existed.
  await storage.delete(markerKey);
  const before = await storedKeys();

  const refused = await startRefused();
  expect(refused).toBeInstanceOf(ConfigError);
  expect(refused.message).toContain(`holds media but no ${markerKey}`);
  expect(refused.message).toContain('storage:claim');
  expect(await storedKeys()).toEqual(before);
  expect(await readMarker(storage)).toBeNull();

  await backup.restore();
  const upgraded = await gatewayOnStorage({ reset: false });
  const [{ value: id }] = await upgraded.sql<{ value: string }>(`select value from system_secret where name = 'installation-id'`);
  expect((await readMarker(storage))?.installationId).toBe(id);
  await expectServed(upgraded, files);
});

it('a database that has files refuses a storage that holds nothing and has no marker (a wrong bucket, prefix or volume)', async () => {
  const live = await gatewayOnStorage();
  await upload(live, await png(5), 'five.png');
  const backup = await snapshot();
  await stop(live);
  for (const key of await storedKeys()) await storage.delete(key);
  await storage.delete(markerKey);

  await backup.restore();
  const refused = await startRefused({ reset: false });
  expect(refused).toBeInstanceOf(ConfigError);
  expect(refused.message).toContain('holds nothing');
  expect(await readMarker(storage)).toBeNull();
});

it('a database restored from an older backup, swept with no grace against the live storage, removes nothing the newer state uses', async () => {
  const live = await gatewayOnStorage();
  const older = [await upload(live, await png(10), 'a.png'), await upload(live, await png(11), 'b.png')];
  // Deleted two hours before the backup; its bytes are uploaded again after it.
  const again = await png(12);
  const deleted = await upload(live, again, 'deleted.png');
  expect((await (await live.admin()).rest('POST', `${api}/delete-file`, { id: deleted.id })).status).toBe(200);
  await live.sql(`update storage_write set recorded_at = now() - interval '2 hours' where key = ?`, [blobKey(deleted.hash)]);
  // Bytes a killed upload left before the backup: recorded, stored, no row. Truly stray.
  const stray = await png(13);
  const strayHash = (await import('node:crypto')).createHash('sha256').update(stray).digest('hex');
  await recordStorageWrites(systemContext(live.tessera.orm.em.fork(), live.tessera.services), [blobKey(strayHash)]);
  await storage.put(blobKey(strayHash), stray);
  const backup = await snapshot();

  const newer = [await upload(live, await png(14), 'c.png'), await upload(live, await png(15), 'd.png'), await upload(live, again, 'uploaded-again.png')];
  await expectServed(live, [...older, ...newer]);
  // The newer uploads look old (as old as anything a sweep could find), except the bytes uploaded again.
  for (const file of newer.slice(0, 2)) await live.ageStored(blobKey(file.hash), twoDaysAgo());
  const newerState = await snapshot();
  const used = [...older, ...newer].map((file) => blobKey(file.hash));
  await stop(live);

  await backup.restore();
  const restored = await gatewayOnStorage({ reset: false });
  const report = await sweepStorage(systemContext(restored.tessera.orm.em.fork(), restored.tessera.services), storageKeyOwners, { graceMs: 0, dryRun: false });
  expect(report.refused).toBeUndefined();
  const after = await storedKeys();
  for (const key of used) expect([key, after.includes(key)]).toEqual([key, true]);
  // The killed upload's bytes went; the deleted file's key was looked at, and its bytes (written again later) stayed.
  expect(after).not.toContain(blobKey(strayHash));
  expect(report.stray.find((entry) => entry.key === blobKey(deleted.hash))?.objects).toEqual([]);
  await stop(restored);

  await newerState.restore();
  await expectServed(await gatewayOnStorage({ reset: false }), [...older, ...newer]);
});
