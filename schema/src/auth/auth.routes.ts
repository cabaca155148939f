import { succeeded, type RestRoute } from '../http/rest-route';
import { registerUser } from '../users/register-user';
import { restUser } from '../users/user.rest';
import { currentUser } from './operations/current-user';
import { forgotPassword } from './operations/forgot-password';
import { login } from './operations/login';
import { logout } from './operations/logout';
import { refreshSession } from './operations/refresh-session';
import { resetAccount } from './operations/reset-account';

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login',
    handle: async (ctx, { body }) => succeeded({ User: restUser(await login(ctx, body)) }),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    handle: async (ctx) => succeeded(await logout(ctx, {}).then(() => ({}))),
  },
  { method: 'GET', path: '/user', handle: async (ctx) => restUser(await currentUser(ctx, {})) },
  {
    method: 'POST',
    path: '/auth/user',
    changesNothing: true,
    handle: async (ctx) => restUser(await currentUser(ctx, {})),
  },
  {
    method: 'POST',
    path: '/auth/refresh-session',
    handle: async (ctx) => succeeded(await refreshSession(ctx, {}).then(() => ({}))),
  },
  {
    method: 'POST',
    path: '/auth/register',
    handle: async (ctx, { body }) => succeeded({ User: restUser(await registerUser(ctx, body)) }),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    handle: async (ctx, { body }) => succeeded(await forgotPassword(ctx, body).then(() => ({}))),
  },
  {
    method: 'POST',
    path: '/auth/reset-account',
    handle: async (ctx, { body }) => succeeded(await resetAccount(ctx, body).then(() => ({}))),
  },
];
