import type { TFunction } from 'i18next';

/** A permission's translated label (admin-kit's `permissions` texts); a name Tessera does not know shows as itself. */
export function permissionLabel(t: TFunction, name: string): string {
  return t(`permissions.${name}`, { defaultValue: name });
}
