import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { bytesMissing, isSafeKey, StorageMissingError, storageUnavailable, type Storage } from '@tessera/schema';
import type { Logger } from 'pino';

export interface S3StorageOptions {
  bucket: string;
  /** Keys live under `<prefix>/` in the bucket ('' for the bucket's root). */
  prefix: string;
  /** An S3-compatible store (MinIO, R2, Ceph); AWS S3 when absent. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Local temporary files: uploads spooled before they are placed, renditions before they are stored. */
  spoolDir: string;
  /** The bounded local cache of originals lent to the image work (`withLocalFile`). */
  cacheDir: string;
  cacheBytes: number;
  log?: Logger;
  /** Credentials for tests; otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID, profiles, roles…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Multipart parts: at most queueSize × partSize bytes of an upload are in memory at once (16 MB). */
const partSize = 8 * 1024 * 1024;
const queueSize = 2;

/** No object under the key. A bucket that is gone is not this (it is the store failing): G_03. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === 'NoSuchBucket') return false;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface CachedFile {
  path: string;
  size: number;
  users: number;
  lastUsed: number;
  ready: Promise<void>;
  done: boolean;
}

/**
 * Media bytes in an S3-compatible bucket (AWS SDK v3). Nothing is held whole in memory: uploads
 * stream from their temporary file in parts (lib-storage; the object appears only when the upload
 * completes), reads stream from GetObject (with Range). Image work gets a local copy from a bounded
 * cache, emptied at start. Any failure to reach the store is G_03 (503), its cause logged.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly cached = new Map<string, CachedFile>();
  private cachedBytes = 0;
  private readonly prepared: Promise<void>;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API requires them: several S3-compatible stores refuse the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer is known in seconds, not minutes (a 503 instead of a hung request).
      maxAttempts: 2,
      // A served file holds its connection while the visitor reads it: room for many at once.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000, httpAgent: { keepAlive: true, maxSockets: 256 }, httpsAgent: { keepAlive: true, maxSockets: 256 } },
    });
    // The cache is only as good as this process's index of it: a folder per process, empty at
    // start; those of processes that are gone (killed workers of the same data directory) go.
    this.cacheDir = join(options.cacheDir, String(process.pid));
    this.prepared = this.prepareCache();
  }

  private readonly cacheDir: string;

  private async prepareCache(): Promise<void> {
    await rm(this.cacheDir, { recursive: true, force: true });
    await mkdir(this.cacheDir, { recursive: true });
    for (const name of await readdir(this.options.cacheDir).catch(() => [] as string[])) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue;
      await rm(join(this.options.cacheDir, name), { recursive: true, force: true });
    }
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  /** Sends a command; a not-found answer is passed on, any other failure is G_03. */
  private async send<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isNotFound(error)) throw error;
      this.options.log?.warn({ err: error, storage: what }, 'the object store failed');
      throw storageUnavailable();
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    await this.send('put', () => this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key, Body: bytes, ContentLength: bytes.length })));
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.objectKey(key);
    try {
      return await this.send('get', async () => {
        const reply = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key }));
        return Buffer.from(await reply.Body!.transformToByteArray());
      });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    this.forget(key);
    await this.send('delete', () => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key })));
  }

  async temporaryFile(): Promise<string> {
    await mkdir(this.options.spoolDir, { recursive: true });
    return join(this.options.spoolDir, `${randomUUID()}.upload`);
  }

  /**
   * Streams the temporary file up in parts; the object exists only once the upload completes (a
   * failed one is aborted). Callers hold the key's lock (media: the blob's hash), so "already
   * there" cannot change between the look and the upload.
   */
  async adopt(key: string, temporaryPath: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      if ((await this.size(key)) !== null) return false;
      const info = await stat(temporaryPath);
      await this.send('adopt', () =>
        new Upload({
          client: this.client,
          params: { Bucket: this.options.bucket, Key, Body: createReadStream(temporaryPath), ContentLength: info.size },
          partSize,
          queueSize,
          leavePartsOnError: false,
        }).done(),
      );
      return true;
    } finally {
      await rm(temporaryPath, { force: true });
    }
  }

  async size(key: string): Promise<number | null> {
    const Key = this.objectKey(key);
    try {
      const head = await this.send('size', () => this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key })));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async lastWritten(key: string): Promise<number | null> {
    const Key = this.objectKey(key);
    try {
      const head = await this.send('lastWritten', () => this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key })));
      return head.LastModified?.getTime() ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const Key = this.objectKey(key);
    try {
      const reply = await this.send('stream', () => this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined })));
      return reply.Body as Readable;
    } catch (error) {
      // Gone between the look at its size and the read (deleted meanwhile): as on disk, not found.
      if (isNotFound(error)) throw bytesMissing();
      throw error;
    }
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    await this.prepared;
    let entry = this.cached.get(key);
    if (!entry) {
      const path = join(this.cacheDir, createHash('sha256').update(key).digest('hex'));
      const made: CachedFile = { path, size: 0, users: 0, lastUsed: Date.now(), done: false, ready: Promise.resolve() };
      made.ready = this.download(key, path).then(
        (size) => {
          made.size = size;
          made.done = true;
          this.cachedBytes += size;
        },
        (error: unknown) => {
          if (this.cached.get(key) === made) this.cached.delete(key);
          throw error;
        },
      );
      this.cached.set(key, made);
      entry = made;
    }
    entry.users += 1;
    try {
      await entry.ready;
      entry.lastUsed = Date.now();
      return await use(entry.path);
    } finally {
      entry.users -= 1;
      await this.evict();
    }
  }

  private async download(key: string, path: string): Promise<number> {
    const partial = `${path}.${randomUUID()}.part`;
    try {
      const reply = await this.send('download', () => this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) })));
      await pipeline(reply.Body as Readable, createWriteStream(partial));
      await rename(partial, path);
      return (await stat(path)).size;
    } catch (error) {
      await rm(partial, { force: true });
      // A row naming bytes the bucket does not hold: not found, never a 500.
      throw isNotFound(error) ? bytesMissing() : error;
    }
  }

  /** Least recently used copies nobody is using go until the cache fits its bound. */
  private async evict(): Promise<void> {
    if (this.cachedBytes <= this.options.cacheBytes) return;
    const idle = [...this.cached.entries()].filter(([, entry]) => entry.done && entry.users === 0).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key] of idle) {
      if (this.cachedBytes <= this.options.cacheBytes) break;
      await this.forgetNow(key);
    }
  }

  private forget(key: string): void {
    void this.forgetNow(key);
  }

  private async forgetNow(key: string): Promise<void> {
    const entry = this.cached.get(key);
    if (!entry || !entry.done || entry.users > 0) return;
    this.cached.delete(key);
    this.cachedBytes -= entry.size;
    await rm(entry.path, { force: true });
  }

  async pruneTemporaryFiles(olderThanMs: number): Promise<void> {
    const names = await readdir(this.options.spoolDir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(this.options.spoolDir, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) await rm(path, { force: true });
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }> {
    const under = `${this.objectKey(prefix)}/`;
    const strip = this.options.prefix ? this.options.prefix.length + 1 : 0;
    let token: string | undefined;
    do {
      const page = await this.send('list', () => this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: under, ContinuationToken: token })));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(strip), modifiedAt: object.LastModified?.getTime() ?? Date.now() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async deleteUnder(prefix: string): Promise<void> {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const objects = batch.map((Key) => ({ Key }));
      batch = [];
      const reply = await this.send('deleteUnder', () => this.client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: objects, Quiet: true } })));
      if (reply.Errors?.length) {
        this.options.log?.warn({ errors: reply.Errors.slice(0, 5) }, 'the object store kept some objects it was asked to delete');
        throw storageUnavailable();
      }
    };
    // Listed first, deleted in batches of at most 1,000 (DeleteObjects' limit).
    for await (const { key } of this.list(prefix)) {
      this.forget(key);
      batch.push(this.objectKey(key));
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  /**
   * The store answers for the bucket (readiness): HeadBucket, which needs the same right as a
   * listing. A bucket that is not there is StorageMissingError ("missing"), not G_03.
   */
  async ping(): Promise<void> {
    try {
      await this.send('ping', () => this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket })));
    } catch (error) {
      // HeadBucket has no body: a missing bucket is a bare 404 (NotFound).
      if (isNotFound(error)) throw new StorageMissingError(`s3://${this.options.bucket}`);
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
