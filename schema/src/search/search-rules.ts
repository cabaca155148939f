import { z } from 'zod';
import { localeInput } from '../validation/parse-input';
import { searchWindow } from './search-engine';

/** SPEC §3 "Search query" limits: a page of at most 50 results, starting inside the first 1,000 matches. */
export const searchLimits = { termMaxLength: 200, defaultCount: 10, maxCount: 50, maxOffset: searchWindow - 1, maxLocales: 8, maxPageTypes: 20 } as const;

/** Digits as text (a search form's `"10"`) read as the number; blank text as not given. */
const numberFromText = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? null : /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** A whole number in bounds, absent/null/blank taking the default; anything else V_12. */
const boundedInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    numberFromText,
    z
      .number({ invalid_type_error: 'V_12' })
      .int('V_12')
      .min(min, 'V_12')
      .max(max, 'V_12')
      .nullish()
      .transform((value) => value ?? fallback),
  );

/** An optional list; empty and absent both mean "all". */
const optionalList = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z
    .array(item, { invalid_type_error: 'V_12' })
    .max(max, 'V_12')
    .nullish()
    .transform((value) => (value && value.length > 0 ? [...new Set(value as z.output<T>[])] : null));

/** What a visitor sends; whether the locales and page types exist is checked by the operation. */
export const searchQueryInput = z
  .object({
    term: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(searchLimits.termMaxLength, 'V_14'),
    locales: optionalList(localeInput(), searchLimits.maxLocales),
    pageTypes: optionalList(z.string({ invalid_type_error: 'V_12' }).trim().min(1, 'V_12').max(64, 'V_12'), searchLimits.maxPageTypes),
    count: boundedInt(1, searchLimits.maxCount, searchLimits.defaultCount),
    offset: boundedInt(0, searchLimits.maxOffset, 0),
  })
  .strict();
