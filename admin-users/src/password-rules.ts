import type { ErrorEntry } from '@tessera/admin-kit';

export type PasswordRule = 'length' | 'uppercase' | 'special' | 'match';

export interface PasswordRuleCheck {
  rule: PasswordRule;
  met: boolean;
}

/**
 * SPEC §5 password rules, the same tests the server applies: more than 8 and fewer than 255
 * characters (V_10, V_11), an uppercase letter and a special character (V_09), and a matching
 * confirmation (V_08).
 */
export function checkPasswordRules(password: string, confirm: string): PasswordRuleCheck[] {
  return [
    { rule: 'length', met: password.length > 8 && password.length < 255 },
    { rule: 'uppercase', met: /\p{Lu}/u.test(password) },
    { rule: 'special', met: /[^\p{L}\p{N}\s]/u.test(password) },
    { rule: 'match', met: password.length > 0 && password === confirm },
  ];
}

/** The coded errors of a password change that the server would refuse, before sending it. */
export function passwordChangeErrors(input: { currentPassword: string; password: string; confirm: string }): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  if (!input.currentPassword) errors.push({ code: 'V_01', property: 'currentPassword' });
  if (!input.password) {
    errors.push({ code: 'V_01', property: 'password' });
  } else {
    if (!/\p{Lu}/u.test(input.password) || !/[^\p{L}\p{N}\s]/u.test(input.password)) errors.push({ code: 'V_09', property: 'password' });
    if (input.password.length <= 8) errors.push({ code: 'V_10', property: 'password' });
    if (input.password.length >= 255) errors.push({ code: 'V_11', property: 'password' });
  }
  if (input.password !== input.confirm) errors.push({ code: 'V_08', property: 'confirm' });
  return errors;
}
