import { hashPassword, newPassword, verifyPassword } from './password';
import { parseInput } from '../validation/parse-input';
import { z } from 'zod';
import { CodedError } from '../errors/coded-error';

function codesFor(password: unknown): string[] {
  try {
    parseInput(z.object({ password: newPassword() }), { password });
    return [];
  } catch (error) {
    return (error as CodedError).errors.map((e) => e.code);
  }
}

describe('password rules (SPEC §5)', () => {
  it('accepts more than 8 characters with an uppercase and a special character', () => {
    expect(codesFor('Abcdefg!1')).toEqual([]);
  });
  it('needs more than 8 characters (V_10)', () => {
    expect(codesFor('Abcdef!1')).toEqual(['V_10']);
  });
  it('needs fewer than 255 characters (V_11)', () => {
    expect(codesFor(`A!${'a'.repeat(253)}`)).toEqual(['V_11']);
    expect(codesFor(`A!${'a'.repeat(252)}`)).toEqual([]);
  });
  it('needs an uppercase and a special character (V_09)', () => {
    expect(codesFor('abcdefgh!1')).toEqual(['V_09']);
    expect(codesFor('Abcdefgh12')).toEqual(['V_09']);
  });
  it('reports every broken rule at once', () => {
    expect(codesFor('abc')).toEqual(['V_09', 'V_10']);
  });
  it('is required (V_01) and must be text (V_12)', () => {
    expect(codesFor(undefined)).toEqual(['V_01']);
    expect(codesFor('')).toEqual(['V_01']);
    expect(codesFor(42)).toEqual(['V_12']);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, and never a missing hash', async () => {
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('Correct-horse-1');
    await expect(verifyPassword('Correct-horse-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('Correct-horse-2', hash)).resolves.toBe(false);
    await expect(verifyPassword('Correct-horse-1', null)).resolves.toBe(false);
  });
});
