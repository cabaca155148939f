import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CodedError } from '../errors/coded-error';
import type { Storage } from '../storage/storage';
import type { ErrorCode } from '../errors/catalogue';

export { GraphQLUpload, type FileUpload };

/**
 * Why reading an upload failed, as a code: graphql-upload cuts a file off past the gateway's
 * largest upload with a 413 error (that is `tooLarge`, as on REST); anything else (the client
 * went away mid-file) means there is no complete file (V_17).
 */
function uploadFailure(error: unknown, tooLarge: ErrorCode, property: string): CodedError {
  if (error instanceof CodedError) return error;
  return new CodedError((error as { status?: number }).status === 413 ? tooLarge : 'V_17', property);
}

/** Reads an upload into memory, refusing past `maxBytes` with `tooLarge` without reading on. */
export async function readUpload(upload: Promise<FileUpload>, maxBytes: number, tooLarge: ErrorCode, property: string): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new CodedError(tooLarge, property);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw uploadFailure(error, tooLarge, property);
  }
  return Buffer.concat(chunks);
}

/**
 * Streams an upload to a temporary file of the storage, refusing past `maxBytes` with
 * `tooLarge` and leaving nothing behind; the caller's operation adopts or deletes the file.
 */
export async function spoolUpload(
  upload: Promise<FileUpload>,
  storage: Storage,
  limits: { maxBytes: number; tooLarge: ErrorCode; property: string },
): Promise<{ path: string; size: number; fileName: string }> {
  const file = await upload;
  const path = await storage.temporaryFile();
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limits.maxBytes ? new CodedError(limits.tooLarge, limits.property) : null, chunk);
    },
  });
  try {
    await pipeline(file.createReadStream(), counter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw uploadFailure(error, limits.tooLarge, limits.property);
  }
  return { path, size, fileName: file.filename };
}
