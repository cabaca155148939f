import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie the islands copy the page's token into (double submit). */
export const siteCsrfCookie = 'tessera_site_csrf';
/** How long a token from a rendered page is honoured; the HTML cache re-renders well before. */
export const siteCsrfMaxAgeMs = 7 * 24 * 60 * 60_000;

function signature(secret: string, payload: string): string {
  // Domain-separated from the session CSRF HMAC (`csrf:{session}`), which uses the same secret.
  return createHmac('sha256', secret).update(`site-csrf:${payload}`).digest('base64url');
}

/**
 * A token for the public site's pages: `nonce.timestamp.HMAC(secret, nonce.timestamp)`. It is
 * bound to no session, so one cached copy of a page can carry it for every visitor; what it
 * proves is that the page came from this installation recently.
 */
export function signSiteCsrfToken(secret: string, now = Date.now()): string {
  const payload = `${randomBytes(16).toString('base64url')}.${now.toString(36)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** True for a token this installation signed, younger than `maxAgeMs` (constant-time compare). */
export function verifySiteCsrfToken(secret: string, token: string, now = Date.now(), maxAgeMs = siteCsrfMaxAgeMs): boolean {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expected = Buffer.from(signature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now - parseInt(match[2], 36);
  // A small allowance for clocks of instances that disagree a little.
  return age <= maxAgeMs && age >= -60_000;
}
