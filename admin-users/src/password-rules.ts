import type { ErrorEntry } from '@tessera/admin-kit';

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
