import type { ErrorCode } from '@tessera/content-model';
import type { TFunction } from 'i18next';

/**
 * A coded error as the server answers it (SPEC §8): the code is one of the catalogue's
 * (content-model's error-catalogue.ts), so a code the server cannot send does not compile. A
 * newer server's code the admin does not know yet still arrives, and reads "Error (code: X)".
 */
export interface ErrorEntry {
  code: ErrorCode;
  property?: string | null;
}

/**
 * The translated text of a coded error (SPEC §8) with its property substituted (in the
 * interface language when the property has a translation); an unknown code reads
 * "Error (code: X)".
 */
export function errorMessage(t: TFunction, error: ErrorEntry): string {
  const key = `errors.${error.code}`;
  const raw = error.property || 'value';
  const leaf = raw.split('.').pop() ?? raw;
  const property = t(`properties.${leaf}`, { defaultValue: leaf });
  const translated = t(key, { property, Property: property.charAt(0).toUpperCase() + property.slice(1), defaultValue: '' });
  return translated || t('errors.unknown', { code: error.code });
}
