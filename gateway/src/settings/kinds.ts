import { isIP } from 'node:net';
import { z } from 'zod';
import { ConfigError } from './config-error';

/**
 * The kinds of value an environment variable holds: a zod schema from the variable's text to its
 * value, and what the message of a bad value says it must be. A schema that knows better says so
 * in its own words (`own`), e.g. which part of a storage URL is wrong.
 */
export interface Kind<T> {
  schema: z.ZodType<T, z.ZodTypeDef, string>;
  expects: string;
}

/** An issue whose message replaces the variable's "must be …" sentence. */
export const ownMessage = { own: true } as const;

/**
 * Thrown by a kind's check with what is wrong in its own words; the message is prefixed with the
 * variable's name unless it already starts with it.
 */
export class Refused extends Error {}

/** A kind whose check is a function: it returns the value or throws Refused (or ConfigError). */
export function checked<T>(expects: string, check: (text: string) => T): Kind<T> {
  return {
    schema: z.string().transform((text, ctx) => {
      try {
        return check(text);
      } catch (error) {
        if (!(error instanceof Refused) && !(error instanceof ConfigError)) throw error;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: error.message, params: ownMessage });
        return z.NEVER;
      }
    }),
    expects,
  };
}

export function whole(least = 0, most = 999_999_999): Kind<number> {
  return {
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(z.number().min(least).max(most)),
    expects: most === 999_999_999 ? `a whole number of at least ${least}` : `a whole number from ${least} to ${most}`,
  };
}

/** A number that may have a fraction, of `unit`s (megabytes, hours). */
export function decimal(least: number, unit: string): Kind<number> {
  return {
    schema: z
      .string()
      .regex(/^\d{1,9}(\.\d+)?$/)
      .transform(Number)
      .pipe(z.number().min(least)),
    expects: least === 0 ? `a number of ${unit}` : `a number of ${unit}, at least ${least}`,
  };
}

const yes = ['1', 'true', 'yes', 'on'] as const;
const no = ['0', 'false', 'no', 'off'] as const;

export const flag: Kind<boolean> = {
  schema: z
    .string()
    .toLowerCase()
    .pipe(z.enum([...yes, ...no]))
    .transform((text) => (yes as readonly string[]).includes(text)),
  expects: 'true or false (or on/off, yes/no, 1/0)',
};

export function oneOf<T extends string>(...values: [T, ...T[]]): Kind<T> {
  return { schema: z.string().toLowerCase().pipe(z.enum(values)), expects: `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` };
}

export const text: Kind<string> = { schema: z.string(), expects: 'text' };

export const email: Kind<string> = { schema: z.string().email(), expects: 'an e-mail address' };

/** A URL with one of these schemes (`postgresql:`, `http:`, …). */
export function url(expects: string, ...protocols: string[]): Kind<string> {
  return {
    schema: z
      .string()
      .url()
      .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    expects,
  };
}

/** Comma separated values, each checked by `each` (an empty entry is left out). */
export function list<T>(expects: string, each: (entry: string) => T): Kind<T[]> {
  return checked(expects, (value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(each),
  );
}

/** JSON checked by a zod schema (the admin's remotes and navigation). */
export function json<T>(expects: string, schema: z.ZodType<T>): Kind<T> {
  return checked(expects, (value) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Refused(`is not JSON (${expects})`);
    }
    const result = schema.safeParse(parsed);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new Refused(`${issue.path.length > 0 ? `at ${issue.path.join('.')}: ` : ''}${issue.message} (${expects})`);
  });
}

/** An address or subnet (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrSubnet(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  return version !== 0 && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32)));
}
