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
