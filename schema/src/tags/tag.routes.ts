import { succeeded, type RestRoute } from '../http/rest-route';
import { createTag } from './operations/create-tag';
import { deleteTag } from './operations/delete-tag';
import { fetchPrivateTags } from './operations/fetch-private-tags';
import { fetchTags } from './operations/fetch-tags';
import { getPageTags } from './operations/get-page-tags';
import { getTagPages } from './operations/get-tag-pages';
import { renameTag } from './operations/rename-tag';
import { searchPrivateTags } from './operations/search-private-tags';
import { searchTags } from './operations/search-tags';
import { setPageTags } from './operations/set-page-tags';
import { validateTag } from './operations/validate-tag';

/** SPEC §7 Tags, under /api/tessera/tags. Fixed paths before `/tags/:id`. */
export const tagRoutes: RestRoute[] = [
  { method: 'POST', path: '/tags/search', handle: async (ctx, { body }) => ({ items: await searchTags(ctx, body) }) },
  { method: 'POST', path: '/tags/search-private', handle: async (ctx, { body }) => ({ items: await searchPrivateTags(ctx, body) }) },
  { method: 'GET', path: '/tags/fetch', handle: async (ctx) => ({ items: await fetchTags(ctx, {}) }) },
  { method: 'GET', path: '/tags/fetch-private', handle: async (ctx) => ({ items: await fetchPrivateTags(ctx, {}) }) },
  { method: 'POST', path: '/tags/validate', handle: async (ctx, { body }) => validateTag(ctx, body) },
  { method: 'GET', path: '/tags/page/:pageId', handle: async (ctx, { params }) => ({ items: await getPageTags(ctx, params) }) },
  {
    method: 'PUT',
    path: '/tags/page/:pageId',
    handle: async (ctx, { params, body }) => succeeded({ Tags: await setPageTags(ctx, { ...body, pageId: params.pageId }) }),
  },
  { method: 'GET', path: '/tags/:id/pages', handle: (ctx, { params }) => getTagPages(ctx, { tagId: params.id }) },
  { method: 'POST', path: '/tags', handle: async (ctx, { body }) => succeeded({ Tag: await createTag(ctx, body) }) },
  { method: 'PUT', path: '/tags/:id', handle: async (ctx, { params, body }) => succeeded({ Tag: await renameTag(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: '/tags/:id', handle: async (ctx, { params }) => succeeded({ tagID: (await deleteTag(ctx, params)).id }) },
];
