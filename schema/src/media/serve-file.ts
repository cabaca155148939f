import type { Ctx, Viewer } from '../context';
import { hasPermission } from '../auth/authorize';
import { CodedError } from '../errors/coded-error';
import type { StoredFileReply } from '../http/rest-route';
import { cropKey, normaliseCrop } from './crop';
import { blobKey } from './media-library';
import { siteImageAspects, siteImageFormats, siteImageWidths, cacheKeys, surrogateKeyHeader } from '@tessera/read-model';
import { rendition, type RenditionRequest } from './renditions';
import type { ServedFileFacts } from './served-file-facts';
import { publicUseOf } from './served-files';

/** What the transport streams (ETag: content addressed, so it changes when the bytes do). */
export type ServedFile = StoredFileReply;

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf']);

/**
 * What a visitor got may be kept by any cache only briefly, then revalidated by its ETag (a 304
 * costs no query): a file stops being public when it is un-shared, unpublished or deleted, and
 * the address stays the same (published pages name it in cached HTML), so a year-long public
 * lifetime would keep it out there. A signed-in user's own browser may keep what it fetched.
 * When the gateway answers an error instead (the object store away), a cache may go on serving
 * its copy for a day (stale-if-error): visitors keep their images through an outage.
 */
const publicCacheControl = 'public, max-age=60, stale-if-error=86400';
const privateCacheControl = 'private, max-age=31536000, immutable';

function isEditor(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'manage-media') || hasPermission(viewer, 'create-page');
}

/**
 * The file behind `imageID`, if the viewer may see it outside a published page: editors may, and
 * anyone when it is shared, shown on a published page or by active site content (a certificate's
 * or team member's image). Otherwise (or when there is no such file) a 404, so ids cannot be probed.
 */
export async function requireVisibleFile(ctx: Ctx, id: number): Promise<ServedFileFacts> {
  const facts = await ctx.services.servedFiles.lookup(ctx.em, id);
  if (!facts) throw new CodedError('V_12', 'imageID', 404);
  if (facts.file.shared || isEditor(ctx.viewer)) return facts;
  if (!(await publicUseOf(ctx.em, facts)).shown) throw new CodedError('V_12', 'imageID', 404);
  return facts;
}

/**
 * A visitor gets only what the site shows: a crop a published block, SEO image or active site
 * content names, in the site's widths and formats. Anything else is a 404 (and made for nobody),
 * so invented crops cannot fill the disk.
 */
function refuseUnlessOnSite(named: boolean, request: RenditionRequest): void {
  if (!named) throw new CodedError('V_12', 'cropParams', 404);
  if (request.width !== undefined && !(siteImageWidths as readonly number[]).includes(request.width)) throw new CodedError('V_12', 'w', 404);
  if (request.format !== undefined && !(siteImageFormats as readonly string[]).includes(request.format)) throw new CodedError('V_12', 'format', 404);
  if (request.aspect !== undefined && !(siteImageAspects as readonly string[]).includes(request.aspect)) throw new CodedError('V_12', 'aspect', 404);
}

/**
 * An image as asked (crop, width, format), or any other file as stored. A rendition the site
 * shows is kept in storage; one only a signed-in user asked for goes to the bounded preview cache.
 */
/**
 * The surrogate keys of what a visitor got (none for a signed-in user: private): the file's own,
 * and the page a block file was asked through (`also`). Never the pages showing it: an image on
 * 1,200 pages made an 18 KB header that HAProxy and Varnish refused. Every change of how a file
 * is shown (a publication, site content, a reusable block, un-sharing, deleting) names the files
 * it changed, which purges their key.
 */
function surrogateKeysOf(ctx: Ctx, facts: ServedFileFacts, also: string[]): string | undefined {
  if (ctx.viewer) return undefined;
  return surrogateKeyHeader([cacheKeys.file(facts.file.id), ...also]);
}

/**
 * A visitor's answer asked by the file's id alone (preview-image, preview-crop) may be kept whole
 * in memory and served again without a query or a look at storage (gateway: kept-files.ts) until
 * the file's facts are forgotten. Not a block file asked through its page (`also`): that page is
 * part of why it is public.
 */
function keeperOf(ctx: Ctx, facts: ServedFileFacts, also: string[]): ServedFile['keep'] {
  if (ctx.viewer || also.length > 0) return undefined;
  return (url, answer) => ctx.services.servedFiles.keep(facts, url, answer);
}

export async function serveFile(ctx: Ctx, facts: ServedFileFacts, request: RenditionRequest, also: string[] = []): Promise<ServedFile> {
  const { file } = facts;
  const cacheControl = ctx.viewer ? privateCacheControl : publicCacheControl;
  const surrogateKeys = surrogateKeysOf(ctx, facts, also);
  const keep = keeperOf(ctx, facts, also);
  if (file.kind === 'video') throw new CodedError('V_12', 'imageID', 404);
  if (file.kind === 'image' || file.kind === 'gif') {
    const crop = request.crop ? normaliseCrop(request.crop) : null;
    const named = !crop || (await publicUseOf(ctx.em, facts)).crops.has(cropKey(crop));
    if (!ctx.viewer) refuseUnlessOnSite(named, request);
    // A GIF keeps its frames unless it is cropped or scaled.
    const asStored = file.kind === 'gif' && !crop && !request.width && !request.format && !request.aspect;
    const made = asStored
      ? { key: blobKey(file.hash), contentType: file.contentType, size: file.size ?? undefined }
      : await rendition(ctx.services, file, { crop, width: request.width, format: request.format, aspect: crop ? undefined : request.aspect }, named ? 'kept' : 'preview');
    return { storedFile: true, ...made, etag: `"${made.key.split('/').pop()}"`, disposition: 'inline', fileName: file.fileName, cacheControl, surrogateKeys, keep };
  }
  return {
    storedFile: true,
    key: blobKey(file.hash),
    // Content addressed: the row's size is the stored size (one request less to an object store).
    size: file.size ?? undefined,
    contentType: file.contentType,
    etag: `"${file.hash}"`,
    disposition: inlineTypes.has(file.contentType) ? 'inline' : 'attachment',
    fileName: file.fileName,
    cacheControl,
    surrogateKeys,
    keep,
  };
}
