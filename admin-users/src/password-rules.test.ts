import { describe, expect, it } from '@jest/globals';
import { checkPasswordRules } from '@tessera/admin-kit';
import { passwordChangeErrors } from './password-rules';

const met = (password: string, confirm = password) => Object.fromEntries(checkPasswordRules(password, confirm).map(({ rule, met: ok }) => [rule, ok]));

describe('password rules (SPEC §5)', () => {
  it('needs more than 8 and fewer than 255 characters', () => {
    expect(met('Abcdefg!').length).toBe(false);
    expect(met('Abcdefgh!').length).toBe(true);
    expect(met(`A!${'a'.repeat(252)}`).length).toBe(true);
    expect(met(`A!${'a'.repeat(253)}`).length).toBe(false);
  });

  it('needs an uppercase letter and a special character, as the server counts them', () => {
    expect(met('abcdefghi!')).toMatchObject({ uppercase: false, special: true });
    expect(met('Abcdefghi1')).toMatchObject({ uppercase: true, special: false });
    expect(met('Ébcdefghi€')).toMatchObject({ uppercase: true, special: true });
    expect(met('Abcd efghi')).toMatchObject({ special: false });
  });

  it('needs the confirmation to match a non-empty password', () => {
    expect(met('', '').match).toBe(false);
    expect(met('Abcdefgh!', 'Abcdefgh?').match).toBe(false);
    expect(met('Abcdefgh!', 'Abcdefgh!').match).toBe(true);
  });

  it('names every broken rule with its catalogue code and field', () => {
    expect(passwordChangeErrors({ currentPassword: '', password: 'short', confirm: '' })).toEqual([
      { code: 'V_01', property: 'currentPassword' },
      { code: 'V_09', property: 'password' },
      { code: 'V_10', property: 'password' },
      { code: 'V_08', property: 'confirm' },
    ]);
    expect(passwordChangeErrors({ currentPassword: 'old', password: '', confirm: '' })).toEqual([{ code: 'V_01', property: 'password' }]);
    expect(passwordChangeErrors({ currentPassword: 'old', password: 'N3w-password!', confirm: 'N3w-password!' })).toEqual([]);
  });
});
