import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import { email, localeInput } from '../validation/parse-input';

/** Field limits of the contact form; lengths count characters as PostgreSQL does. */
export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/**
 * The phone rule, for numbers from anywhere: digits with the separators people write (spaces,
 * `-`, `.`, `/`, parentheses) and at most one `+`, in front. It must hold 8 to 17 digits: E.164
 * numbers have at most 15, and 17 leaves room for writing the `00` international prefix instead
 * of `+`; fewer than 8 is not a reachable number from abroad (add the country code). No letters,
 * so no "ext." suffixes.
 */
export const phoneDigits = { min: 8, max: 17 } as const;
const phoneCharacters = /^\+?[0-9 ()./-]+$/;

/** Spaces a phone number may be pasted with (no-break, figure and narrow no-break spaces) read as spaces. */
function normalizePhone(raw: string): string {
  return raw
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .trim()
    .replace(/ {2,}/g, ' ');
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return phoneCharacters.test(value) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/** Control characters and line breaks: a one-line field never holds them (they would reach mail headers). */
const lineBreaking = /[\p{Cc}\u2028\u2029]/u;

const characters = (value: string) => [...value].length;

/** One issue per field: the code of the first rule it breaks. */
function reportFirst(ctx: z.RefinementCtx, checks: ReadonlyArray<readonly [boolean, ErrorCode]>): void {
  const broken = checks.find(([fails]) => fails);
  if (broken) ctx.addIssue({ code: z.ZodIssueCode.custom, message: broken[1] });
}

/** A one-line text: composed, trimmed, inner runs of spaces folded; blank V_01, too long V_14, line breaks V_12. */
export const singleLine = (max: number) =>
  z
    .string()
    .transform((raw) => raw.normalize('NFC').trim().replace(/ {2,}/g, ' '))
    .superRefine((value, ctx) =>
      reportFirst(ctx, [
        [value === '', 'V_01'],
        [characters(value) > max, 'V_14'],
        [lineBreaking.test(value), 'V_12'],
      ]),
    );

/** A phone number by the rule above: blank V_01, too long V_14, anything else off V_12. */
export const phoneNumber = () =>
  z
    .string()
    .transform(normalizePhone)
    .superRefine((value, ctx) =>
      reportFirst(ctx, [
        [value === '', 'V_01'],
        [characters(value) > contactLimits.phone, 'V_14'],
        [!isPhoneNumber(value), 'V_12'],
      ]),
    );

/**
 * The message: line breaks kept (as \n), other control characters dropped since nobody can see or
 * fix them; blank V_01, too long V_14.
 */
export const messageText = () =>
  z
    .string()
    .transform((raw) =>
      raw
        .normalize('NFC')
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]/gu, '')
        .trim(),
    )
    .superRefine((value, ctx) =>
      reportFirst(ctx, [
        [value === '', 'V_01'],
        [characters(value) > contactLimits.message, 'V_14'],
      ]),
    );

/** SPEC §5: the privacy statement must be accepted. Anything but `true` is V_01, a non-boolean V_12. */
const privacyAccepted = () =>
  z.unknown().superRefine((value, ctx) => {
    if (value === true) return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: value === undefined || value === null || value === false ? 'V_01' : 'V_12' });
  });

/**
 * The honeypot: a field people never see or fill (the site hides it). Whatever a bot puts there
 * is never refused, so it learns nothing; any content marks the submission as a bot's.
 */
const honeypot = () =>
  z
    .unknown()
    .optional()
    .transform((value) => value !== undefined && value !== null && value !== false && String(value).trim() !== '');

/** SPEC §3 and §5: the contact form, plus the page's locale and the honeypot `website`. */
export const contactFormInput = z
  .object({
    firstName: singleLine(contactLimits.name),
    lastName: singleLine(contactLimits.name),
    email: email(),
    phone: phoneNumber(),
    message: messageText(),
    privacyAccepted: privacyAccepted(),
    locale: localeInput(),
    website: honeypot(),
  })
  .strict();

export type ContactForm = z.output<typeof contactFormInput>;
