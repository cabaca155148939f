import type { Request } from 'express';
import { signSiteCsrfToken, siteCsrfMaxAgeMs } from '@tessera/site';
import { csrfProof, passesCsrf } from './csrf';

/** The two CSRF proofs, decided from headers and cookies alone (no server needed). */
const secret = 'unit-test-secret';
const sessionToken = 'session-bound-token';

function fakeRequest(headers: Record<string, string>, signedIn = true): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
    tessera: { token: 't', csrfToken: sessionToken, viewer: signedIn ? { id: 7 } : null, control: {} },
  } as unknown as Request;
}

describe('CSRF proof', () => {
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };

  it("accepts the session's token (the admin's way)", () => {
    expect(csrfProof(fakeRequest({ ...xhr, 'x-csrf-token': sessionToken }), secret)).toBe('session');
  });

  it('accepts a signed site token that equals the tessera_site_csrf cookie', () => {
    const token = signSiteCsrfToken(secret);
    expect(csrfProof(fakeRequest({ ...xhr, 'x-csrf-token': token, cookie: `a=b; tessera_site_csrf=${token}` }), secret)).toBe('site');
  });

  it('refuses without X-Requested-With, without the cookie, with another cookie, a foreign signature or an expired token', () => {
    const token = signSiteCsrfToken(secret);
    const expired = signSiteCsrfToken(secret, Date.now() - siteCsrfMaxAgeMs - 1);
    const foreign = signSiteCsrfToken('other');
    const cases: Array<Record<string, string>> = [
      { 'x-csrf-token': token, cookie: `tessera_site_csrf=${token}` },
      { ...xhr, 'x-csrf-token': token },
      { ...xhr, 'x-csrf-token': token, cookie: `tessera_site_csrf=${signSiteCsrfToken(secret)}` },
      { ...xhr, 'x-csrf-token': foreign, cookie: `tessera_site_csrf=${foreign}` },
      { ...xhr, 'x-csrf-token': expired, cookie: `tessera_site_csrf=${expired}` },
      { ...xhr, 'x-csrf-token': 'made-up', cookie: 'tessera_site_csrf=made-up' },
    ];
    for (const headers of cases) expect(csrfProof(fakeRequest(headers), secret)).toBeNull();
  });

  it('runs a request that passes only by the site token as a visitor', () => {
    const token = signSiteCsrfToken(secret);
    const bySite = fakeRequest({ ...xhr, 'x-csrf-token': token, cookie: `tessera_site_csrf=${token}` });
    expect(passesCsrf(bySite, secret)).toBe(true);
    expect(bySite.tessera!.viewer).toBeNull();
    const bySession = fakeRequest({ ...xhr, 'x-csrf-token': sessionToken });
    expect(passesCsrf(bySession, secret)).toBe(true);
    expect(bySession.tessera!.viewer).toEqual({ id: 7 });
  });
});
