import { randomBytes } from 'node:crypto';
import { challengeOf, passkeyChallengeLifetimeMs, signedChallenge, signedChallengeExpiry, userHandle } from './passkeys';

/** The signed sign-in challenges (nothing stored until one is answered) and the user handle. */
describe('passkey sign-in challenges', () => {
  const key = randomBytes(32);
  const now = Date.UTC(2026, 11, 7, 12);

  it('are accepted by their own key until they expire', () => {
    const challenge = signedChallenge(key, now);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(signedChallengeExpiry(key, challenge, now)?.getTime()).toBe(now + passkeyChallengeLifetimeMs);
    expect(signedChallengeExpiry(key, challenge, now + passkeyChallengeLifetimeMs - 1)).not.toBeNull();
    expect(signedChallengeExpiry(key, challenge, now + passkeyChallengeLifetimeMs)).toBeNull();
    expect(signedChallenge(key, now)).not.toBe(challenge);
  });

  it('are refused with another key, altered, cut short or padded', () => {
    const challenge = signedChallenge(key, now);
    expect(signedChallengeExpiry(randomBytes(32), challenge, now)).toBeNull();
    const bytes = Buffer.from(challenge, 'base64url');
    bytes[20] ^= 1; // a later expiry, without the key
    expect(signedChallengeExpiry(key, bytes.toString('base64url'), now)).toBeNull();
    expect(signedChallengeExpiry(key, challenge.slice(0, -2), now)).toBeNull();
    expect(signedChallengeExpiry(key, `${challenge}==`, now)).toBeNull();
    expect(signedChallengeExpiry(key, '', now)).toBeNull();
  });
});

describe('passkey helpers', () => {
  it('read the challenge from clientDataJSON, and nothing from what is not JSON', () => {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'abc', origin: 'http://localhost' })).toString('base64url');
    expect(challengeOf(clientData)).toBe('abc');
    expect(challengeOf(Buffer.from('not json').toString('base64url'))).toBeNull();
    expect(challengeOf(Buffer.from('{"challenge":1}').toString('base64url'))).toBeNull();
  });

  it('give each user one handle that names nothing', () => {
    const key = randomBytes(32);
    expect(Buffer.from(userHandle(key, 7))).toEqual(Buffer.from(userHandle(key, 7)));
    expect(Buffer.from(userHandle(key, 7))).not.toEqual(Buffer.from(userHandle(key, 8)));
    expect(userHandle(key, 7)).toHaveLength(16);
  });
});
