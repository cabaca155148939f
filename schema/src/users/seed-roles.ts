import type { EntityManager } from '@mikro-orm/postgresql';
import { builtInRoles, permissionNames } from '../auth/permissions';
import { Role } from './role.entity';

/**
 * Makes sure the built-in roles exist. Existing roles keep their permissions, except `admin`,
 * which always holds every permission, so a new feature's permission reaches it on upgrade.
 */
export async function seedRoles(em: EntityManager): Promise<void> {
  for (const definition of builtInRoles) {
    const existing = await em.findOne(Role, { name: definition.name });
    if (!existing) {
      em.persist(em.create(Role, { name: definition.name, permissions: definition.permissions.map((name) => ({ name })), createdAt: new Date() }));
    } else if (definition.name === 'admin') {
      const held = new Set(existing.permissions.map((p) => p.name));
      const missing = permissionNames.filter((name) => !held.has(name));
      if (missing.length > 0) existing.permissions = [...existing.permissions, ...missing.map((name) => ({ name }))];
    }
  }
  await em.flush();
}
