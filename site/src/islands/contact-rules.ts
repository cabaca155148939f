/** SPEC §5 contact form rules, as the browser checks them before sending (the server checks again). */
export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  privacyAccepted: boolean;
}

export type ContactProblem = 'required' | 'email' | 'phone' | 'privacy';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The server's rule (schema/src/contact/contact-rules.ts): digits with the separators people
 * write, one + only in front, 8 to 17 digits (E.164's 15, or 00 for +), at most 30 characters.
 */
const phoneShape = /^\+?[0-9 ()./-]+$/;
const phoneDigits = { min: 8, max: 17 };

export function contactProblems(input: ContactInput): Partial<Record<keyof ContactInput, ContactProblem>> {
  const problems: Partial<Record<keyof ContactInput, ContactProblem>> = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'message'] as const) {
    if (!input[field].trim()) problems[field] = 'required';
  }
  if (!problems.email && !emailShape.test(input.email.trim())) problems.email = 'email';
  const phone = input.phone.replace(/[\u00a0\u2007\u202f]/g, ' ').trim();
  const digits = phone.replace(/\D/g, '').length;
  if (!problems.phone && (!phoneShape.test(phone) || phone.length > 30 || digits < phoneDigits.min || digits > phoneDigits.max)) problems.phone = 'phone';
  if (!input.privacyAccepted) problems.privacyAccepted = 'privacy';
  return problems;
}
