import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import sharp from 'sharp';
import { pack as tarPack } from 'tar-stream';
import type { Storage } from '@tessera/schema';
import { resetDatabase } from '@tessera/schema/src/test-support/test-database';
import { startTestGateway, testStorage, type TestClient, type TestGateway } from '@tessera/testing';
import type { GatewayConfig } from '../config';
import { seedDemo } from '../seed/seed-demo';
import { openStorage } from '../storage/open-storage';
import { BackupError, type BackupManifest } from './archive-format';
import { readArchive } from './archive-reader';
import { backupInstallation } from './backup';
import { restoreInstallation } from './restore';

/**
 * Backup and restore (issue 35): a backup of the demo site taken while an editor saves and uploads
 * restores into an empty installation that serves the same pages and holds the same bytes, with
 * each write of the backup's time wholly in or wholly out; a restore refuses a non-empty
 * installation and a damaged or foreign archive, and leaves nothing behind when it refuses.
 * Runs on the embedded database, or (DATABASE_URL) on a PostgreSQL server with the target a second
 * database there; in the S3 run (jest.s3.config.js) both storages are prefixes of the test bucket.
 */
let source: TestGateway;
let admin: TestClient;
let target: Awaited<ReturnType<typeof emptyDatabase>>;
let stopped = false;
let targetStorageConfig: NonNullable<GatewayConfig['storage']>;
let targetStorage: Storage;
let work: string;

/**
 * The target's database: a second database on the run's server, or (embedded: one PGlite per run,
 * which a test file cannot start another of) the worker's own, emptied once the source is stopped.
 */
async function emptyDatabase(): Promise<{ url: string; prepare(): Promise<void>; stop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const url = process.env.TESSERA_TEST_DATABASE_URL!;
    return {
      url,
      async prepare() {
        await source.stop();
        stopped = true;
        await resetDatabase(url);
      },
      stop: async () => undefined,
    };
  }
  const name = `${new URL(process.env.TESSERA_TEST_DATABASE_URL!).pathname.slice(1)}_restore`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    prepare: async () => undefined,
    async stop() {
      const client = new Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function connected<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const backup = (file: string, storage: Storage = source.tessera.services.storage) =>
  connected(process.env.TESSERA_TEST_DATABASE_URL!, (client) => backupInstallation({ client, storage, file, databaseKind: process.env.DATABASE_URL ? 'server' : 'embedded', tesseraVersion: 'test' }));

/** The source's storage, but `first` runs before the first look at any stored bytes: just after the snapshot. */
function afterSnapshot(first: () => Promise<void>): Storage {
  const storage = source.tessera.services.storage;
  let done: Promise<void> | undefined;
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property !== 'size') return Reflect.get(target, property, receiver) as unknown;
      return async (key: string) => {
        await (done ??= first());
        return storage.size(key);
      };
    },
  });
}
const restore = (file: string) => connected(target.url, (client) => restoreInstallation({ client, databaseUrl: target.url, storage: targetStorage, file }));

async function rowsIn(url: string, table: string): Promise<number> {
  return connected(url, async (client) => {
    const exists = (await client.query(`select to_regclass($1) is not null as exists`, [table])).rows[0].exists as boolean;
    return exists ? Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n) : 0;
  });
}

async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ['media', 'renditions', 'users']) for await (const { key } of storage.list(folder)) keys.push(key);
  return keys.sort();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (seed: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();

/** Every published page's address, from the sitemap's list. */
async function publishedPaths(gateway: TestGateway): Promise<string[]> {
  const paths: string[] = [];
  let after = 0;
  for (;;) {
    const reply = await gateway.client().rest('GET', `/api/tessera/page/sitemap-pages?limit=100&afterId=${after}`);
    const items = reply.body.items as Array<{ pageID: number; path: string }>;
    if (items.length === 0) return paths.sort();
    paths.push(...items.map((item) => item.path));
    after = items[items.length - 1].pageID;
  }
}

/** A page's status and HTML, less what differs from one answer to the next (nonces, request ids, tokens). */
async function pageHtml(gateway: TestGateway, path: string): Promise<string> {
  const reply = await gateway.client().raw('GET', path);
  // A locale's not-found page is published too, and served with its status.
  return `${reply.status}\n${await reply.text()}`
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="csrf-token" content=)"[^"]*"/g, '$1""')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid');
}

/**
 * The archive with one table's lines changed, its manifest updated to match: an archive that
 * passes every check and fails only while loading.
 */
