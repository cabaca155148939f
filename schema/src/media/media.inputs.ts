import { z } from 'zod';
import { checkName, checkPath } from './media-path';

/** A folder path (`/`, `/photos/2026`); whatever leaves the library is V_12. */
export const folderPath = (property: string) => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).transform((value) => checkPath(value, property));

/** A file or folder name: no slashes, dots-only, control characters or NUL (V_12). */
export const itemName = (property: string) =>
  z
    .string({ required_error: 'V_01', invalid_type_error: 'V_12' })
    .trim()
    .min(1, 'V_01')
    .transform((value) => checkName(value, property));

/** An upload the transport streamed to a temporary file (REST multipart or GraphQL upload). */
export interface UploadedFile {
  /** The temporary file; the operation adopts it into storage or deletes it. */
  path: string;
  size: number;
  /** The name the client gave; its last path segment is used. */
  fileName: string;
}

export const uploadedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && typeof (value as UploadedFile).path === 'string' && typeof (value as UploadedFile).size === 'number',
  'V_17',
);
