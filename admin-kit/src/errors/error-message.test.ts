import { describe, expect, it } from '@jest/globals';
import type { i18n } from 'i18next';
import { changeLanguage, createI18n, type Language } from '../i18n/i18n';
import { errorMessage, type ErrorEntry } from './error-message';

// The server's own list, which the admin shares: every code it can answer has a text here.
import { errorCodes } from '@tessera/content-model';

/** SPEC §8 and Tessera's additions (PM_02, ML_04, ML_05, ST_01, …), as the server declares them. */
const catalogue: string[] = [...errorCodes];
const languages: Language[] = ['en', 'nl', 'de', 'fr'];

async function instanceIn(language: Language): Promise<i18n> {
  const instance = createI18n();
  await changeLanguage(instance, language);
  return instance;
}

async function messageIn(language: Language, error: ErrorEntry): Promise<string> {
  return errorMessage((await instanceIn(language)).t, error);
}

describe('errorMessage', () => {
  it('takes only codes of the catalogue (typed: a code the server cannot send does not compile)', () => {
    // @ts-expect-error PM_20 is no catalogue code: npm run typecheck fails if ErrorEntry takes any string.
    const typo: ErrorEntry = { code: 'PM_20' };
    const known: ErrorEntry = { code: 'PM_02' };
    expect([typo.code, known.code]).toEqual(['PM_20', 'PM_02']);
  });

  it('covers the whole catalogue', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    expect(catalogue).toEqual(expect.arrayContaining(['V_01', 'V_18', 'UM_10', 'PM_02', 'ML_05', 'ST_01']));
  });

  it.each(languages)('has a text for every catalogue code in %s', async (language) => {
    const t = (await instanceIn(language)).t;
    const english = (await instanceIn('en')).t;
    for (const code of catalogue) {
      const message = errorMessage(t, { code, property: 'email' });
      expect(message).not.toBe(t('errors.unknown', { code }));
      expect(message).not.toMatch(/\{\{|\}\}/);
      // i18next falls back to English for a missing key: a translation must read differently.
      if (language !== 'en') expect([code, message]).not.toEqual([code, errorMessage(english, { code, property: 'email' })]);
    }
  });

  it('substitutes the translated property name when there is one', async () => {
    expect(await messageIn('en', { code: 'V_01', property: 'email' })).toBe('The e-mail field is required.');
    expect(await messageIn('nl', { code: 'V_01', property: 'email' })).toBe('Het veld e-mail is verplicht.');
    expect(await messageIn('de', { code: 'V_12', property: 'password' })).toBe('Das Feld „Passwort“ ist ungültig.');
    expect(await messageIn('fr', { code: 'V_01', property: 'currentPassword' })).toBe('Le champ mot de passe actuel est obligatoire.');
  });

  it('substitutes the raw property name when it has no translation', async () => {
    expect(await messageIn('en', { code: 'V_01', property: 'slug' })).toBe('The slug field is required.');
    expect(await messageIn('nl', { code: 'V_12', property: 'slug' })).toBe('Het veld slug is niet geldig.');
  });

  it('uses the last segment of a dotted property path', async () => {
    expect(await messageIn('en', { code: 'V_01', property: 'profile.name' })).toBe('The name field is required.');
    expect(await messageIn('fr', { code: 'V_01', property: 'profile.name' })).toBe('Le champ nom est obligatoire.');
    expect(await messageIn('en', { code: 'V_01', property: 'input.profile.seoTitle' })).toBe('The seoTitle field is required.');
  });

  it('names the value when the error has no property', async () => {
    expect(await messageIn('en', { code: 'V_01' })).toBe('The value field is required.');
    expect(await messageIn('de', { code: 'V_01', property: null })).toBe('Das Feld „Wert“ ist erforderlich.');
  });

  it('capitalises the property at the start of V_06', async () => {
    expect(await messageIn('en', { code: 'V_06', property: 'email' })).toBe('E-mail already exists.');
    expect(await messageIn('en', { code: 'V_06', property: 'slug' })).toBe('Slug already exists.');
    expect(await messageIn('de', { code: 'V_06', property: 'currentPassword' })).toBe('Aktuelles Passwort existiert bereits.');
    expect(await messageIn('fr', { code: 'V_06', property: 'profile.name' })).toBe('Nom existe déjà.');
  });

  it('reads "Error (code: X)" for an unknown code, translated', async () => {
    expect(await messageIn('en', { code: 'XYZ_9' })).toBe('Error (code: XYZ_9)');
    expect(await messageIn('nl', { code: 'XYZ_9' })).toBe('Fout (code: XYZ_9)');
    expect(await messageIn('de', { code: 'XYZ_9' })).toBe('Fehler (Code: XYZ_9)');
    expect(await messageIn('fr', { code: 'XYZ_9' })).toBe('Erreur (code : XYZ_9)');
  });

  it('translates the texts without a property as they are', async () => {
    expect(await messageIn('en', { code: 'AUTH_03' })).toBe('Too many login attempts. Try again after 10 minutes.');
    expect(await messageIn('nl', { code: 'G_01' })).toBe('Er is iets misgegaan, probeer het later opnieuw.');
    expect(await messageIn('de', { code: 'UM_01' })).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.');
    expect(await messageIn('fr', { code: 'ML_03' })).toBe('Existe déjà dans ce dossier.');
  });
});
