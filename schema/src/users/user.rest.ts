import type { RoleView, UserView } from './user.view';

/** The REST facade names ids `ID` (SPEC §3: "User: ID (0 means no session)"). */
export function restRole(role: RoleView) {
  return { ID: role.id, name: role.name, permissions: role.permissions };
}

export function restUser(user: UserView | null) {
  if (!user) return { ID: 0, name: '', email: '', jobTitle: null, image: null, role: null, profile: null };
  const { id, role, ...rest } = user;
  return { ID: id, ...rest, role: restRole(role) };
}
