import { GraphQLScalarType } from 'graphql';
import MultipartUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CodedError } from '../errors/coded-error';
import type { Storage } from '../storage/storage';
import type { ErrorCode } from '../errors/catalogue';

export type { FileUpload };

/** An upload argument: the file arrives (or the request's multipart body fails) when awaited. */
export interface PendingUpload {
  file: Promise<FileUpload>;
}

/**
 * graphql-upload's `Upload` scalar, with its promise handed over inside an object: type-graphql
 * awaits an argument that is a promise before the resolver runs, so a multipart body that
 * failed (a file name the parser refuses) surfaced before the caller was checked, uncoded.
 * The resolver awaits it itself, after the caller is checked; graphql-upload keeps a rejection
 * nobody awaits from crashing the process.
 */
export const GraphQLUpload = new GraphQLScalarType<PendingUpload, never>({
  name: MultipartUpload.name,
  description: MultipartUpload.description,
  parseValue: (value) => ({ file: MultipartUpload.parseValue(value) as Promise<FileUpload> }),
  parseLiteral: (node) => MultipartUpload.parseLiteral(node) as never,
  serialize: (value) => MultipartUpload.serialize(value) as never,
});

/** busboy's refusal of a part header (lib/types/multipart.js), which reaches the upload's promise as is. */
const malformedPartHeader = 'Malformed part header';

/**
 * Why reading an upload failed, as a code: graphql-upload cuts a file off past the gateway's
 * largest upload with a 413 error (that is `tooLarge`, as on REST); a part header the multipart
 * parser refuses (a NUL or other control byte in the file name) is a file name that is not
 * valid (V_12); anything else (the client went away mid-file) means there is no complete file
 * (V_17).
 */
function uploadFailure(error: unknown, tooLarge: ErrorCode, property: string): CodedError {
  if (error instanceof CodedError) return error;
  if ((error as { status?: number }).status === 413) return new CodedError(tooLarge, property);
  if ((error as Error).message === malformedPartHeader) return new CodedError('V_12', property);
  return new CodedError('V_17', property);
}

/** The upload's file, or its coded failure (the promise rejects when the request's multipart body does). */
async function fileOf(upload: PendingUpload, tooLarge: ErrorCode, property: string): Promise<FileUpload> {
  try {
    return await upload.file;
  } catch (error) {
    throw uploadFailure(error, tooLarge, property);
  }
}

/** Reads an upload into memory, refusing past `maxBytes` with `tooLarge` without reading on. */
export async function readUpload(upload: PendingUpload, maxBytes: number, tooLarge: ErrorCode, property: string): Promise<Buffer> {
  const file = await fileOf(upload, tooLarge, property);
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
  upload: PendingUpload,
  storage: Storage,
  limits: { maxBytes: number; tooLarge: ErrorCode; property: string },
): Promise<{ path: string; size: number; fileName: string }> {
  const file = await fileOf(upload, limits.tooLarge, limits.property);
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
