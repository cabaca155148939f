import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { BackupError, formatEntry, formatName, formatVersion, manifestEntry, type BackupManifest } from './archive-format';

export interface ArchiveEntryReader {
  name: string;
  size: number;
  stream: Readable;
}

/**
 * Reads the archive's entries one after the other, each a stream that `visit` must consume. Any
 * fault of the file (not gzip, cut short, altered bytes: gzip's own check fails) is a BackupError.
 */
export async function readArchive(file: string, visit: (entry: ArchiveEntryReader) => Promise<void>): Promise<void> {
  const extract = tarExtract();
  const consumed = (async () => {
    for await (const entry of extract) {
      await visit({ name: entry.header.name, size: entry.header.size ?? 0, stream: Readable.from(entry) });
      // Whatever the visitor left unread is skipped, so the next entry can come.
      entry.resume();
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), consumed]);
  } catch (error) {
    extract.destroy();
    await consumed.catch(() => undefined);
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`there is no file ${file}`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || /unexpected end|invalid tar|header/i.test((error as Error).message)) {
      throw new BackupError(`${file} is damaged or not a Tessera backup (${(error as Error).message}). Nothing was changed.`);
    }
    throw error;
  }
}

/** The sha256 and length of a stream, read to its end. */
export async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Reads the whole archive once and checks it before anything is changed: the format entry first,
 * the manifest last, and every entry between exactly as the manifest lists it (name, size,
 * sha256), nothing more and nothing less. The manifest, or a BackupError naming what is wrong.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  let first = true;
  let manifest: BackupManifest | undefined;
  await readArchive(file, async ({ name, stream }) => {
    if (manifest) throw new BackupError(`${file} has entries after its manifest: it is not a Tessera backup as written. Nothing was changed.`);
    if (first) {
      first = false;
      if (name !== formatEntry) throw foreign(file);
      const format = parseJson(await text(stream), file) as { format?: string; formatVersion?: number };
      if (format.format !== formatName) throw foreign(file);
      if (typeof format.formatVersion !== 'number' || format.formatVersion > formatVersion) {
        throw new BackupError(
          `${file} is a backup of format ${String(format.formatVersion)}, newer than this Tessera reads (${formatVersion}): restore it with the Tessera version that made it. Nothing was changed.`,
        );
      }
      return;
    }
    if (name === manifestEntry) {
      manifest = parseJson(await text(stream), file) as BackupManifest;
      return;
    }
    seen.set(name, await digest(stream));
  });
  if (first) throw foreign(file);
  if (!manifest) throw new BackupError(`${file} ends before its manifest: it is cut short (an incomplete copy?). Nothing was changed.`);
  const listed = [...manifest.tables, ...manifest.files];
  for (const entry of listed) {
    const found = seen.get(entry.entry);
    if (!found) throw new BackupError(`${file} lacks ${entry.entry}, which its manifest lists. Nothing was changed.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) throw new BackupError(`${file}: ${entry.entry} is not what its manifest says (altered or damaged). Nothing was changed.`);
  }
  if (seen.size !== listed.length) throw new BackupError(`${file} holds entries its manifest does not list. Nothing was changed.`);
  return manifest;
}

function foreign(file: string): BackupError {
  return new BackupError(`${file} is not a Tessera backup (it does not start with ${formatEntry}). Nothing was changed.`);
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(source: string, file: string): unknown {
  try {
    return JSON.parse(source);
  } catch {
    throw new BackupError(`${file} has an unreadable manifest: it is damaged or not a Tessera backup. Nothing was changed.`);
  }
}
