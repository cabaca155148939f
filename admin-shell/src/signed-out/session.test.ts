import { describe, expect, it } from '@jest/globals';
import { challengeExpired, secondStepOf } from './session';

describe('the second step of a sign-in', () => {
  const challenge = 'c'.repeat(43);

  it('asks for a code after AUTH_07, and for setting the app up after AUTH_09', () => {
    expect(secondStepOf([{ code: 'AUTH_07' }], { challenge })).toEqual({ kind: 'code', challenge });
    expect(secondStepOf([{ code: 'AUTH_09' }], { challenge })).toEqual({ kind: 'setup', challenge });
  });

  it('is no second step without a challenge, or for any other refusal', () => {
    expect(secondStepOf([{ code: 'AUTH_07' }], undefined)).toBeNull();
    expect(secondStepOf([{ code: 'AUTH_07' }], { challenge: '' })).toBeNull();
    expect(secondStepOf([{ code: 'AUTH_07' }], { challenge: 42 })).toBeNull();
    expect(secondStepOf([{ code: 'AUTH_01' }], { challenge })).toBeNull();
    expect(secondStepOf([], { challenge })).toBeNull();
  });

  it('goes back to the password when the challenge ran out (V_05 on challenge), not for a wrong code', () => {
    expect(challengeExpired([{ code: 'V_05', property: 'challenge' }])).toBe(true);
    expect(challengeExpired([{ code: 'AUTH_08', property: 'code' }])).toBe(false);
    expect(challengeExpired([{ code: 'V_05', property: 'token' }])).toBe(false);
  });
});
