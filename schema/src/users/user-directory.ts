import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PermissionName } from '../auth/permissions';
import type { Viewer } from '../context';
import { User } from './user.entity';
import { UserRepository } from './user.repository';

/*
 * What other features may ask of the users feature: auth signs users in and mails them links,
 * pages mail reviewers and requesters. They never query the user table themselves.
 */

export interface UserContact {
  email: string;
  name: string;
}

/** The user with this e-mail (and role), or null. */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return new UserRepository(em).findByEmail(email);
}

/** The user (and role), or UM_02. */
export function getUser(em: EntityManager, id: number): Promise<User> {
  return new UserRepository(em).get(id);
}

/** The user's row, held to the end of the transaction (one token at a time per account). */
export function lockUser(em: EntityManager, id: number): Promise<User> {
  return em.findOneOrFail(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Where to mail a user; null when the account is gone. */
export async function userContact(em: EntityManager, id: number): Promise<UserContact | null> {
  const user = await em.findOne(User, { id });
  return user ? { email: user.email, name: user.name } : null;
}

/** Where to reach each of these users, in one query; ids of accounts that are gone (and nulls) are left out. */
export async function userContacts(em: EntityManager, ids: ReadonlyArray<number | null>): Promise<Map<number, UserContact>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await em.find(User, { id: { $in: wanted } });
  return new Map(users.map((user) => [user.id, { email: user.email, name: user.name }]));
}

/** Active users whose role grants the permission (the reviewers to tell about a request). */
export async function activeUsersWithPermission(em: EntityManager, permission: PermissionName): Promise<UserContact[]> {
  const users = await em.find(User, { active: true }, { populate: ['role'], orderBy: { id: 'asc' } });
  return users.filter((u) => u.role.permissions.some((p) => p.name === permission)).map((u) => ({ email: u.email, name: u.name }));
}

/** How many user accounts there are (active or not). */
export function countUsers(em: EntityManager): Promise<number> {
  return em.count(User, {});
}

/**
 * The user as an operation sees them, while their account is active; null when it is gone or
 * inactive. For work done later on a user's behalf (a scheduled publication) that must pass the
 * same permission check as when they act themselves.
 */
export async function activeViewerOf(em: EntityManager, id: number): Promise<Viewer | null> {
  const user = await em.findOne(User, { id, active: true }, { populate: ['role'] });
  if (!user) return null;
  return { id: user.id, email: user.email, roleName: user.role.name, permissions: user.role.permissions, isSystem: false };
}

/** The names among these that no role has (start-up checks of a role mapping). */
export async function missingRoles(em: EntityManager, names: readonly string[]): Promise<string[]> {
  const found = new Set((await new UserRepository(em).roles()).map((role) => role.name));
  return [...new Set(names)].filter((name) => !found.has(name));
}

/**
 * A user made at their first single sign-on (just in time): active, with the role their provider's
 * claim gave them, and no password (password sign-in cannot match until they set one through
 * "forgot password"). Persisted with the caller's transaction; a taken e-mail fails its flush.
 */
export async function createSingleSignOnUser(em: EntityManager, person: { email: string; name: string; role: string }): Promise<User> {
  const role = await new UserRepository(em).role(person.role);
  const user = em.create(User, { email: person.email, name: person.name, role, active: true, passwordHash: null, createdAt: new Date(), updatedAt: new Date() });
  em.persist(user);
  return user;
}

/**
 * Gives the user the role of this name (the role a single sign-on's claim maps to, at every
 * sign-in); false when nothing changed. As in update-user, the last active user manager keeps
 * their role: a provider's group change cannot leave the installation without one.
 */
export async function assignRole(em: EntityManager, user: User, roleName: string): Promise<boolean> {
  if (user.role.name === roleName) return false;
  const users = new UserRepository(em);
  const role = await users.role(roleName);
  const managesUsers = (permissions: ReadonlyArray<{ name: string }>) => permissions.some((p) => p.name === 'manage-users');
  if (user.active && managesUsers(user.role.permissions) && !managesUsers(role.permissions)) {
    await users.lockUserManagers();
    if ((await users.countActiveUserManagers()) <= 1) return false;
  }
  user.role = role;
  return true;
}
