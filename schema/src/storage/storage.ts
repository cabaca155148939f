import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { CodedError } from '../errors/coded-error';

/**
 * Where uploaded bytes live: local disk (`file:`, this file) or an S3-compatible object store
 * (`s3://`, gateway/src/storage/s3-storage.ts). Nothing here assumes a disk: reading is a stream
 * or a file lent for the length of a call, and writing goes through a local temporary file that
 * `adopt` places whole. A store that cannot be reached is `storageUnavailable()` (G_03, 503).
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A fresh local path for an upload to stream into; `adopt` moves it into place, or it is deleted. */
  temporaryFile(): Promise<string>;
  /**
   * Places a complete temporary file under `key` in one step, so a reader never sees half a file
   * (on disk a hard link; in a bucket an object appears only when its upload completes), and
   * deletes the temporary file. When the key already holds bytes (content addressing: the same
   * bytes), they stay. True when the bytes are new under the key.
   */
  adopt(key: string, temporaryPath: string): Promise<boolean>;
  /** Size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** When the bytes under the key were last written (ms since the epoch, the store's clock), or null when there are none. */
  lastWritten(key: string): Promise<number | null>;
  /** A stream of the bytes, optionally a byte range (both ends included); opened before it resolves. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Lends a local file holding the bytes (for image processing) while `use` runs: the stored file
   * itself on disk, a copy in a bounded local cache for an object store.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Deletes temporary files older than this: uploads a killed process left behind. */
  pruneTemporaryFiles(olderThanMs: number): Promise<void>;
  /** Every key under a folder-like prefix (`media`), with when it was last written. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }>;
  /** Deletes every key under a folder-like prefix (`renditions/ab/<hash>`); nothing when there is none. */
  deleteUnder(prefix: string): Promise<void>;
  /**
   * Resolves when the store answers (readiness); rejects with G_03 when it does not, and with
   * StorageMissingError when it answers that the bucket (or the folder) is not there.
   */
  ping(): Promise<void>;
}

/** The store holding the bytes does not answer: a 503 the client may retry, never a 500. */
export function storageUnavailable(): CodedError {
  return new CodedError('G_03', undefined, 503).withDetails({ retryAfterSeconds: 5 });
}

/**
 * A file's row names bytes its storage does not hold (deleted behind Tessera's back, a restored
 * database older than the store): the file is not found, a 404 like any other, never a 500.
 */
export function bytesMissing(): CodedError {
  return new CodedError('V_12', 'file', 404);
}

/**
 * The store answers, but the bucket (or the storage folder) is not there: readiness reports
 * storage "missing" (not "unreachable"), and a start stops with a message. Never sent to a client.
 */
export class StorageMissingError extends Error {
  constructor(readonly where: string) {
    super(`the storage ${where} does not exist`);
    this.name = 'StorageMissingError';
  }
}

/** Whether a storage's ping failed because the bucket or folder is not there (readiness: "missing"). */
export function isStorageMissing(error: unknown): boolean {
  return error instanceof StorageMissingError;
}

const safeKeyPattern = /^[a-z0-9][a-z0-9._/-]*$/i;

/** Keys are relative, plain names (`media/ab/<hash>`): never `..`, never absolute. */
export function isSafeKey(key: string): boolean {
  return safeKeyPattern.test(key) && !key.split('/').includes('..') && !key.includes('//');
}

export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isSafeKey(key) || key.includes('..') || !path.startsWith(this.root + sep)) {
      throw new Error(`unsafe storage key: ${key}`);
    }
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed: a crash mid-write never leaves a half file under the key.
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Under the storage root (one file system, so adopting is a rename), in `tmp/`, which start-up may empty. */
  async temporaryFile(): Promise<string> {
    const directory = join(this.root, 'tmp');
    await mkdir(directory, { recursive: true });
    return join(directory, `${randomUUID()}.upload`);
  }

  async adopt(key: string, temporaryPath: string): Promise<boolean> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      // link fails when the key exists, so bytes already there are never replaced under a reader.
      await link(temporaryPath, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    } finally {
      await rm(temporaryPath, { force: true });
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range);
    // Opened before it is handed over, so a missing file fails here rather than mid-answer.
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
    } catch (error) {
      // Gone between the look at its size and the read (deleted meanwhile): not found, as in a bucket.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw bytesMissing();
      throw error;
    }
    return stream;
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const path = this.pathOf(key);
    if ((await this.size(key)) === null) throw bytesMissing();
    return use(path);
  }

  async lastWritten(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The local path of a key: for tests and tools that look at the disk itself. */
  localPath(key: string): string {
    return this.pathOf(key);
  }

  /** The folder is there (a volume that is not mounted, a folder removed: "missing"); start-up makes it on a first start. */
  async ping(): Promise<void> {
    try {
      if (!(await stat(this.root)).isDirectory()) throw new StorageMissingError(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageMissingError(this.root);
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    const walk = async function* (this: LocalDiskStorage, directory: string): AsyncGenerator<{ key: string; modifiedAt: number }> {
      const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) yield* walk.call(this, path);
        // A `.part` is a write under way (put), not a key yet.
        else if (entry.isFile() && !entry.name.endsWith('.part')) {
          const info = await stat(path).catch(() => null);
          if (info) yield { key: relative(this.root, path).split(sep).join('/'), modifiedAt: info.mtimeMs };
        }
      }
    };
    yield* walk.call(this, this.pathOf(prefix));
  }

  async deleteUnder(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async pruneTemporaryFiles(olderThanMs: number): Promise<void> {
    const directory = join(this.root, 'tmp');
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(directory, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) await rm(path, { force: true });
    }
  }
}
