import type { RestRoute } from '../http/rest-route';
import { listBlockTypes, listPageTypes } from './operations';

export const blockRoutes: RestRoute[] = [
  { method: 'GET', path: '/config/block-types', handle: async (ctx) => ({ items: await listBlockTypes(ctx, {}) }) },
  { method: 'GET', path: '/config/page-types', handle: async (ctx) => ({ items: await listPageTypes(ctx, {}) }) },
];
