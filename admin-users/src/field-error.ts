import { errorMessage, type ErrorEntry } from '@tessera/admin-kit';
import type { TFunction } from 'i18next';

/**
 * The translated errors of a collection that belong to one form field, matched by the last
 * segment of their property ("profile.name" belongs to the name field); undefined when none.
 */
export function fieldError(t: TFunction, errors: ErrorEntry[], ...fields: string[]): string | undefined {
  const messages = errors.filter((error) => error.property && fields.includes(error.property.split('.').pop() ?? '')).map((error) => errorMessage(t, error));
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** V_01 for each required field left empty, named as the server names it ("profile.name"). */
export function missingFields(fields: Record<string, string | null>): ErrorEntry[] {
  return Object.entries(fields)
    .filter(([, value]) => !value?.trim())
    .map(([property]) => ({ code: 'V_01', property }));
}
