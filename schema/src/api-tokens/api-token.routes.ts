import { succeeded, type RestRoute } from '../http/rest-route';
import { createApiToken } from './operations/create-api-token';
import { listApiTokens } from './operations/list-api-tokens';
import { revokeApiToken } from './operations/revoke-api-token';

/** Tessera's addition: API tokens under /api/tessera/api-tokens (manage-api-tokens). */
export const apiTokenRoutes: RestRoute[] = [
  { method: 'GET', path: '/api-tokens', handle: async (ctx) => ({ items: await listApiTokens(ctx, {}) }) },
  { method: 'POST', path: '/api-tokens', handle: async (ctx, { body }) => succeeded(await createApiToken(ctx, body)) },
  { method: 'DELETE', path: '/api-tokens/:id', handle: async (ctx, { params }) => succeeded(await revokeApiToken(ctx, params)) },
];
