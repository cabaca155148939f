import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { CodedError } from '../errors/coded-error';
import type { ErrorCode } from '../errors/catalogue';

export { GraphQLUpload, type FileUpload };

/** Reads an upload into memory, refusing past `maxBytes` with `tooLarge` without reading on. */
export async function readUpload(upload: Promise<FileUpload>, maxBytes: number, tooLarge: ErrorCode, property: string): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = file.createReadStream();
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new CodedError(tooLarge, property);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
