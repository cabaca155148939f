import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import { CodedError, type ErrorEntry } from '../errors/coded-error';
import { isErrorCode } from '../errors/catalogue';

/**
 * Turns one zod issue into a catalogue entry. Schemas name the code in the issue message
 * (`z.string().email('V_02')`); issues that carry no code fall back to the nearest rule:
 * missing → V_01, too long → V_14, anything else malformed → V_12.
 */
function toEntry(issue: ZodIssue): ErrorEntry[] {
  const property = issue.path.join('.') || undefined;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ code: 'V_12' as const, property: [...issue.path, key].join('.') }));
  }
  if (isErrorCode(issue.message)) return [{ code: issue.message, property }];
  if (issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null')) {
    return [{ code: 'V_01', property }];
  }
  if (issue.code === 'too_big') return [{ code: 'V_14', property }];
  return [{ code: 'V_12', property }];
}

/** Paths of strings holding a NUL character, which PostgreSQL cannot store in text. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, String(index)]));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, inner]) => nulPaths(inner, [...path, key]));
  }
  return [];
}

/** Parses raw input with a schema; every problem becomes a coded error, all reported at once. */
export function parseInput<S extends ZodTypeAny>(schema: S, raw: unknown): z.output<S> {
  const withNul = nulPaths(raw);
  if (withNul.length > 0) throw new CodedError(withNul.map((property) => ({ code: 'V_12' as const, property: property || undefined })));
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const entries = result.error.issues.flatMap(toEntry).filter((entry) => {
    const key = `${entry.code}:${entry.property ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  throw new CodedError(entries);
}

/** A required, trimmed string: empty is V_01, longer than `max` is V_14. */
export const requiredString = (max: number) => z.string().trim().min(1, 'V_01').max(max, 'V_14');

/** An optional string; empty becomes null so "cleared" and "absent" read the same. */
export const optionalString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'V_14')
    .nullish()
    .transform((value) => (value ? value : null));

/** A required e-mail, lowercased; blank is only V_01, not also V_02. */
export const email = () =>
  z
    .string()
    .trim()
    .min(1, 'V_01')
    .pipe(z.string().max(254, 'V_14').email('V_02'))
    .transform((v) => v.toLowerCase());

export const entityId = () => z.coerce.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12');

/** A locale as written in paths and inputs (`nl-nl`); whether the site offers it is checked apart. */
export const localeInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().toLowerCase().regex(/^[a-z]{2}-[a-z]{2}$/, 'V_12');
export const pageIndex = () => z.coerce.number().int('V_12').min(0, 'V_12').default(0);
export const pageSize = (max = 100) => z.coerce.number().int('V_12').min(1, 'V_12').max(max, 'V_12').default(25);
export const sortOrder = () => z.enum(['asc', 'desc'], { message: 'V_12' }).default('asc');
