import { once } from 'node:events';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { blobKey, exportContent, recordFileName, type Ctx, type MediaRecord, type TransferFile, type TransferManifest } from '@tessera/schema';

/** Called after each record with the file it is in and how many records were handled so far. */
export type TransferProgress = (progress: { file: TransferFile; records: number }) => void;

/** The files of one export: each NDJSON file opened on its first record, written line by line. */
class DirectorySink {
  private readonly streams = new Map<TransferFile, WriteStream>();
  private written = 0;

  constructor(
    private readonly dir: string,
    private readonly ctx: Ctx,
    private readonly onProgress?: TransferProgress,
  ) {}

  async record(file: TransferFile, record: unknown): Promise<void> {
    this.written += 1;
    this.onProgress?.({ file, records: this.written });
    if (file === 'media') await this.copyBytes(record as MediaRecord);
    let stream = this.streams.get(file);
    if (!stream) {
      stream = createWriteStream(join(this.dir, recordFileName(file)));
      this.streams.set(file, stream);
    }
    // Waiting for the stream to drain keeps what is written but not yet on disk small.
    if (!stream.write(`${JSON.stringify(record)}\n`)) await once(stream, 'drain');
  }

  /** A file's bytes, once per content hash, streamed from the storage (disk or S3). */
  private async copyBytes(record: MediaRecord): Promise<void> {
    if (!record.bytes) return;
    const target = join(this.dir, record.bytes);
    if (existsSync(target)) return;
    const partial = `${target}.partial`;
    await pipeline(await this.ctx.services.storage.stream(blobKey(record.hash)), createWriteStream(partial));
    await rename(partial, target);
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.streams.values()].map(async (stream) => {
        stream.end();
        await once(stream, 'finish');
      }),
    );
  }
}

/**
 * Exports the installation's content into `dir` (made if missing; it must be empty): one NDJSON
 * file per kind of record, the media bytes under `files/`, and `manifest.json` written last, so
 * a directory without it is an export that did not finish.
 */
export async function exportToDirectory(ctx: Ctx, dir: string, options: { publishedOnly: boolean; onProgress?: TransferProgress }): Promise<TransferManifest> {
  await mkdir(join(dir, 'files'), { recursive: true });
  const present = (await readdir(dir)).filter((name) => name !== 'files');
  if (present.length > 0 || (await readdir(join(dir, 'files'))).length > 0) throw new Error(`${dir} is not empty: export into a new or empty directory`);
  const sink = new DirectorySink(dir, ctx, options.onProgress);
  let manifest: TransferManifest;
  try {
    manifest = await exportContent(ctx, { publishedOnly: options.publishedOnly }, sink);
  } finally {
    await sink.close();
  }
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
