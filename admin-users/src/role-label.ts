import type { TFunction } from 'i18next';

/** Built-in roles have a translated name; a role added by an installation shows its own name. */
export function roleLabel(t: TFunction, name: string): string {
  return t(`users.roles.${name}`, { defaultValue: name });
}
