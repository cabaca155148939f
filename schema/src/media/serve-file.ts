import type { Ctx } from '../context';
import { hasPermission } from '../auth/authorize';
import { CodedError } from '../errors/coded-error';
import type { CropParams } from '../blocks/block';
import { blobKey } from './media-library';
import type { StoredFileReply } from '../http/rest-route';
import type { MediaFile } from './media.entities';
import { rendition, type RenditionFormat } from './renditions';

/** What the transport streams (ETag: content addressed, so it changes when the bytes do). */
export type ServedFile = StoredFileReply;

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf']);

/** Who may see a file outside a published page: editors, or anyone when it is shared or shown on a published page. */
export async function requireVisible(ctx: Ctx, file: MediaFile): Promise<void> {
  if (file.shared || hasPermission(ctx.viewer, 'manage-media') || hasPermission(ctx.viewer, 'create-page')) return;
  const [row] = await ctx.em.execute<{ shown: boolean }[]>('select exists (select 1 from page_file_usage where file_id = ? and published) as shown', [file.id]);
  if (!row.shown) throw new CodedError('V_12', 'imageID', 404);
}

/** An image as asked (crop, width, format), or any other file as stored. */
export async function serveFile(ctx: Ctx, file: MediaFile, request: { crop?: CropParams | null; width?: number; format?: RenditionFormat }): Promise<ServedFile> {
  const cacheControl = file.shared ? 'public, max-age=31536000, immutable' : 'private, max-age=31536000, immutable';
  if (file.kind === 'video') throw new CodedError('V_12', 'imageID', 404);
  if (file.kind === 'image' || file.kind === 'gif') {
    // A GIF keeps its frames unless it is cropped or scaled.
    const asStored = file.kind === 'gif' && !request.crop && !request.width && !request.format;
    const made = asStored ? { key: blobKey(file.hash), contentType: file.contentType } : await rendition(ctx.services.storage, file, request);
    return { storedFile: true, ...made, etag: `"${made.key.split('/').pop()}"`, disposition: 'inline', fileName: file.fileName, cacheControl };
  }
  return {
    storedFile: true,
    key: blobKey(file.hash),
    contentType: file.contentType,
    etag: `"${file.hash}"`,
    disposition: inlineTypes.has(file.contentType) ? 'inline' : 'attachment',
    fileName: file.fileName,
    cacheControl,
  };
}
