import { z } from 'zod';
import { blockImageSchema, isHttpUrl, isWellFormedHtml, textOf } from '@tessera/content-model';
import { sanitizeRichText } from '../blocks/rich-text';
import { entityId, optionalString, requiredString } from '../validation/parse-input';

/** `true`/`false` as JSON or as a query-string word; anything else is V_12. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((word) => word === 'true')], {
    errorMap: () => ({ message: 'V_12' }),
  });

export const listInput = z.object({ includeInactive: flag().default(false) });

export const idInput = z.object({ id: entityId() });

const position = () => z.number({ invalid_type_error: 'V_12' }).int('V_12').min(0, 'V_12').max(1_000_000, 'V_12');

/** A block image reference; null or absent is "no image". */
const image = () => blockImageSchema.nullish().transform((value) => value ?? null);

/**
 * Rich text as an editor's field sends it: tag soup is V_15, and what is stored is sanitized.
 * `max` counts visible characters, as the block fields do.
 */
export const richText = (options: { required: boolean; max: number }) =>
  z
    .string({ invalid_type_error: 'V_12', required_error: options.required ? 'V_01' : 'V_12' })
    .refine(isWellFormedHtml, 'V_15')
    .transform(sanitizeRichText)
    .refine((html) => !options.required || textOf(html) !== '', 'V_01')
    .refine((html) => textOf(html).length <= options.max, 'V_14');

/** An http(s) URL (V_13), at most 2048 characters (V_14). */
export const httpUrl = () => z.string({ invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(2048, 'V_14').refine(isHttpUrl, 'V_13');

/** A LinkedIn profile: https on linkedin.com or one of its subdomains (nl.linkedin.com). */
export function isLinkedinUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && !url.username && !url.password && (host === 'linkedin.com' || host.endsWith('.linkedin.com'));
}

const linkedinUrl = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .trim()
    .max(2048, 'V_14')
    .refine((value) => value === '' || isLinkedinUrl(value), 'V_13')
    .nullish()
    .transform((value) => (value ? value : null));

export const skillFields = z
  .object({
    name: requiredString(128),
    active: z.boolean({ invalid_type_error: 'V_12' }).default(true),
    /** Left out on a create: after the last item. */
    position: position().optional(),
  })
  .strict();

export const certificateFields = z
  .object({
    title: requiredString(255),
    subtext: optionalString(1024),
    image: image(),
    active: z.boolean({ invalid_type_error: 'V_12' }).default(true),
    /** Left out on a create: after the last item. */
    position: position().optional(),
  })
  .strict();

export const teamMemberFields = z
  .object({
    name: requiredString(255),
    function: optionalString(255),
    description: optionalString(5000),
    specialties: z
      .array(z.string({ invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(64, 'V_14'), { invalid_type_error: 'V_12' })
      .max(30, 'V_14')
      .nullish()
      .transform((value) => value ?? []),
    linkedinUrl: linkedinUrl(),
    quote: optionalString(1000),
    skills: z
      .array(z.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12'), { invalid_type_error: 'V_12' })
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    image: image(),
    active: z.boolean({ invalid_type_error: 'V_12' }).default(true),
    /** Left out on a create: after the last item. */
    position: position().optional(),
  })
  .strict();

/**
 * Updates send only what changes: `fields.partial()` leaves absent fields out (defaults do not
 * apply) while null still clears an optional field. These are the changes, without the id.
 */
export function changesOf<T extends { id: number }>(input: T): Partial<Omit<T, 'id'>> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => key !== 'id' && value !== undefined)) as Partial<Omit<T, 'id'>>;
}
