import { succeeded, type RestRoute } from '../http/rest-route';
import { getSiteText } from './operations/get-site-text';
import { reorderSiteContent } from './operations/reorder-site-content';
import { setSiteText } from './operations/set-site-text';
import { sortedLists } from './site-content.lists';

const base = '/site-content';

/** A sorted list's routes: its order (before `:id`), the list, create, update and delete. */
const sortedListRoutes = ({ description: { path, restName, kind }, list, create, update, delete: remove }: (typeof sortedLists)[number]): RestRoute[] => [
  { method: 'PUT', path: `${base}/${path}/order`, handle: async (ctx, { body }) => succeeded({ ids: await reorderSiteContent(ctx, { ...body, kind }) }) },
  { method: 'GET', path: `${base}/${path}`, operation: list.operationName, handle: async (ctx, { query }) => ({ items: await list(ctx, query) }) },
  { method: 'POST', path: `${base}/${path}`, operation: create.operationName, handle: async (ctx, { body }) => succeeded({ [restName]: await create(ctx, body) }) },
  { method: 'PUT', path: `${base}/${path}/:id`, operation: update.operationName, handle: async (ctx, { params, body }) => succeeded({ [restName]: await update(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: `${base}/${path}/:id`, operation: remove.operationName, handle: async (ctx, { params }) => succeeded(await remove(ctx, params).then(() => ({}))) },
];

export const siteContentRoutes: RestRoute[] = [
  ...sortedLists.flatMap(sortedListRoutes),
  { method: 'GET', path: `${base}/texts/:key/:locale`, handle: async (ctx, { params }) => getSiteText(ctx, params) },
  {
    method: 'PUT',
    path: `${base}/texts/:key/:locale`,
    handle: async (ctx, { params, body }) => succeeded({ SiteText: await setSiteText(ctx, { key: params.key, locale: params.locale, value: body.value }) }),
  },
];
