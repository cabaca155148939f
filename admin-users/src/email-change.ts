import type { ErrorEntry } from '@tessera/admin-kit';

/** Whether the e-mail typed is another address than the saved one, read as the server stores it (trimmed, lower case). */
export function emailChanged(saved: string, typed: string): boolean {
  return saved.trim().toLowerCase() !== typed.trim().toLowerCase();
}

/**
 * The server asks for the current password when users change their own e-mail (V_01 without
 * it): refused here before sending, like the password change's own rules.
 */
export function ownEmailChangeErrors(input: { savedEmail: string; email: string; currentPassword: string }): ErrorEntry[] {
  return emailChanged(input.savedEmail, input.email) && !input.currentPassword ? [{ code: 'V_01', property: 'currentPassword' }] : [];
}
