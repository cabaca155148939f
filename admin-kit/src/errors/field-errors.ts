import { errorMessage, type ErrorEntry } from './error-message';
import type { TFunction } from 'i18next';

/** The last segment of an error's property ("input.slug" belongs to the slug field). */
function leafOf(error: ErrorEntry): string {
  return error.property?.split('.').pop() ?? '';
}

/**
 * The translated errors that belong to one form field, named by the field's own (translated)
 * label so the message reads in the interface language; undefined when the field has none.
 */
export function fieldError(t: TFunction, errors: ErrorEntry[], label: string, ...properties: string[]): string | undefined {
  const messages = errors.filter((error) => properties.includes(leafOf(error))).map((error) => errorMessage(t, { code: error.code, property: label }));
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** The errors no field of the form shows, for the form's error list. */
export function formErrors(errors: ErrorEntry[], fieldProperties: string[]): ErrorEntry[] {
  return errors.filter((error) => !fieldProperties.includes(leafOf(error)));
}

/** V_01 for each required field left empty, named as the server names it. */
export function missingFields(fields: Record<string, string | null | undefined>): ErrorEntry[] {
  return Object.entries(fields)
    .filter(([, value]) => !value?.trim())
    .map(([property]) => ({ code: 'V_01', property }));
}
