import { redirectLimits } from '@tessera/content-model';
import { streamed, succeeded, type RestRoute } from '../http/rest-route';
import { createRedirect } from './operations/create-redirect';
import { deleteRedirect } from './operations/delete-redirect';
import { exportRedirects } from './operations/export-redirects';
import { importRedirects } from './operations/import-redirects';
import { listRedirects } from './operations/list-redirects';
import { updateRedirect } from './operations/update-redirect';

/** Tessera's addition: redirects under /api/tessera/redirects (manage-redirects). Fixed paths before `/redirects/:id`. */
export const redirectRoutes: RestRoute[] = [
  { method: 'GET', path: '/redirects', handle: (ctx, { query }) => listRedirects(ctx, query) },
  {
    method: 'GET',
    path: '/redirects/export',
    handle: async (ctx) => {
      const { fileName, lines } = await exportRedirects(ctx, {});
      return streamed({ contentType: 'text/csv; charset=utf-8', fileName, body: lines });
    },
  },
  {
    method: 'POST',
    path: '/redirects/import',
    upload: { field: 'file', maxBytes: redirectLimits.importMaxBytes, tooLarge: 'V_14' },
    handle: async (ctx, { file }) => succeeded(await importRedirects(ctx, { file })),
  },
  { method: 'POST', path: '/redirects', handle: async (ctx, { body }) => succeeded({ Redirect: await createRedirect(ctx, body) }) },
  { method: 'PUT', path: '/redirects/:id', handle: async (ctx, { params, body }) => succeeded({ Redirect: await updateRedirect(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: '/redirects/:id', handle: async (ctx, { params }) => succeeded(await deleteRedirect(ctx, params)) },
];
