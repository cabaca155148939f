import type { EntityManager } from '@mikro-orm/postgresql';
import { permissionNames } from './auth/permissions';
import type { Ctx, Services, Viewer } from './context';
import { readOnlyFork } from './db/unit-of-work';

/** The installation itself acting (CLI, start-up): every permission, audited as "system". */
export const systemViewer: Viewer = {
  id: 0,
  email: 'system',
  roleName: 'system',
  permissions: permissionNames.map((name) => ({ name })),
  isSystem: true,
};

const noSession = {
  signIn: async () => undefined,
  signOut: async () => undefined,
  refresh: async () => false,
};

export function systemContext(em: EntityManager, services: Services): Ctx {
  return { em: readOnlyFork(em), viewer: systemViewer, session: noSession, services, request: { id: 'system' } };
}
