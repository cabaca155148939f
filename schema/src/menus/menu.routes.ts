import { succeeded, type RestRoute } from '../http/rest-route';
import { createMenuItem } from './operations/create-menu-item';
import { deleteMenuItem } from './operations/delete-menu-item';
import { getMenu } from './operations/get-menu';
import { moveMenuItem } from './operations/move-menu-item';
import { renameMenuItem } from './operations/rename-menu-item';
import { searchMenuTargets } from './operations/search-menu-targets';

/** The menu structure, under /api/tessera/menu. Writes answer the locale's tree as it now stands. */
export const menuRoutes: RestRoute[] = [
  { method: 'GET', path: '/menu/:locale', handle: async (ctx, { params }) => ({ items: await getMenu(ctx, params) }) },
  { method: 'POST', path: '/menu/item', handle: async (ctx, { body }) => succeeded(await createMenuItem(ctx, body)) },
  { method: 'PUT', path: '/menu/item/:id/move', handle: async (ctx, { params, body }) => succeeded(await moveMenuItem(ctx, { ...body, id: params.id })) },
  { method: 'PUT', path: '/menu/item/:id/rename', handle: async (ctx, { params, body }) => succeeded(await renameMenuItem(ctx, { ...body, id: params.id })) },
  { method: 'DELETE', path: '/menu/item/:id', handle: async (ctx, { params }) => succeeded(await deleteMenuItem(ctx, params)) },
  { method: 'POST', path: '/menu/search', handle: async (ctx, { body }) => ({ items: await searchMenuTargets(ctx, body) }) },
];