async function repacked(file: string, out: string, entryName: string, change: (lines: string[]) => string[]): Promise<void> {
  const entries: Array<{ name: string; bytes: Buffer }> = [];
  await readArchive(file, async ({ name, stream }) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.push({ name, bytes: Buffer.concat(chunks) });
  });
  const changed = entries.find((entry) => entry.name === entryName)!;
  changed.bytes = Buffer.from(`${change(changed.bytes.toString('utf8').trimEnd().split('\n')).join('\n')}\n`);
  const manifestEntry = entries[entries.length - 1];
  const manifest = JSON.parse(manifestEntry.bytes.toString('utf8')) as BackupManifest;
  const table = manifest.tables.find((entry) => entry.entry === entryName)!;
  Object.assign(table, { size: changed.bytes.length, sha256: sha256(changed.bytes) });
  manifestEntry.bytes = Buffer.from(JSON.stringify(manifest));
  const archive = tarPack();
  const written = pipeline(archive, createGzip(), createWriteStream(out));
  for (const entry of entries) archive.entry({ name: entry.name }, entry.bytes);
  archive.finalize();
  await written;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tessera-backup-test-'));
  source = await startTestGateway();
  const { tessera } = source;
  await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
  admin = await source.admin();
  target = await emptyDatabase();
  targetStorageConfig = testStorage(`restore-${randomUUID().slice(0, 8)}`) ?? { kind: 'file', root: join(work, 'target-storage') };
  targetStorage = openStorage({ dataDir: work, storage: targetStorageConfig });
}, 180_000);

