import { succeeded, type RestRoute } from '../http/rest-route';
import { getSearchStatus } from './operations/get-search-status';
import { indexAllPagesForSearch } from './operations/index-all-pages-for-search';
import { removeAllPagesFromSearch } from './operations/remove-all-pages-from-search';
import { searchSite } from './operations/search-site';

/** SPEC §7 Search, under /api/tessera/search (plus `status`, which the admin's search screen polls). */
export const searchRoutes: RestRoute[] = [
  { method: 'POST', path: '/search/search', handle: (ctx, { body }) => searchSite(ctx, body) },
  { method: 'POST', path: '/search/remove-all-pages', handle: async (ctx, { body }) => succeeded(await removeAllPagesFromSearch(ctx, body)) },
  { method: 'POST', path: '/search/index-all-pages', handle: async (ctx, { body }) => succeeded(await indexAllPagesForSearch(ctx, body)) },
  { method: 'GET', path: '/search/status', handle: (ctx) => getSearchStatus(ctx, {}) },
];
