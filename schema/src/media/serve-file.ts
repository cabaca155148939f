import type { Ctx } from '../context';
import { hasPermission } from '../auth/authorize';
import { CodedError } from '../errors/coded-error';
import type { CropParams } from '../blocks/block';
import { blobKey } from './media-library';
import type { StoredFileReply } from '../http/rest-route';
import { rendition, type RenditionFormat } from './renditions';
import type { ServedFileFacts } from './served-files';

/** What the transport streams (ETag: content addressed, so it changes when the bytes do). */
export type ServedFile = StoredFileReply;

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf']);

/**
 * The file behind `imageID`, if the viewer may see it outside a published page: editors may, and
 * anyone when it is shared, shown on a published page or by active site content (a certificate's
 * or team member's image). Otherwise (or when there is no such
 * file) a 404, so ids cannot be probed.
 */
export async function requireVisibleFile(ctx: Ctx, id: number): Promise<ServedFileFacts['file']> {
  const facts = await ctx.services.servedFiles.lookup(ctx.em, id);
  if (!facts) throw new CodedError('V_12', 'imageID', 404);
  if (facts.file.shared || hasPermission(ctx.viewer, 'manage-media') || hasPermission(ctx.viewer, 'create-page')) return facts.file;
  if (facts.shownPublicly === undefined) {
    // Shown publicly: on a published page, or as the image of an active certificate or team member (site content).
    const [row] = await ctx.em.execute<{ shown: boolean }[]>(
      `select exists (select 1 from page_file_usage where file_id = ? and published)
          or exists (select 1 from certificate where active and image->>'fileID' = cast(? as text))
          or exists (select 1 from team_member where active and image->>'fileID' = cast(? as text)) as shown`,
      [id, id, id],
    );
    facts.shownPublicly = row.shown;
  }
  if (!facts.shownPublicly) throw new CodedError('V_12', 'imageID', 404);
  return facts.file;
}

/** An image as asked (crop, width, format), or any other file as stored. */
export async function serveFile(ctx: Ctx, file: ServedFileFacts['file'], request: { crop?: CropParams | null; width?: number; format?: RenditionFormat }): Promise<ServedFile> {
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
