/**
 * Every permission Tessera knows. A role holds a list of `{ name, parameters }`; the names here
 * are the only ones an operation may require.
 */
export const permissionNames = [
  'manage-users',
  'manage-menu',
  'create-page',
  'publish-page',
  'review-publication',
  'manage-media',
  'manage-tags',
  'manage-search',
  'manage-settings',
  'manage-site-content',
  'manage-webhooks',
] as const;

export type PermissionName = (typeof permissionNames)[number];

export interface Permission {
  name: string;
  parameters?: Record<string, unknown> | null;
}

export const builtInRoles: ReadonlyArray<{ name: string; permissions: PermissionName[] }> = [
  { name: 'admin', permissions: [...permissionNames] },
  { name: 'editor', permissions: ['create-page', 'manage-media', 'manage-tags', 'manage-menu'] },
  { name: 'reviewer', permissions: ['create-page', 'publish-page', 'review-publication', 'manage-media', 'manage-tags'] },
];
