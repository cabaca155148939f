import { permissionNames, type PermissionName } from '@tessera/content-model';

/** The names are content-model's (access.ts): the admin offers and labels the same list. */
export { permissionNames, type PermissionName };

export interface Permission {
  name: string;
  parameters?: Record<string, unknown> | null;
}

export const builtInRoles: ReadonlyArray<{ name: string; permissions: PermissionName[] }> = [
  { name: 'admin', permissions: [...permissionNames] },
  { name: 'editor', permissions: ['create-page', 'manage-media', 'manage-tags', 'manage-menu'] },
  { name: 'reviewer', permissions: ['create-page', 'publish-page', 'review-publication', 'manage-media', 'manage-tags'] },
];
