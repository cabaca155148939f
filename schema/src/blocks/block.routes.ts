import type { RestRoute } from '../http/rest-route';
import { listBlockTypes, listPageTypes } from './operations';

export const blockRoutes: RestRoute[] = [
  { method: 'GET', path: '/config/block-types', handle: async (ctx, { query }) => ({ items: await listBlockTypes(ctx, { locale: query.locale }) }) },
  { method: 'GET', path: '/config/page-types', handle: async (ctx, { query }) => ({ items: await listPageTypes(ctx, { locale: query.locale }) }) },
];
