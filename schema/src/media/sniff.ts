import { open } from 'node:fs/promises';
import type { MediaKind } from './media.entities';

export interface SniffedType {
  kind: MediaKind;
  contentType: string;
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Office Open XML and OpenDocument files are zips; the parts they hold tell which. */
function zipDocument(head: Buffer, tail: Buffer): string | null {
  const mimetype = ascii(head, 30, 38) === 'mimetype' ? ascii(head, 38, 120) : '';
  if (mimetype.startsWith('application/vnd.oasis.opendocument.')) return mimetype.match(/^[a-z0-9.+/-]+/i)![0];
  const names = ascii(tail, 0, tail.length) + ascii(head, 0, head.length);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (names.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return null;
}

/**
 * Plain text: valid UTF-8 without NUL or other control characters (tabs and line breaks aside).
 * Markup is not text here: HTML, XML and SVG could run script in a browser, so they are refused.
 */
function isPlainText(head: Buffer): boolean {
  if (head.length === 0) return false;
  let text: string;
  try {
    // The head may end inside a character; drop up to three trailing bytes before decoding.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.length >= 4100 ? trimPartial(head) : head);
  } catch {
    return false;
  }
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*</.test(text.replace(/^\ufeff/, ''));
}

function trimPartial(bytes: Buffer): Buffer {
  const end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = bytes[end - i];
    if ((byte & 0xc0) === 0xc0) return bytes.subarray(0, end - i);
    if ((byte & 0x80) === 0) break;
  }
  return bytes.subarray(0, end);
}

/**
 * What a file is, from its bytes only (never its name or the client's Content-Type): JPEG, PNG,
 * WebP and AVIF images, GIF, and documents (PDF, Office and OpenDocument, plain text). Anything
 * else, SVG and HTML included, is null: not accepted.
 */
export async function sniffFile(path: string, size: number): Promise<SniffedType | null> {
  const head = await readRange(path, 0, 4100);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', contentType: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', contentType: 'image/png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', contentType: 'image/webp' };
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return { kind: 'image', contentType: 'image/avif' };
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return { kind: 'gif', contentType: 'image/gif' };
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'document', contentType: 'application/pdf' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    return { kind: 'document', contentType: 'application/vnd.ms-office' };
  }
  if (ascii(head, 0, 4) === 'PK\u0003\u0004') {
    const tail = await readRange(path, Math.max(0, size - 65_536), 65_536);
    const type = zipDocument(head, tail);
    return type ? { kind: 'document', contentType: type } : null;
  }
  if (isPlainText(head)) return { kind: 'document', contentType: 'text/plain; charset=utf-8' };
  return null;
}
