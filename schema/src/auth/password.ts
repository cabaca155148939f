import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/** scrypt cost: 2^15 × 8 × 128 B = 32 MiB of memory per hash, ~60 ms on these machines. */
const N = 32768;
const r = 8;
const p = 1;
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

/**
 * SPEC §5: more than 8 and fewer than 255 characters (V_10, V_11), at least one uppercase and
 * one special character (V_09). Every broken rule is reported, not just the first.
 */
export const newPassword = () =>
  z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'V_01' });
      return;
    }
    if (!/\p{Lu}/u.test(value) || !/[^\p{L}\p{N}\s]/u.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'V_09' });
    if (value.length <= 8) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'V_10' });
    if (value.length >= 255) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'V_11' });
  });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A hash of a random password: verifying against it costs what a real check costs. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still spends the time
 * of a real check, so response times do not reveal which e-mails have accounts.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return stored !== null && timingSafeEqual(actual, expected);
}
