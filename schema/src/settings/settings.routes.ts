import { succeeded, type RestRoute } from '../http/rest-route';
import { firstSteps } from './operations/first-steps';
import { getSettings } from './operations/get-settings';
import { updateSettings } from './operations/update-settings';

export const settingsRoutes: RestRoute[] = [
  { method: 'GET', path: '/settings/get', handle: async (ctx) => getSettings(ctx, {}) },
  { method: 'GET', path: '/settings/first-steps', handle: async (ctx) => succeeded({ FirstSteps: await firstSteps(ctx, {}) }) },
  { method: 'PUT', path: '/settings', handle: async (ctx, { body }) => succeeded({ Settings: await updateSettings(ctx, body) }) },
];
