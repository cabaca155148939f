import { draftPreviewPolicy } from '@tessera/content-model';
import { succeeded, type RawReply, type RestRoute } from '../http/rest-route';
import { addMenuToRelease } from './operations/add-menu-to-release';
import { addPageVersionToRelease } from './operations/add-page-version-to-release';
import { addReusableBlockVersionToRelease } from './operations/add-reusable-block-version-to-release';
import { addUnpublicationToRelease } from './operations/add-unpublication-to-release';
import { createRelease } from './operations/create-release';
import { deleteRelease } from './operations/delete-release';
import { getRelease } from './operations/get-release';
import { listReleases } from './operations/list-releases';
import { previewRelease } from './operations/preview-release';
import { publishRelease } from './operations/publish-release';
import { refreshReleaseItem } from './operations/refresh-release-item';
import { releasePreviewUrl } from './operations/release-preview-url';
import { releasesOfPage } from './operations/releases-of-page';
import { removeReleaseItem } from './operations/remove-release-item';
import { rollbackRelease } from './operations/rollback-release';
import { updateRelease } from './operations/update-release';

function previewReply(html: string): RawReply {
  return {
    raw: true,
    body: Buffer.from(html),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'private, no-store',
    headers: { 'Content-Security-Policy': draftPreviewPolicy, 'X-Robots-Tag': 'noindex' },
  };
}

/** Tessera's addition (issue 36): content releases under /api/tessera/releases, the GraphQL verbs and payloads. */
export const releaseRoutes: RestRoute[] = [
  { method: 'GET', path: '/releases', handle: async (ctx, { query }) => succeeded(await listReleases(ctx, query)) },
  { method: 'POST', path: '/releases', handle: async (ctx, { body }) => succeeded({ Release: await createRelease(ctx, body) }) },
  { method: 'GET', path: '/releases/of-page/:pageId', handle: async (ctx, { params }) => succeeded({ rows: await releasesOfPage(ctx, params) }) },
  { method: 'GET', path: '/releases/:id', handle: async (ctx, { params }) => succeeded({ Release: await getRelease(ctx, params) }) },
  { method: 'PUT', path: '/releases/:id', handle: async (ctx, { params, body }) => succeeded({ Release: await updateRelease(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: '/releases/:id', handle: async (ctx, { params }) => succeeded(await deleteRelease(ctx, params)) },
  { method: 'GET', path: '/releases/:id/preview-url', handle: async (ctx, { params }) => succeeded(await releasePreviewUrl(ctx, params)) },
  { method: 'GET', path: '/releases/:id/preview', handle: async (ctx, { params, query }) => previewReply(await previewRelease(ctx, { ...query, id: params.id })) },
  { method: 'GET', path: '/releases/:id/preview/:itemId', handle: async (ctx, { params, query }) => previewReply(await previewRelease(ctx, { ...query, id: params.id, itemId: params.itemId })) },
  { method: 'POST', path: '/releases/:id/pages', handle: async (ctx, { params, body }) => succeeded({ Release: await addPageVersionToRelease(ctx, { ...body, releaseId: params.id }) }) },
  { method: 'POST', path: '/releases/:id/unpublications', handle: async (ctx, { params, body }) => succeeded({ Release: await addUnpublicationToRelease(ctx, { ...body, releaseId: params.id }) }) },
  {
    method: 'POST',
    path: '/releases/:id/reusable-blocks',
    handle: async (ctx, { params, body }) => succeeded({ Release: await addReusableBlockVersionToRelease(ctx, { ...body, releaseId: params.id }) }),
  },
  { method: 'POST', path: '/releases/:id/menus', handle: async (ctx, { params, body }) => succeeded({ Release: await addMenuToRelease(ctx, { ...body, releaseId: params.id }) }) },
  { method: 'DELETE', path: '/releases/:id/items/:itemId', handle: async (ctx, { params }) => succeeded({ Release: await removeReleaseItem(ctx, { releaseId: params.id, itemId: params.itemId }) }) },
  {
    method: 'POST',
    path: '/releases/:id/items/:itemId/refresh',
    handle: async (ctx, { params }) => succeeded({ Release: await refreshReleaseItem(ctx, { releaseId: params.id, itemId: params.itemId }) }),
  },
  { method: 'POST', path: '/releases/:id/publish', handle: async (ctx, { params }) => succeeded({ Release: await publishRelease(ctx, params) }) },
  { method: 'POST', path: '/releases/:id/rollback', handle: async (ctx, { params }) => succeeded({ Release: await rollbackRelease(ctx, params) }) },
];
