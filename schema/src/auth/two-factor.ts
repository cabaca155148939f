import { randomInt } from 'node:crypto';
import { sha256 } from './tokens';

/*
 * The second factor's rules: TOTP codes (RFC 6238: 6 digits, 30-second steps, one step either
 * way for clocks that drift) and ten one-time recovery codes, of which only hashes are kept.
 */

export const recoveryCodeCount = 10;
const totpCode = /^\d{6}$/;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

// otplib and qrcode load with the first two-factor call, not with every gateway (about 60 ms).
const otp = () => import('otplib');

export async function newTotpSecret(): Promise<string> {
  return (await otp()).generateSecret();
}

/** The `otpauth://` address an authenticator app reads from the QR code, and that QR code as SVG. */
export async function totpEnrolment(secret: string, account: string, issuer: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = (await otp()).generateURI({ secret, label: account, issuer });
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}

/** The time step a 6-digit code is right for (now, or one step before or after), or null. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!totpCode.test(code)) return null;
  const result = await (await otp()).verify({ secret, token: code, epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A code as typed: spaces and dashes dropped, lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export function isTotpCode(code: string): boolean {
  return totpCode.test(normalizeCode(code));
}

export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${normalizeCode(code)}`);
}

/** Ten new recovery codes (`xxxxx-xxxxx`, about 49 bits each) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
