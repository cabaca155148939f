import { z } from 'zod';
import { CodedError } from '../errors/coded-error';

/*
 * Limits and input rules of the translation workflow (issue 36).
 */

export const translationLimits = {
  /** An XLIFF upload: refused past this while it streams in, before it is parsed. */
  xliffMaxBytes: 10 * 1024 * 1024,
  /** Pages one XLIFF export may hold. */
  exportMaxPages: 500,
  /** A machine translation answer larger than this is cut off and refused. */
  machineTranslationMaxBytes: 5 * 1024 * 1024,
  machineTranslationTimeoutMs: 20_000,
} as const;

/** `1,2,3` (REST's query string) or [1, 2, 3] (GraphQL): distinct ids, in the given order. */
export const pageIdList = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
            .map((id) => (/^\d+$/.test(id) ? Number(id) : id))
        : value,
    z
      .array(z.number({ invalid_type_error: 'V_12' }).int('V_12').positive('V_12'), { invalid_type_error: 'V_12' })
      .max(translationLimits.exportMaxPages, 'V_14')
      .transform((ids) => [...new Set(ids)]),
  );

/** V_12 on `property` unless `ok`. */
export function requireValid(ok: boolean, property: string): void {
  if (!ok) throw new CodedError('V_12', property);
}
