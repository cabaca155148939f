import { draftPreviewPolicy } from '@tessera/content-model';
import { succeeded, withStatus, type RawReply, type RestRoute } from '../http/rest-route';
import { acceptPublication } from './operations/accept-publication';
import { anchorAvailable } from './operations/anchor-available';
import { commitPageEdit } from './operations/commit-page-edit';
import { comparePageVersions } from './operations/compare-page-versions';
import { createPage } from './operations/create-page';
import { createTranslation } from './operations/create-translation';
import { deletePage } from './operations/delete-page';
import { duplicatePage } from './operations/duplicate-page';
import { fetchRequestComment } from './operations/fetch-request-comment';
import { fetchVersion } from './operations/fetch-version';
import { getPage } from './operations/get-page';
import { getPageBySlug, type PageBySlug } from './operations/get-page-by-slug';
import { getPageRejection } from './operations/get-page-rejection';
import { getPages } from './operations/get-pages';
import { getPublishedPages } from './operations/get-published-pages';
import { getSiblingSlugs } from './operations/get-sibling-slugs';
import { getSitemapPages } from './operations/get-sitemap-pages';
import { listPageVersions } from './operations/list-page-versions';
import { listPages } from './operations/list-pages';
import { pageVersionChecks } from './operations/page-version-checks';
import { listPublicationRequests } from './operations/list-publication-requests';
import { previewPage } from './operations/preview-page';
import { publishPage } from './operations/publish-page';
import { rejectPublication } from './operations/reject-publication';
import { requestPublication } from './operations/request-publication';
import { resendPublicationRequest } from './operations/resend-publication-request';
import { revokePublicationRequest } from './operations/revoke-publication-request';
import { savePage } from './operations/save-page';
import { schedulePage } from './operations/schedule-page';
import { searchPages } from './operations/search-pages';
import { slugAvailable } from './operations/slug-available';
import { storeAndPublish } from './operations/store-and-publish';
import { storeAndUnpublish } from './operations/store-and-unpublish';
import { storeVersion } from './operations/store-version';
import { unpublishPage } from './operations/unpublish-page';

/** A public page answers with its own status: 200, 404 (the 404 page) or 301 with Location. */
/** SPEC §7's payload: the caches' key of the translations is the site's (GraphQL), not part of it. */
function bySlugReply(result: PageBySlug) {
  if ('redirect' in result) return withStatus(301, result, { Location: result.redirect });
  if (!result.page) return withStatus(result.status, result);
  const { translationsKey: _cacheKey, ...page } = result.page;
  return withStatus(result.status, { ...result, page });
}

/**
 * A draft's HTML, for the editor's sandboxed frame: never kept, never indexed, and should it be
 * opened as a document of its own, sandboxed with nothing to run.
 */
function draftHtmlReply(html: string): RawReply {
  return {
    raw: true,
    body: Buffer.from(html),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'private, no-store',
    headers: { 'Content-Security-Policy': draftPreviewPolicy, 'X-Robots-Tag': 'noindex' },
  };
}

