import { succeeded, type RestRoute } from '../http/rest-route';
import { discardParkedEvent } from './operations/discard-parked-event';
import { getSearchStatus } from './operations/get-search-status';
import { indexAllPagesForSearch } from './operations/index-all-pages-for-search';
import { listParkedEvents } from './operations/list-parked-events';
import { removeAllPagesFromSearch } from './operations/remove-all-pages-from-search';
import { retryParkedEvent } from './operations/retry-parked-event';
import { searchSite } from './operations/search-site';

/** SPEC §7 Search, under /api/tessera/search (plus `status`, which the admin's search screen polls, and the parked events it lists). */
export const searchRoutes: RestRoute[] = [
  { method: 'POST', path: '/search/search', handle: (ctx, { body }) => searchSite(ctx, body) },
  { method: 'POST', path: '/search/remove-all-pages', handle: async (ctx, { body }) => succeeded(await removeAllPagesFromSearch(ctx, body)) },
  { method: 'POST', path: '/search/index-all-pages', handle: async (ctx, { body }) => succeeded(await indexAllPagesForSearch(ctx, body)) },
  { method: 'GET', path: '/search/status', handle: (ctx) => getSearchStatus(ctx, {}) },
  { method: 'GET', path: '/search/parked-events', handle: (ctx) => listParkedEvents(ctx, {}) },
  { method: 'POST', path: '/search/parked-events/:id/retry', handle: async (ctx, { params }) => succeeded(await retryParkedEvent(ctx, { id: params.id })) },
  { method: 'POST', path: '/search/parked-events/:id/discard', handle: async (ctx, { params }) => succeeded(await discardParkedEvent(ctx, { id: params.id })) },
];
