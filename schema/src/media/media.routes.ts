import { CodedError } from '../errors/coded-error';
import { succeeded, type RestRoute } from '../http/rest-route';
import { mediaLimits } from './media-library';
import { addFile } from './operations/add-file';
import { addVideo } from './operations/add-video';
import { createDir } from './operations/create-dir';
import { deleteDirectory } from './operations/delete-directory';
import { deleteFile } from './operations/delete-file';
import { editFile } from './operations/edit-file';
import { getDir } from './operations/get-dir';
import { getPageFile } from './operations/get-page-file';
import { imageSizes } from './operations/image-sizes';
import { listPagesByFile } from './operations/list-pages-by-file';
import { listSiteContentByFile } from './operations/list-site-content-by-file';
import { moveDirectory } from './operations/move-directory';
import { moveFile } from './operations/move-file';
import { previewCrop, previewImage } from './operations/preview';
import { searchFiles } from './operations/search-files';

const base = '/medialib';

/** An image URL with bad parameters is a bad request (400), not a form to correct (422). */
function asBadRequest(error: unknown): never {
  if (error instanceof CodedError && error.status === 422) throw new CodedError(error.errors, undefined, 400);
  throw error;
}

/** SPEC §7 "Media library" and "Media URLs" (plus `add-video`: a hosted video by its link). */
export const mediaRoutes: RestRoute[] = [
  { method: 'POST', path: `${base}/get-dir`, handle: async (ctx, { body }) => succeeded(await getDir(ctx, body)) },
  { method: 'POST', path: `${base}/search-files`, handle: async (ctx, { body }) => succeeded({ files: await searchFiles(ctx, body) }) },
  {
    method: 'POST',
    path: `${base}/add-file`,
    upload: { field: 'f', maxBytes: mediaLimits.maxBytes, tooLarge: 'ML_01', toDisk: true },
    handle: async (ctx, { body, upload }) => succeeded(await addFile(ctx, { path: body.path, f: upload })),
  },
  { method: 'POST', path: `${base}/add-video`, handle: async (ctx, { body }) => succeeded({ file: await addVideo(ctx, body) }) },
  { method: 'POST', path: `${base}/create-dir`, handle: async (ctx, { body }) => succeeded({ folder: await createDir(ctx, body) }) },
  { method: 'POST', path: `${base}/move-file`, handle: async (ctx, { body }) => succeeded({ file: await moveFile(ctx, body) }) },
  { method: 'POST', path: `${base}/edit-file`, handle: async (ctx, { body }) => succeeded({ file: await editFile(ctx, body) }) },
  { method: 'POST', path: `${base}/move-directory`, handle: async (ctx, { body }) => succeeded(await moveDirectory(ctx, body)) },
  { method: 'POST', path: `${base}/delete-file`, handle: async (ctx, { body }) => succeeded(await deleteFile(ctx, body).then(() => ({}))) },
  { method: 'POST', path: `${base}/delete-directory`, handle: async (ctx, { body }) => succeeded(await deleteDirectory(ctx, body).then(() => ({}))) },
  { method: 'POST', path: `${base}/list-pages-by-file`, handle: (ctx, { body }) => listPagesByFile(ctx, body) },
  { method: 'POST', path: `${base}/list-site-content-by-file`, handle: (ctx, { body }) => listSiteContentByFile(ctx, body) },
  { method: 'POST', path: `${base}/image-sizes`, handle: async (ctx, { body }) => ({ sizes: await imageSizes(ctx, body) }) },
  { method: 'GET', path: `${base}/preview-image`, handle: (ctx, { query }) => previewImage(ctx, query).catch(asBadRequest) },
  { method: 'GET', path: `${base}/preview-crop`, handle: (ctx, { query }) => previewCrop(ctx, query).catch(asBadRequest) },
  {
    method: 'GET',
    path: `${base}/get-page-file/:pageID/:group/:hash/:fileName`,
    handle: (ctx, { params, query }) => getPageFile(ctx, { ...query, ...params }).catch(asBadRequest),
  },
];
