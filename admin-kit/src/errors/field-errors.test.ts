import { describe, expect, it } from '@jest/globals';
import { changeLanguage, createI18n } from '../i18n/i18n';
import { fieldError, formErrors, missingFields } from './field-errors';

describe('field errors', () => {
  const errors = [{ code: 'V_06', property: 'slug' }, { code: 'V_01', property: 'input.title' }, { code: 'V_12', property: 'newLocale' }, { code: 'G_01' }];

  it('names the field by its label in the interface language', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'nl');
    expect(fieldError(i18n.t, errors, 'Titel', 'title')).toBe('Het veld Titel is verplicht.');
    expect(fieldError(i18n.t, errors, 'Taal', 'locale', 'newLocale')).toBe('Het veld Taal is niet geldig.');
    expect(fieldError(i18n.t, errors, 'Type', 'type')).toBeUndefined();
  });

  it('leaves the errors of no field to the form', () => {
    expect(formErrors(errors, ['slug', 'title', 'locale', 'newLocale'])).toEqual([{ code: 'G_01' }]);
  });

  it('reports empty required fields as V_01', () => {
    expect(missingFields({ title: ' ', slug: 'about', type: null, locale: undefined })).toEqual([
      { code: 'V_01', property: 'title' },
      { code: 'V_01', property: 'type' },
      { code: 'V_01', property: 'locale' },
    ]);
  });
});
