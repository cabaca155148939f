import { succeeded, type RestRoute } from '../http/rest-route';
import { changePassword } from './operations/change-password';
import { createUser } from './operations/create-user';
import { deleteUser } from './operations/delete-user';
import { getProfileImage } from './operations/get-profile-image';
import { getUser } from './operations/get-user';
import { listRoles } from './operations/list-roles';
import { listUsers } from './operations/list-users';
import { removeProfileImage } from './operations/remove-profile-image';
import { setProfileImage } from './operations/set-profile-image';
import { updateUser } from './operations/update-user';
import { profileImageLimits } from './profile-image';
import { restRole, restUser } from './user.rest';

/** Fixed paths come before `/user/:id` so "list" and "roles" are never read as ids. */
export const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/user/list',
    handle: async (ctx, { query }) => {
      const { items, totalItems } = await listUsers(ctx, query);
      return { data: items.map(restUser), totalItems };
    },
  },
  { method: 'GET', path: '/user/roles', handle: async (ctx) => ({ data: (await listRoles(ctx, {})).map(restRole) }) },
  { method: 'GET', path: '/user/:id', handle: async (ctx, { params }) => restUser(await getUser(ctx, params)) },
  {
    method: 'POST',
    path: '/user',
    handle: async (ctx, { body }) => succeeded({ User: restUser(await createUser(ctx, body)) }),
  },
  {
    method: 'PUT',
    path: '/user/:id',
    handle: async (ctx, { params, body }) => succeeded({ User: restUser(await updateUser(ctx, { ...body, id: params.id })) }),
  },
  {
    method: 'DELETE',
    path: '/user/:id',
    handle: async (ctx, { params }) => succeeded(await deleteUser(ctx, params).then(() => ({}))),
  },
  {
    method: 'PUT',
    path: '/user/:id/password',
    handle: async (ctx, { params, body }) => succeeded(await changePassword(ctx, { ...body, id: params.id }).then(() => ({}))),
  },
  {
    method: 'GET',
    path: '/user/:id/image',
    handle: async (ctx, { params }) => {
      const image = await getProfileImage(ctx, params);
      return { raw: true, body: image.bytes, contentType: image.contentType, cacheControl: 'private, max-age=31536000, immutable' };
    },
  },
  {
    method: 'PUT',
    path: '/user/:id/image',
    upload: { field: 'profileImage', maxBytes: profileImageLimits.maxBytes, tooLarge: 'UM_05' },
    handle: async (ctx, { params, file }) => succeeded({ User: restUser(await setProfileImage(ctx, { id: params.id, file })) }),
  },
  {
    method: 'DELETE',
    path: '/user/:id/image',
    handle: async (ctx, { params }) => succeeded({ User: restUser(await removeProfileImage(ctx, params)) }),
  },
];
