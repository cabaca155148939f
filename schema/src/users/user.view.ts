import type { Permission } from '../auth/permissions';
import type { Role } from './role.entity';
import type { User } from './user.entity';

export interface RoleView {
  id: number;
  name: string;
  permissions: Permission[];
}

export interface UserView {
  id: number;
  email: string;
  name: string;
  jobTitle: string | null;
  /** URL of the profile image, versioned by content so it can be cached for long. */
  image: string | null;
  active: boolean;
  role: RoleView;
  profile: { name: string; jobTitle: string | null; image: string | null };
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
}

export function presentRole(role: Role): RoleView {
  return {
    id: role.id,
    name: role.name,
    permissions: role.permissions.map((p) => ({ name: p.name, parameters: p.parameters ?? null })),
  };
}

export function profileImageUrl(user: User): string | null {
  if (!user.imageKey) return null;
  const version = user.imageKey.replace(/^.*profile-([a-f0-9]+)\..*$/, '$1');
  return `/api/tessera/user/${user.id}/image?v=${version}`;
}

/** What clients see of a user: never the password hash or the storage key. */
export function presentUser(user: User): UserView {
  const image = profileImageUrl(user);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    jobTitle: user.jobTitle,
    image,
    active: user.active,
    role: presentRole(user.role),
    profile: { name: user.name, jobTitle: user.jobTitle, image },
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
  };
}
