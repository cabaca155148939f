import { contactProblems } from './contact-rules';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+31 20 123 4567', message: 'Hello', privacyAccepted: true };

describe('contact form rules (SPEC §5)', () => {
  it('passes a complete form', () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it('needs every field, a valid e-mail and phone, and the privacy statement accepted', () => {
    expect(contactProblems({ firstName: ' ', lastName: '', email: '', phone: '', message: '', privacyAccepted: false })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      message: 'required',
      privacyAccepted: 'privacy',
    });
    expect(contactProblems({ ...valid, email: 'ada@' })).toEqual({ email: 'email' });
    expect(contactProblems({ ...valid, phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(contactProblems({ ...valid, phone: '123' })).toEqual({ phone: 'phone' });
    // The server's phone rule: 8 to 17 digits, separators, one + in front, at most 30 characters.
    for (const phone of ['020 1234567', '+49 (30) 1234-5678', '0031.20.123.4567', '06\u00a012345678']) expect([phone, contactProblems({ ...valid, phone })]).toEqual([phone, {}]);
    for (const phone of ['1234567', '+31 20 123 4567 8901 234', '31+20 1234567', '+31 20 123 4567 ext 1', '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0'])
      expect([phone, contactProblems({ ...valid, phone })]).toEqual([phone, { phone: 'phone' }]);
  });
});
