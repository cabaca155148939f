import { succeeded, type RestRoute } from '../http/rest-route';
import { createReusableBlock } from './operations/create-reusable-block';
import { deleteReusableBlock } from './operations/delete-reusable-block';
import { getReusableBlock } from './operations/get-reusable-block';
import { getPublishedReusableBlocks } from './operations/published-reusable-blocks';
import { listReusableBlocks } from './operations/list-reusable-blocks';
import { publishReusableBlock } from './operations/publish-reusable-block';
import { reusableBlockUsage } from './operations/reusable-block-usage';
import { updateReusableBlock } from './operations/update-reusable-block';
import { listReusableBlockRequests } from './operations/list-reusable-block-requests';
import { requestReusableBlockPublication } from './operations/request-reusable-block-publication';
import { acceptReusableBlockPublication, rejectReusableBlockPublication } from './operations/review-reusable-block-publication';
import { revokeReusableBlockRequest } from './operations/revoke-reusable-block-request';

/** Tessera's addition: reusable blocks under /api/tessera/reusable-blocks. */
export const reusableBlockRoutes: RestRoute[] = [
  { method: 'GET', path: '/reusable-blocks', handle: async (ctx) => ({ items: await listReusableBlocks(ctx, {}) }) },
  { method: 'POST', path: '/reusable-blocks', handle: async (ctx, { body }) => succeeded({ ReusableBlock: await createReusableBlock(ctx, body) }) },
  {
    method: 'GET',
    path: '/reusable-blocks/published',
    // `ids` as a comma-separated list (`?ids=3,7`), as a public GET can carry it.
    handle: async (ctx, { query }) => ({ items: await getPublishedReusableBlocks(ctx, { ids: typeof query.ids === 'string' ? query.ids.split(',').map(Number) : query.ids }) }),
  },
  { method: 'GET', path: '/reusable-blocks/requests', handle: async (ctx) => ({ items: await listReusableBlockRequests(ctx, {}) }) },
  {
    method: 'POST',
    path: '/reusable-blocks/requests/:requestID/accept',
    handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await acceptReusableBlockPublication(ctx, { ...body, requestID: params.requestID }) }),
  },
  {
    method: 'POST',
    path: '/reusable-blocks/requests/:requestID/reject',
    handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await rejectReusableBlockPublication(ctx, { ...body, requestID: params.requestID }) }),
  },
  {
    method: 'POST',
    path: '/reusable-blocks/requests/:requestID/revoke',
    handle: async (ctx, { params }) => succeeded({ ReusableBlock: await revokeReusableBlockRequest(ctx, { requestID: params.requestID }) }),
  },
  { method: 'GET', path: '/reusable-blocks/:id', handle: (ctx, { params }) => getReusableBlock(ctx, params) },
  { method: 'GET', path: '/reusable-blocks/:id/usage', handle: async (ctx, { params }) => ({ items: (await reusableBlockUsage(ctx, params)).pages }) },
  { method: 'PUT', path: '/reusable-blocks/:id', handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await updateReusableBlock(ctx, { ...body, id: params.id }) }) },
  { method: 'POST', path: '/reusable-blocks/:id/publish', handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await publishReusableBlock(ctx, { ...body, id: params.id }) }) },
  {
    method: 'POST',
    path: '/reusable-blocks/:id/request-publication',
    handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await requestReusableBlockPublication(ctx, { ...body, id: params.id }) }),
  },
  { method: 'DELETE', path: '/reusable-blocks/:id', handle: async (ctx, { params }) => succeeded(await deleteReusableBlock(ctx, params)) },
];
