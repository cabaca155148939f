import type { ErrorEntry } from '@tessera/admin-kit';
import { isValidName } from '../paths/media-path';

/** SPEC §5 and §9: at most 100 MB a file; images are best at most 2560 px a side and 1 MB (the server warns). */
export const uploadLimits = { maxBytes: 100 * 1024 * 1024 } as const;

/** What the picker or library accepts: images only (block images) or any file the library keeps. */
export type AcceptKind = 'image' | 'file';

/**
 * The types the server recognises by their bytes (schema/src/media/sniff.ts): JPEG, PNG, WebP,
 * AVIF, GIF, PDF, Office and OpenDocument files, plain text. SVG and HTML are refused there, so here.
 */
const imageTypes: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
};
const documentTypes: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/vnd.oasis.opendocument.graphics': ['odg'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'text/markdown': ['md'],
};

function typesFor(accept: AcceptKind): Record<string, string[]> {
  return accept === 'image' ? imageTypes : { ...imageTypes, ...documentTypes };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether the file looks like a type the library keeps: by the browser's type, or by the
 * extension when the browser does not know the type. The server checks the bytes anyway.
 */
export function isSupportedType(file: { name: string; type: string }, accept: AcceptKind = 'file'): boolean {
  const types = typesFor(accept);
  const type = file.type.split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return Object.hasOwn(types, type);
  return Object.values(types).some((extensions) => extensions.includes(extensionOf(file.name)));
}

/** The `accept` attribute of the file dialog. */
export function acceptAttribute(accept: AcceptKind): string {
  return Object.entries(typesFor(accept))
    .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
    .join(',');
}

/**
 * The checks the server makes on an upload, made before sending it so nothing useless travels:
 * a name it would refuse (V_12), an empty file (V_17), over 100 MB (ML_01), a type it does not
 * keep (ML_05). Named on the upload's field `f`, as the server names them.
 */
export function uploadProblems(file: { name: string; size: number; type: string }, accept: AcceptKind = 'file'): ErrorEntry[] {
  const property = 'f';
  const problems: ErrorEntry[] = [];
  if (!isValidName(file.name.trim())) problems.push({ code: 'V_12', property });
  if (file.size === 0) problems.push({ code: 'V_17', property });
  if (file.size > uploadLimits.maxBytes) problems.push({ code: 'ML_01', property });
  if (!isSupportedType(file, accept)) problems.push({ code: 'ML_05', property });
  return problems;
}
