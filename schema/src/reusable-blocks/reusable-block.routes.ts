import { succeeded, type RestRoute } from '../http/rest-route';
import { createReusableBlock } from './operations/create-reusable-block';
import { deleteReusableBlock } from './operations/delete-reusable-block';
import { getReusableBlock } from './operations/get-reusable-block';
import { getPublishedReusableBlocks } from './operations/published-reusable-blocks';
import { listReusableBlocks } from './operations/list-reusable-blocks';
import { publishReusableBlock } from './operations/publish-reusable-block';
import { reusableBlockUsage } from './operations/reusable-block-usage';
import { updateReusableBlock } from './operations/update-reusable-block';

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
  { method: 'GET', path: '/reusable-blocks/:id', handle: (ctx, { params }) => getReusableBlock(ctx, params) },
  { method: 'GET', path: '/reusable-blocks/:id/usage', handle: async (ctx, { params }) => ({ items: (await reusableBlockUsage(ctx, params)).pages }) },
  { method: 'PUT', path: '/reusable-blocks/:id', handle: async (ctx, { params, body }) => succeeded({ ReusableBlock: await updateReusableBlock(ctx, { ...body, id: params.id }) }) },
  { method: 'POST', path: '/reusable-blocks/:id/publish', handle: async (ctx, { params }) => succeeded({ ReusableBlock: await publishReusableBlock(ctx, params) }) },
  { method: 'DELETE', path: '/reusable-blocks/:id', handle: async (ctx, { params }) => succeeded(await deleteReusableBlock(ctx, params)) },
];
