import type { NextFunction, Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { safeEqual } from '@tessera/schema';
import { siteCsrfCookie, verifySiteCsrfToken } from '@tessera/site';
import { sendErrors } from './send-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How a state-changing request proves it came from our own pages; null when it does not.
 * Both ways need an X-Requested-With header (a cross-site form cannot set one, and a cross-site
 * script cannot send one without a CORS preflight we never grant). Then:
 *
 * - `session`: the X-CSRF-TOKEN of the caller's session (an HMAC of the session cookie). The
 *   admin does this; the token is never in a cacheable page.
 * - `api-token`: the call came with `Authorization: Bearer tsr_…` (api-token-auth.ts), which a
 *   browser never sends to another site on its own, and no CORS lets a script send.
 * - `site`: a signed double submit, for the public site's islands. The HTML cache keeps one copy
 *   of a page for every visitor, so its token cannot be bound to a session. Instead the page
 *   carries `nonce.timestamp.HMAC(secret, …)` made when the copy was rendered; the island copies
 *   it into the `tessera_site_csrf` cookie (SameSite=Strict) and sends it as X-CSRF-TOKEN. A
 *   forger on another site can neither read nor write our cookies, so cannot make the two agree;
 *   the signature stops a value that we did not hand out (e.g. one planted through a sibling
 *   domain's cookie without ever fetching our page), and the 7-day limit bounds how long a copy
 *   is honoured. Both compares are constant-time.
 */
export function csrfProof(req: Request, siteSecret: string): 'session' | 'site' | 'api-token' | null {
  if (req.tessera?.byToken) return 'api-token';
  const token = req.get('x-csrf-token');
  if (!req.get('x-requested-with') || !token) return null;
  if (req.tessera?.csrfToken && safeEqual(token, req.tessera.csrfToken)) return 'session';
  const cookie = parseCookies(req.headers.cookie ?? '')[siteCsrfCookie];
  if (cookie && safeEqual(token, cookie) && verifySiteCsrfToken(siteSecret, token)) return 'site';
  return null;
}

/**
 * True when a state-changing request passes either proof. A request that passes only by the
 * site's token is run as an anonymous visitor even when a session cookie came along: that token
 * is public (it is in every cached page), so it may not stand in for a signed-in editor's
 * session-bound one. The islands only make visitor calls (contact form, search), which are
 * the same either way.
 */
export function passesCsrf(req: Request, siteSecret: string): boolean {
  const proof = csrfProof(req, siteSecret);
  if (proof === 'site' && req.tessera) req.tessera.viewer = null;
  return proof !== null;
}

/**
 * REST: every POST, PUT, PATCH and DELETE needs the CSRF proof; 403 V_04 otherwise. rest.ts
 * leaves it off a route that changes nothing (RestRoute.changesNothing: the session fetch, which
 * answers what GET user answers; a cross-site caller can read neither, as no CORS is granted).
 */
export function csrfGuard(siteSecret: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (safeMethods.has(req.method) || passesCsrf(req, siteSecret)) {
      next();
      return;
    }
    sendErrors(res, 403, [{ code: 'V_04', property: 'csrf' }]);
  };
}
