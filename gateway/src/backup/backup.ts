import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Client } from 'pg';
import { pack as tarPack, type Pack } from 'tar-stream';
import { isCodedError, renditionsKey, type Storage } from '@tessera/schema';
import { formatEntry, formatName, formatVersion, manifestEntry, storageEntry, type ArchivedFile, type BackupManifest } from './archive-format';
import { snapshotDatabase, type DatabaseSnapshot } from './database-snapshot';

export interface BackupOptions {
  /** A connection of its own to the installation's database (the snapshot's transaction runs on it). */
  client: Client;
  storage: Storage;
  /** Where the archive goes; written beside as `<file>.partial` and renamed when complete. */
  file: string;
  databaseKind: 'embedded' | 'server';
  tesseraVersion: string;
}

/**
 * Writes one archive of the installation while it serves: the database from one snapshot, then
 * the bytes its rows name, read from the storage after the snapshot. Bytes are content-addressed
 * and never rewritten, so any bytes found under a named key are the ones the snapshot's rows mean;
 * a file deleted after the snapshot (its row is still in the snapshot, its bytes are gone) is
 * listed in the manifest as missing, and its restored row answers 404 like any file whose bytes
 * are gone. The archive appears under its name only once complete.
 */
export async function backupInstallation(options: BackupOptions): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'tessera-backup-'));
  const partial = `${options.file}.partial`;
  try {
    const snapshot = await snapshotDatabase(options.client, work);
    const serverVersion = (await options.client.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    const archive = tarPack();
    const written = pipeline(archive, createGzip({ level: 6 }), createWriteStream(partial));
    // A failed write (a full disk) stops the entries too, rather than leaving them waiting.
    const failed = new Promise<never>((_resolve, reject) => written.catch(reject));
    const manifest = await Promise.race([writeEntries(archive, options, snapshot, work, serverVersion), failed]).catch((error: unknown) => {
      archive.destroy();
      throw error;
    });
    await written;
    await rename(partial, options.file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Every entry after the snapshot: the format, the tables, the bytes, and the manifest last. */
async function writeEntries(archive: Pack, options: BackupOptions, snapshot: DatabaseSnapshot, work: string, serverVersion: string): Promise<BackupManifest> {
  archive.entry({ name: formatEntry }, `${JSON.stringify({ format: formatName, formatVersion })}\n`);
  for (const table of snapshot.tables) await addEntry(archive, table.entry, table.size, createReadStream(join(work, `${table.table}.ndjson`)));
  const files: ArchivedFile[] = [];
  const missing: string[] = [];
  for (const key of [...snapshot.keys, ...(await renditionKeys(options.storage, snapshot.keys))]) {
    const file = await addStoredFile(archive, options.storage, key);
    if (file) files.push(file);
    else if (!key.startsWith('renditions/')) missing.push(key);
  }
  const manifest: BackupManifest = {
    format: formatName,
    formatVersion,
    tesseraVersion: options.tesseraVersion,
    createdAt: new Date().toISOString(),
    database: { kind: options.databaseKind, serverVersion },
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    files,
    missing,
    snapshotMs: snapshot.snapshotMs,
  };
  archive.entry({ name: manifestEntry }, `${JSON.stringify(manifest, null, 1)}\n`);
  archive.finalize();
  return manifest;
}

/**
 * The stored renditions of the snapshot's originals: made of the bytes and made again on demand
 * when missing, they are copied so a restored site does not redo its image work. One listing.
 */
async function renditionKeys(storage: Storage, keys: string[]): Promise<string[]> {
  const hashes = new Set(keys.filter((key) => key.startsWith('media/')).map((key) => key.split('/')[2]));
  const found: string[] = [];
  for await (const { key } of storage.list('renditions')) {
    if (hashes.has(key.split('/')[2]) && key.startsWith(`${renditionsKey(key.split('/')[2])}/`)) found.push(key);
  }
  return found.sort();
}

/** The bytes under a key into the archive, or null when there are none (deleted after the snapshot). */
async function addStoredFile(archive: Pack, storage: Storage, key: string): Promise<ArchivedFile | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  let bytes: Readable;
  try {
    bytes = await storage.stream(key);
  } catch (error) {
    if (isCodedError(error) && error.errors.some((entry) => entry.code === 'V_12')) return null;
    throw error;
  }
  const sha256 = await addEntry(archive, storageEntry(key), size, bytes);
  return { key, entry: storageEntry(key), size, sha256 };
}

/** Streams one entry of known size into the archive; its sha256. */
async function addEntry(archive: Pack, name: string, size: number, bytes: Readable): Promise<string> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(bytes, hashing, archive.entry({ name, size }));
  return hash.digest('hex');
}
