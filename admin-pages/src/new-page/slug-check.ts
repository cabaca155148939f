import type { ErrorEntry } from '@tessera/admin-kit';

/**
 * The live slug check of a form (SPEC §5 server-checked availability): nothing to check, waiting
 * for the answer, free, refused with coded errors (taken V_06, not a slug V_12, too long V_14),
 * or not checkable now (the server checks again on save, so that does not block).
 */
export type SlugCheck = { state: 'idle' | 'checking' | 'available' | 'failed'; slug: string } | { state: 'refused'; slug: string; errors: ErrorEntry[] };

/** SPEC §9: a lazy check waits 300 ms after the last keystroke. */
export const slugCheckDelayMs = 300;

/** The check from the server's answer to slugAvailable. */
export function slugCheckOfAnswer(slug: string, answer: { available: boolean; valid: boolean }): SlugCheck {
  if (!answer.valid) return { state: 'refused', slug, errors: [{ code: 'V_12', property: 'slug' }] };
  if (!answer.available) return { state: 'refused', slug, errors: [{ code: 'V_06', property: 'slug' }] };
  return { state: 'available', slug };
}

/** The check from a failed slugAvailable call: its validation codes refuse the slug, anything else is unknown. */
export function slugCheckOfFailure(slug: string, errors: ErrorEntry[]): SlugCheck {
  const refusals = errors.filter((error) => error.code.startsWith('V_'));
  return refusals.length > 0 ? { state: 'refused', slug, errors: refusals.map((error) => ({ ...error, property: 'slug' })) } : { state: 'failed', slug };
}

/** The errors a check puts on the slug field. */
export function slugCheckErrors(check: SlugCheck): ErrorEntry[] {
  return check.state === 'refused' ? check.errors : [];
}