afterAll(async () => {
  if (!stopped) await source?.stop();
  await target?.stop();
  (targetStorage as { close?: () => void } | undefined)?.close?.();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;
  let manifest: BackupManifest;
  const stored: number[] = [];
  const uploaded: Array<{ id: number; hash: string }> = [];
  let draft: { pageID: number; pageVersionID: number };
  /** The source's published pages as it served them, and its bytes, read before it stops. */
  const served = new Map<string, string>();
  const sourceBytes = new Map<string, string>();

  let unused: { id: number; hash: string };

  it('takes a backup while an editor saves a page and uploads files', async () => {
    // A rendition made before the backup travels with its original.
    expect((await source.client().raw('GET', '/api/tessera/medialib/preview-image?imageID=1&w=320&format=webp')).status).toBe(200);
    const extra = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await png(1000), 'unused.png', 'image/png', { path: '/' });
    unused = extra.body.file;
    draft = (await admin.rest('POST', '/api/tessera/page/create', { title: 'Busy draft', slug: 'busy-draft', type: 'content-page', locale: 'en-gb' })).body;
    let basedOn = draft.pageVersionID;
    let writing = true;
    let serial = 0;
    const writes = (async () => {
      while (writing) {
        serial += 1;
        const store = await admin.rest('POST', `/api/tessera/page/version/${basedOn}/store`, {
          title: `Busy ${serial}`,
          blocks: [{ type: 'rich-text', key: 'intro', props: { body: `<p>save ${serial}</p>` } }],
        });
        expect(store.status).toBe(200);
        basedOn = store.body.pageVersionID;
        stored.push(basedOn);
        const upload = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await png(serial), `busy-${serial}.png`, 'image/png', { path: '/' });
        expect(upload.status).toBe(200);
        uploaded.push({ id: upload.body.file.id, hash: upload.body.file.hash });
      }
    })();
    const settled = async (count: number) => {
      while (stored.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await settled(2);
    archive = join(work, 'demo.tar.gz');
    // A file no page uses, deleted (row and bytes) after the snapshot while the bytes are copied.
    manifest = await backup(
      archive,
      afterSnapshot(async () => expect((await admin.rest('POST', '/api/tessera/medialib/delete-file', { id: unused.id })).status).toBe(200)),
    );
    const after = stored.length;
    await settled(after + 2);
    writing = false;
    await writes;

    expect(manifest.tables.find((table) => table.table === 'page')!.rows).toBeGreaterThanOrEqual(20);
    expect(manifest.files.filter((file) => file.key.startsWith('media/')).length).toBeGreaterThanOrEqual(4);
    expect(manifest.files.filter((file) => file.key.startsWith('renditions/')).length).toBeGreaterThanOrEqual(1);
    expect(manifest.missing).toEqual([`media/${unused.hash.slice(0, 2)}/${unused.hash}`]);
    for (const path of await publishedPaths(source)) served.set(path, await pageHtml(source, path));
    expect(served.size).toBeGreaterThanOrEqual(20);
    for (const file of manifest.files) sourceBytes.set(file.key, sha256((await source.tessera.services.storage.get(file.key))!));
  }, 60_000);

  it('refuses to restore into an installation that is not empty, changing nothing', async () => {
    const url = process.env.TESSERA_TEST_DATABASE_URL!;
    const pagesBefore = await rowsIn(url, 'page');
    await expect(connected(url, (client) => restoreInstallation({ client, databaseUrl: url, storage: targetStorage, file: archive }))).rejects.toThrow(/not empty: its database has rows in /);
    expect(await rowsIn(url, 'page')).toBe(pagesBefore);
    await target.prepare();
    const stray = `media/00/${'0'.repeat(64)}`;
    await targetStorage.put(stray, Buffer.from('someone else'));
    await expect(restore(archive)).rejects.toThrow(/not empty: its storage holds media/);
    expect(await rowsIn(target.url, 'page')).toBe(0);
    await targetStorage.delete(stray);
  });

  it('refuses a damaged, cut-short or foreign archive and leaves the target empty', async () => {
    const bytes = readFileSync(archive);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restore(cut)).rejects.toThrow(/damaged|cut short/);
    const altered = join(work, 'altered.tar.gz');
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] ^= 0xff;
    writeFileSync(altered, changed);
    await expect(restore(altered)).rejects.toThrow(BackupError);
    const foreign = join(work, 'foreign.tar.gz');
    writeFileSync(foreign, 'not an archive at all');
    await expect(restore(foreign)).rejects.toThrow(/not a Tessera backup/);
    const otherTar = join(work, 'other.tar.gz');
    writeFileSync(join(work, 'notes.txt'), 'some other archive');
    execFileSync('tar', ['czf', otherTar, '-C', work, 'notes.txt']);
    await expect(restore(otherTar)).rejects.toThrow(/not a Tessera backup \(it does not start with tessera-backup.json\)/);

    expect(await rowsIn(target.url, 'page')).toBe(0);
    expect(await storedKeys(targetStorage)).toEqual([]);
  });

  it('leaves nothing behind when a restore fails while loading', async () => {
    const broken = join(work, 'broken.tar.gz');
    // A version of a page that is not there: the foreign keys, added back after the load, refuse it.
    await repacked(archive, broken, 'database/page_version.ndjson', ([first, ...rest]) => [JSON.stringify({ ...JSON.parse(first), page_id: 999_999 }), ...rest]);
    await expect(restore(broken)).rejects.toThrow(/restore failed while loading \(.*foreign key.*Nothing was restored/);
    for (const table of ['page', 'page_version', 'media_file', 'tessera_user']) expect([table, await rowsIn(target.url, table)]).toEqual([table, 0]);
    expect(await storedKeys(targetStorage)).toEqual([]);
  });

  it('restores into an empty installation that serves the same pages and holds the same bytes', async () => {
    await restore(archive);
    const restored = await startTestGateway({ databaseUrl: target.url, storage: targetStorageConfig }, { reset: false });
    try {
      const paths = await publishedPaths(restored);
      expect(paths).toEqual([...served.keys()]);
      for (const path of paths) expect([path, await pageHtml(restored, path)]).toEqual([path, served.get(path)]);

      // Every file of the archive, byte for byte as the source held it; originals match their hash.
      expect(await storedKeys(targetStorage)).toEqual(manifest.files.map((file) => file.key).sort());
      for (const file of manifest.files) {
        const bytes = await targetStorage.get(file.key);
        expect([file.key, bytes && sha256(bytes)]).toEqual([file.key, sourceBytes.get(file.key)]);
        if (file.key.startsWith('media/')) expect(file.sha256).toBe(file.key.split('/')[2]);
      }
      const files = await restored.sql<{ id: number; hash: string }>('select id, hash from media_file order by id');
      for (const file of files.filter((file) => file.id !== unused.id)) expect(sha256((await targetStorage.get(`media/${file.hash.slice(0, 2)}/${file.hash}`))!)).toBe(file.hash);
      // The file deleted after the snapshot is in it, without bytes: not found, as a file whose bytes are gone.
      expect(files.map((file) => file.id)).toContain(unused.id);
      expect((await (await restored.admin()).raw('GET', `/api/tessera/medialib/preview-image?imageID=${unused.id}`)).status).toBe(404);

      // The writes of the backup's time: those before the snapshot in, whole; the rest out.
      const versions = new Set((await restored.sql<{ id: number }>('select id from page_version where page_id = ?', [draft.pageID])).map((row) => row.id));
      const kept = stored.filter((id) => versions.has(id));
      expect(stored.slice(0, kept.length)).toEqual(kept);
      expect(kept.length).toBeGreaterThanOrEqual(2);
      expect(kept.length).toBeLessThan(stored.length);
      const [page] = await restored.sql<{ latest_version_id: number }>('select latest_version_id from page where id = ?', [draft.pageID]);
      expect(page.latest_version_id).toBe(kept[kept.length - 1]);
      const ids = new Set(files.map((file) => file.id));
      const keptFiles = uploaded.filter((file) => ids.has(file.id));
      expect(uploaded.slice(0, keptFiles.length)).toEqual(keptFiles);
      expect(keptFiles.length).toBeLessThan(uploaded.length);

      // The restored storage is the restored installation's own, and it takes new work.
      const marker = JSON.parse((await targetStorage.get('tessera-installation.json'))!.toString('utf8')) as { installationId: string };
      expect(marker.installationId).toBe((await restored.sql<{ value: string }>(`select value from system_secret where name = 'installation-id'`))[0].value);
      const editor = await restored.admin();
      const next = await editor.rest('POST', `/api/tessera/page/version/${kept[kept.length - 1]}/store`, { title: 'After the restore', blocks: [] });
      expect(next.status).toBe(200);
    } finally {
      await restored.stop();
    }
  }, 90_000);
});
