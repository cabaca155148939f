import { signSiteCsrfToken, siteCsrfMaxAgeMs, verifySiteCsrfToken } from './site-csrf-token';

const secret = 'a-test-secret-of-some-length';

describe('site CSRF token', () => {
  it('is nonce.timestamp.signature and verifies with the secret that made it', () => {
    const token = signSiteCsrfToken(secret);
    expect(token.split('.')).toHaveLength(3);
    expect(verifySiteCsrfToken(secret, token)).toBe(true);
    expect(verifySiteCsrfToken('another-secret', token)).toBe(false);
  });

  it('differs on every rendering', () => {
    expect(signSiteCsrfToken(secret)).not.toBe(signSiteCsrfToken(secret));
  });

  it('refuses a token older than seven days, and one from the future', () => {
    const now = Date.now();
    expect(verifySiteCsrfToken(secret, signSiteCsrfToken(secret, now - siteCsrfMaxAgeMs + 1000), now)).toBe(true);
    expect(verifySiteCsrfToken(secret, signSiteCsrfToken(secret, now - siteCsrfMaxAgeMs - 1000), now)).toBe(false);
    expect(verifySiteCsrfToken(secret, signSiteCsrfToken(secret, now + 10 * 60_000), now)).toBe(false);
  });

  it('refuses a changed timestamp, nonce or signature, and garbage', () => {
    const [nonce, time, mac] = signSiteCsrfToken(secret).split('.');
    expect(verifySiteCsrfToken(secret, `${nonce}.${(parseInt(time, 36) + 1).toString(36)}.${mac}`)).toBe(false);
    expect(verifySiteCsrfToken(secret, `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}.${time}.${mac}`)).toBe(false);
    expect(verifySiteCsrfToken(secret, `${nonce}.${time}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    for (const junk of ['', '...', 'a.b.c', `${nonce}.${time}`]) expect(verifySiteCsrfToken(secret, junk)).toBe(false);
  });
});
