import { describe, expect, it } from '@jest/globals';
import { errorsAt, formFromValue, richTextValue, siteTextKeys, unplacedErrors, valueFromForm } from './site-texts';

describe('site texts: form ↔ value', () => {
  it('opens a text never set as a form of blanks, for every key', () => {
    expect(formFromValue('footer', null)).toEqual({ text: '', links: [] });
    expect(formFromValue('cookie-consent', null)).toEqual({ title: '', message: '', acceptLabel: '', rejectLabel: '', settingsLabel: '' });
    expect(formFromValue('privacy-statement', null)).toEqual({ title: '', body: '' });
    expect(formFromValue('training', null)).toEqual({ title: '', intro: '', items: [] });
    expect(formFromValue('contact', undefined)).toEqual({ phone: '', intro: '' });
  });

  it('round-trips every stored value unchanged', () => {
    const stored = {
      footer: { text: '<p>Made in <strong>Utrecht</strong></p>', links: [{ label: 'Privacy', href: 'https://example.com/privacy' }] },
      'cookie-consent': { title: 'Cookies', message: '<p>We use cookies.</p>', acceptLabel: 'Accept', rejectLabel: 'Reject', settingsLabel: 'Settings' },
      'privacy-statement': { title: 'Privacy', body: '<p>Long text</p>' },
      'cookie-statement': { title: 'Cookie statement', body: '<p>Cookies</p>' },
      training: { title: 'Training', intro: '<p>Learn</p>', items: [{ title: 'Basics', text: '<p>Day one</p>' }] },
      contact: { phone: '+31 20 123 4567', intro: '<p>Call us</p>' },
    };
    for (const key of siteTextKeys) expect(valueFromForm(key, formFromValue(key, stored[key]))).toEqual(stored[key]);
  });

  it('tolerates stored values of the wrong shape', () => {
    expect(formFromValue('footer', { text: 5, links: 'nope' })).toEqual({ text: '', links: [] });
    expect(formFromValue('training', { title: 'T', items: [null, { title: 'A' }, 'x'] })).toEqual({ title: 'T', intro: '', items: [{ title: 'A', text: '' }] });
  });

  it('trims plain text, treats an emptied editor as empty, keeps every row so error paths match the screen', () => {
    const value = valueFromForm('footer', {
      text: '<p></p>',
      links: [
        { label: ' Home ', href: ' https://example.com ' },
        { label: '', href: '' },
      ],
    });
    expect(value).toEqual({
      text: '',
      links: [
        { label: 'Home', href: 'https://example.com' },
        { label: '', href: '' },
      ],
    });
    expect(valueFromForm('contact', { phone: ' 020 123 ', intro: '<p><br></p>' })).toEqual({ phone: '020 123', intro: '' });
    expect(richTextValue('<p>&nbsp;</p><p> </p>')).toBe('');
    expect(richTextValue(' <p>Text</p> ')).toBe('<p>Text</p>');
  });

  it('places the server errors on the field they name and leaves the rest for the form', () => {
    const errors = [
      { code: 'V_13', property: 'value.links.1.href' },
      { code: 'V_01', property: 'value.title' },
      { code: 'V_14', property: 'value.links' },
      { code: 'V_12', property: 'locale' },
    ];
    expect(errorsAt(errors, 'links.1.href')).toEqual([errors[0]]);
    expect(errorsAt(errors, 'title')).toEqual([errors[1]]);
    expect(errorsAt(errors, 'links')).toEqual([errors[2]]);
    expect(unplacedErrors(errors, ['links', 'links.1.href', 'title'])).toEqual([errors[3]]);
  });
});
