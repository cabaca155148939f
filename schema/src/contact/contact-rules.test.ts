import { CodedError } from '../errors/coded-error';
import { parseInput } from '../validation/parse-input';
import { rateLimitKey } from './contact-client';
import { contactFormMail, oneLine } from './contact-mail';
import { contactFormInput, isPhoneNumber } from './contact-rules';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hello',
  privacyAccepted: true,
  locale: 'en-gb',
};

/** The `code:property` entries a form is refused with, or [] when it passes. */
function problems(form: Record<string, unknown>): string[] {
  try {
    parseInput(contactFormInput, form);
    return [];
  } catch (error) {
    if (!(error instanceof CodedError)) throw error;
    return error.errors.map((e) => `${e.code}:${e.property}`);
  }
}

describe('the phone rule', () => {
  it.each([
    '+31 20 123 4567',
    '+31 (0)20 123 4567',
    '020-1234567',
    '0031 20 1234567',
    '(030) 12 34 56 78',
    '+49 30/1234567',
    '06.12.34.56.78',
    '+1 (555) 010-0199',
    '12345678',
    '+12345678901234',
    '00123456789012345',
  ])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['too few digits', '1234567'],
    ['too many digits', '123456789012345678'],
    ['a letter', '+31 20 CALL NOW'],
    ['an extension word', '020 1234567 ext 12'],
    ['+ inside', '020+1234567'],
    ['two +', '++31201234567'],
    ['a line break', '0201234567\nBcc: x@example.com'],
    ['a tab', '020\t1234567'],
    ['other digits', '٠٢٠١٢٣٤٥٦٧'],
    ['only separators', '(--- ...)'],
  ])('refuses %s', (_why, phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('the contact form input', () => {
  it('passes a valid form, tidied: trimmed, e-mail lowercased, no-break spaces in the phone read as spaces', () => {
    const form = parseInput(contactFormInput, {
      ...valid,
      firstName: '  Ada  ',
      lastName: 'Byron   King',
      email: ' Ada@Example.COM ',
      phone: '+44\u00a020 7946\u202f0958',
      message: '  Line 1\r\nLine 2\rLine 3\u0007  ',
    });
    expect(form).toEqual({
      firstName: 'Ada',
      lastName: 'Byron King',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      message: 'Line 1\nLine 2\nLine 3',
      privacyAccepted: true,
      locale: 'en-gb',
      website: false,
    });
  });

  it('reports every broken rule at once, one code per field', () => {
    expect(problems({})).toEqual(['V_01:firstName', 'V_01:lastName', 'V_01:email', 'V_01:phone', 'V_01:message', 'V_01:privacyAccepted', 'V_01:locale']);
  });

  const long = (what: string, value: string) => ({ toJSON: () => what, value });
  it.each([
    ['firstName', '   ', 'V_01'],
    ['firstName', null, 'V_01'],
    ['firstName', 42, 'V_12'],
    ['firstName', long('101 characters', 'x'.repeat(101)), 'V_14'],
    ['lastName', 'Smith\r\nBcc: victim@example.com', 'V_12'],
    ['lastName', 'Tab\there', 'V_12'],
    ['email', 'not-an-email', 'V_02'],
    ['email', 'a@b', 'V_02'],
    ['email', 'x\n@example.com', 'V_02'],
    ['email', long('262 characters', `${'a'.repeat(250)}@example.com`), 'V_14'],
    ['phone', '', 'V_01'],
    ['phone', '123', 'V_12'],
    ['phone', long('31 digits', '1'.repeat(31)), 'V_14'],
    ['phone', 'call me', 'V_12'],
    ['message', ' \n\t ', 'V_01'],
    ['message', long('5001 characters', 'm'.repeat(5001)), 'V_14'],
    ['privacyAccepted', false, 'V_01'],
    ['privacyAccepted', null, 'V_01'],
    ['privacyAccepted', 'yes', 'V_12'],
    ['locale', 'english', 'V_12'],
  ])('%s = %j is %s', (field, given, code) => {
    const value = given !== null && typeof given === 'object' ? given.value : given;
    const found = problems({ ...valid, [field]: value });
    expect(found.filter((p) => p.endsWith(`:${field}`))).toEqual([`${code}:${field}`]);
  });

  it('counts characters, not UTF-16 units: 100 emoji are a valid name, 5000 a valid message', () => {
    expect(problems({ ...valid, firstName: '😀'.repeat(100), message: '😀'.repeat(5000) })).toEqual([]);
    expect(problems({ ...valid, firstName: '😀'.repeat(101) })).toEqual(['V_14:firstName']);
  });

  it('refuses unknown fields (V_12) but never the honeypot, whatever a bot puts in it', () => {
    expect(problems({ ...valid, admin: true })).toEqual(['V_12:admin']);
    for (const website of ['https://spam.example', 42, true, { a: 1 }, '']) {
      expect(problems({ ...valid, website })).toEqual([]);
    }
    expect(parseInput(contactFormInput, { ...valid, website: 'https://spam.example' }).website).toBe(true);
    expect(parseInput(contactFormInput, { ...valid, website: '   ' }).website).toBe(false);
    expect(parseInput(contactFormInput, { ...valid, website: null }).website).toBe(false);
  });
});

describe('the rate limit key', () => {
  it('is the IPv4 address, also when written IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 prefix of an IPv6 address, however it is written', () => {
    expect(rateLimitKey('2001:db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(rateLimitKey('2001:DB8:85A3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else bounded, and unknown callers share one key', () => {
    expect(rateLimitKey('garbage')).toBe('other:garbage');
    expect(rateLimitKey('x'.repeat(200))).toHaveLength(64);
    expect(rateLimitKey(undefined)).toBe('unknown');
  });
});

describe('the contact mail', () => {
  const content = { ...valid, createdAt: new Date('2026-11-23T16:10:00Z') };

  it('is plain text to the recipient, answers to the visitor, in the language of the site', () => {
    const mail = contactFormMail('office@example.com', content, 'nl-nl');
    expect(mail).toEqual({
      to: 'office@example.com',
      replyTo: 'ada@example.com',
      subject: 'Contactformulier: Ada Lovelace',
      text: expect.stringContaining('Naam: Ada Lovelace\nE-mail: ada@example.com\nTelefoon: +44 20 7946 0958\nTaal van de pagina: en-gb\n'),
    });
    expect(mail.html).toBeUndefined();
    expect(contactFormMail('office@example.com', content, 'xx-yy').subject).toBe('Contact form: Ada Lovelace');
  });

  it('keeps line breaks out of the subject and quotes every line of the message', () => {
    const mail = contactFormMail('office@example.com', { ...content, lastName: 'Evil\r\nBcc: victim@example.com', message: 'Hi\nE-mail: fake@example.com\r\n\u202eevil' }, 'en-gb');
    expect(mail.subject).toBe('Contact form: Ada Evil Bcc: victim@example.com');
    expect(mail.text).toContain('Message:\n> Hi\n> E-mail: fake@example.com\n> evil\n');
  });

  it('bounds one-line values', () => {
    expect([...oneLine('é'.repeat(500))]).toHaveLength(200);
  });
});
