import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';

/**
 * The server's errors as the token form names its fields: a refused permission name
 * (`permissions.2`) belongs to the list of permissions.
 */
export function apiTokenErrors(error: unknown): ErrorEntry[] {
  return codedErrors(error).map((entry) => (entry.property?.startsWith('permissions.') ? { ...entry, property: 'permissions' } : entry));
}