/** SPEC §7 Pages, under /api/tessera/page. Fixed paths before `/page/:id`. */
export const pageRoutes: RestRoute[] = [
  { method: 'POST', path: '/page/create', handle: async (ctx, { body }) => succeeded(await createPage(ctx, body)) },
  { method: 'POST', path: '/page/get-multiple', handle: async (ctx, { body }) => ({ items: await getPages(ctx, body) }) },
  { method: 'GET', path: '/page/version/fetch/:versionId', handle: async (ctx, { params }) => fetchVersion(ctx, params) },
  { method: 'POST', path: '/page/version/:id/store', handle: async (ctx, { params, body }) => succeeded(await storeVersion(ctx, { ...body, versionId: params.id })) },
  {
    method: 'POST',
    path: '/page/version/:id/store-and-publish',
    handle: async (ctx, { params, body }) => succeeded(await storeAndPublish(ctx, { ...body, versionId: params.id })),
  },
  {
    method: 'POST',
    path: '/page/version/:id/store-and-unpublish',
    handle: async (ctx, { params, body }) => succeeded(await storeAndUnpublish(ctx, { ...body, versionId: params.id })),
  },
  {
    method: 'POST',
    path: '/page/version/:id/accept-publication',
    handle: async (ctx, { params, body }) => succeeded(await acceptPublication(ctx, { ...body, versionId: params.id })),
  },
  {
    method: 'POST',
    path: '/page/version/:id/reject-publication',
    handle: async (ctx, { params, body }) => succeeded(await rejectPublication(ctx, { ...body, versionId: params.id })),
  },
  { method: 'GET', path: '/page/version/:id/checks', handle: async (ctx, { params }) => pageVersionChecks(ctx, { versionId: params.id }) },
  { method: 'GET', path: '/page/version/:id/fetch-request-comment', handle: async (ctx, { params }) => fetchRequestComment(ctx, { versionId: params.id }) },
  { method: 'POST', path: '/page/search', handle: async (ctx, { body }) => ({ items: await searchPages(ctx, body) }) },
  { method: 'POST', path: '/page/list', handle: async (ctx, { body }) => listPages(ctx, body) },
  { method: 'GET', path: '/page/fetch-request', handle: async (ctx) => ({ items: await listPublicationRequests(ctx, {}) }) },
  { method: 'POST', path: '/page/slug-available', handle: async (ctx, { body }) => slugAvailable(ctx, body) },
  { method: 'POST', path: '/page/anchor-available', handle: async (ctx, { body }) => succeeded(await anchorAvailable(ctx, body)) },
  { method: 'POST', path: '/page/create-translation', handle: async (ctx, { body }) => succeeded(await createTranslation(ctx, body)) },
  { method: 'POST', path: '/page/duplicate', handle: async (ctx, { body }) => succeeded(await duplicatePage(ctx, body)) },
  { method: 'GET', path: '/page/get-by-slug-query', handle: async (ctx, { query }) => bySlugReply(await getPageBySlug(ctx, { slug: query.slug })) },
  { method: 'POST', path: '/page/get-by-slug', handle: async (ctx, { body }) => bySlugReply(await getPageBySlug(ctx, body)) },
  { method: 'POST', path: '/page/get-pages', handle: async (ctx, { body }) => ({ items: await getPublishedPages(ctx, body) }) },
  { method: 'GET', path: '/page/get-sibling-slugs/:pageID', handle: async (ctx, { params }) => ({ items: await getSiblingSlugs(ctx, params) }) },
  { method: 'GET', path: '/page/sitemap-pages', handle: async (ctx, { query }) => ({ items: await getSitemapPages(ctx, query) }) },
  { method: 'GET', path: '/page/:id', handle: async (ctx, { params }) => getPage(ctx, params) },
  {
    method: 'GET',
    path: '/page/:id/versions',
    handle: async (ctx, { params, query }) => ({ items: await listPageVersions(ctx, { pageID: params.id, beforeNumber: query.beforeNumber, limit: query.limit }) }),
  },
  { method: 'GET', path: '/page/:id/compare', handle: async (ctx, { params, query }) => comparePageVersions(ctx, { pageID: params.id, from: query.from, to: query.to }) },
  { method: 'POST', path: '/page/:id/commit', handle: async (ctx, { params, body }) => succeeded(await commitPageEdit(ctx, { ...body, id: params.id })) },
  { method: 'GET', path: '/page/:id/rejection', handle: async (ctx, { params }) => ({ rejection: await getPageRejection(ctx, { pageID: params.id }) }) },
  { method: 'POST', path: '/page/:id/preview', handle: async (ctx, { params, body }) => draftHtmlReply(await previewPage(ctx, { id: params.id, draft: body })) },
  { method: 'PUT', path: '/page/:id/schedule', handle: async (ctx, { params, body }) => succeeded(await schedulePage(ctx, { ...body, id: params.id })) },
  { method: 'PUT', path: '/page/:id/save', handle: async (ctx, { params, body }) => succeeded(await savePage(ctx, { ...body, id: params.id })) },
  {
    method: 'POST',
    path: '/page/:id/request-publication',
    handle: async (ctx, { params, body }) => succeeded(await requestPublication(ctx, { ...body, id: params.id })),
  },
  { method: 'POST', path: '/page/:id/resend-publication-request', handle: async (ctx, { params }) => succeeded(await resendPublicationRequest(ctx, params)) },
  { method: 'POST', path: '/page/:id/revoke-publication-request', handle: async (ctx, { params }) => succeeded(await revokePublicationRequest(ctx, params)) },
  { method: 'POST', path: '/page/:id/delete', handle: async (ctx, { params }) => succeeded(await deletePage(ctx, params)) },
  { method: 'POST', path: '/page/:id/publish', handle: async (ctx, { params }) => succeeded(await publishPage(ctx, params)) },
  { method: 'POST', path: '/page/:id/unpublish', handle: async (ctx, { params }) => succeeded(await unpublishPage(ctx, params)) },
];
