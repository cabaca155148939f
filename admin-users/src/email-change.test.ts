import { emailChanged, ownEmailChangeErrors } from './email-change';

describe('changing one’s own e-mail in the admin', () => {
  it('is a change only when the address differs as the server stores it', () => {
    expect(emailChanged('ada@example.com', ' ADA@Example.com ')).toBe(false);
    expect(emailChanged('ada@example.com', 'ada@example.org')).toBe(true);
  });

  it('asks for the current password only when the address changes', () => {
    expect(ownEmailChangeErrors({ savedEmail: 'ada@example.com', email: 'ada@example.com', currentPassword: '' })).toEqual([]);
    expect(ownEmailChangeErrors({ savedEmail: 'ada@example.com', email: 'new@example.com', currentPassword: '' })).toEqual([{ code: 'V_01', property: 'currentPassword' }]);
    expect(ownEmailChangeErrors({ savedEmail: 'ada@example.com', email: 'new@example.com', currentPassword: 'secret' })).toEqual([]);
  });
});
