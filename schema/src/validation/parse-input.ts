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
  // Null is how many clients say "nothing here": for a required field that is V_01, not V_12.
  if (issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null')) {
    return [{ code: 'V_01', property }];
  }
  if (isErrorCode(issue.message)) return [{ code: issue.message, property }];
  if (issue.code === 'too_big') return [{ code: 'V_14', property }];
  return [{ code: 'V_12', property }];
}

/**
 * A NUL character (PostgreSQL cannot store it in text or json), or a UTF-16 surrogate that is
 * not half of a pair: JSON may escape one (`"\ud800"`) and JSON.parse turns that into a string
 * that is not Unicode, which a text column would keep as U+FFFD and a json column refuses. With
 * the `u` flag a pair is one character, so only a lone surrogate matches `\p{Surrogate}`.
 */
const unstorable = /\u0000|\p{Surrogate}/u;

/**
 * Paths of text that cannot be stored as sent, in values and in object keys (a key is stored
 * too, in json columns). A bad key is reported on the object that holds it: the key itself
 * cannot be echoed back as the property.
 */
function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return unstorable.test(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorablePaths(item, [...path, String(index)]));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, inner]) => (unstorable.test(key) ? [path.join('.')] : unstorablePaths(inner, [...path, key])));
  }
  return [];
}

/**
 * Parses raw input with a schema; every problem becomes a coded error, all reported at once.
 * Every operation's input comes through here (define-operation.ts), from every transport, so
 * this is where text that cannot be stored is refused (V_12 on its field), before any rule runs.
 */
export function parseInput<S extends ZodTypeAny>(schema: S, raw: unknown): z.output<S> {
  const unstorableText = [...new Set(unstorablePaths(raw))];
  if (unstorableText.length > 0) throw new CodedError(unstorableText.map((property) => ({ code: 'V_12' as const, property: property || undefined })));
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

/** Null and blank text read as "not given", so a query string's `pageSize=` or a JSON null take the default. */
export const blankAsAbsent = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** An id: a positive whole number, or its digits as text (path and query values); missing, null or blank is V_01. */
export const entityId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : blankAsAbsent(value)),
    z.number({ required_error: 'V_01', invalid_type_error: 'V_12' }).int('V_12').positive('V_12'),
  );

/** A locale as written in paths and inputs (`nl-nl`); whether the site offers it is checked apart. */
export const localeInput = () =>
  z
    .string({ required_error: 'V_01', invalid_type_error: 'V_12' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}-[a-z]{2}$/, 'V_12');
/** A whole number sent as a number or as its digits (a query string's `"2"`); anything else is V_12. */
const wholeNumber = () => z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value), z.number({ invalid_type_error: 'V_12' }).int('V_12'));

export const pageIndex = () => z.preprocess(blankAsAbsent, wholeNumber().pipe(z.number().min(0, 'V_12')).default(0));
export const pageSize = (max = 100, fallback = 25) => z.preprocess(blankAsAbsent, wholeNumber().pipe(z.number().min(1, 'V_12').max(max, 'V_12')).default(fallback));

/** SPEC §9 sort order: asc or desc, in any case; not given → `fallback`. */
export const sortOrder = (fallback: 'asc' | 'desc' = 'asc') =>
  z.preprocess((value) => blankAsAbsent(typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(['asc', 'desc'], { message: 'V_12' }).default(fallback));

/**
 * A list's sort column, by its name (`createdAt`) or as a person or another client writes it:
 * `created`, `created_at`, `Created-At` (SPEC §2 sorts "by created or updated date"). Case,
 * `_`, `-` and spaces are ignored and a trailing `At` of a date column may be left off. Not
 * given → `fallback`; anything else is V_12.
 */
export const sortColumn = <C extends string>(columns: readonly C[], fallback: C) => {
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');
  const byName = new Map<string, C>();
  for (const column of columns) {
    byName.set(squash(column), column);
    if (/At$/.test(column)) byName.set(squash(column.slice(0, -2)), column);
  }
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? (byName.get(squash(value)) ?? value) : blankAsAbsent(value)),
    z.enum(columns as unknown as [C, ...C[]], { message: 'V_12' }).default(fallback),
  );
};

/**
 * An instant in ISO 8601 with its offset (`2026-12-01T09:00:00+01:00`); null or left out is none.
 * zod's pattern takes any two digits as an offset's hours and minutes (`+99:99`, `+24:00`), of
 * which Date makes an invalid time; that is V_12 here, never a write that fails.
 */
export const optionalInstant = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .max(40, 'V_12')
    .datetime({ offset: true, message: 'V_12' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null))
    .refine((time) => time === null || !Number.isNaN(time.getTime()), 'V_12');

/** A yes/no flag: a boolean, or `"true"`/`"false"` from a query string or form; null → `fallback`. */
export const flag = (fallback?: boolean) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value === null ? fallback : value),
    fallback === undefined ? z.boolean({ invalid_type_error: 'V_12' }).optional() : z.boolean({ invalid_type_error: 'V_12' }).default(fallback),
  );
