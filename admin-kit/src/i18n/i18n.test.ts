/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { altTextPromptMessages } from '../fields/alt-text-prompt-messages';
import { fieldControlMessages } from '../fields/field-control-messages';
import { changeLanguage, createI18n, formatDate, languageLoaded, languageOf, loadLanguage, registerMessages, defineMessages, type Language } from './i18n';
import { interfaceTexts } from './interface-texts';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';
import { flatten, keysUsedIn, placeholders, sourceFiles, type Tree } from './message-checks';

/** Every language's interface texts, as the chunks hold them. */
const resources: Record<Language, { translation: object }> = { en: { translation: en }, nl: { translation: nl }, de: { translation: de }, fr: { translation: fr } };
const english = resources.en.translation as Tree;
const translations = (Object.keys(resources) as Language[]).filter((language) => language !== 'en');

const englishTexts = flatten(english);

describe('languageOf', () => {
  it('strips the region of a locale', () => {
    expect(languageOf('nl-NL')).toBe('nl');
    expect(languageOf('de_de')).toBe('de');
    expect(languageOf('fr-fr')).toBe('fr');
    expect(languageOf('en-gb')).toBe('en');
    expect(languageOf('NL')).toBe('nl');
  });

  it('falls back to English for an unknown, empty or missing locale', () => {
    expect(languageOf('es-ES')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(null)).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});

describe('createI18n', () => {
  it('starts in the language of the given locale, English otherwise', () => {
    expect(createI18n('de-DE').language).toBe('de');
    expect(createI18n('pt-BR').language).toBe('en');
  });

  it('holds the interface texts of a language only once it is loaded, one language at a time', async () => {
    const instance = createI18n('nl');
    expect(languageLoaded(instance, 'nl')).toBe(false);
    expect(instance.t('common.save')).toBe('common.save');
    await loadLanguage(instance, 'nl-NL');
    expect(languageLoaded(instance, 'nl')).toBe(true);
    expect(instance.t('common.save')).toBe(nl.common.save);
    expect(instance.hasResourceBundle('de', 'translation')).toBe(false);
    await changeLanguage(instance, 'de-de');
    expect(instance.language).toBe('de');
    expect(instance.t('common.save')).toBe(de.common.save);
  });

  it("keeps a remote's texts registered before its language's interface texts arrive", async () => {
    registerMessages(defineMessages({ probe: { early: 'Early' } }, { nl: { probe: { early: 'Vroeg' } }, de: { probe: { early: 'Früh' } }, fr: { probe: { early: 'Tôt' } } }));
    const instance = createI18n('fr');
    await loadLanguage(instance, 'fr');
    expect([instance.t('probe.early'), instance.t('common.save')]).toEqual(['Tôt', fr.common.save]);
  });

  it('fetches each language from its own chunk', async () => {
    expect(await interfaceTexts.en()).toBe(en);
    expect(await interfaceTexts.fr()).toBe(fr);
  });
});

describe('interface texts', () => {
  it.each(translations)('%s has exactly the keys of English', (language) => {
    const texts = flatten(resources[language].translation as Tree);
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it.each(Object.keys(resources) as Language[])('%s has a non-empty text for every key', (language) => {
    const notText = [...flatten(resources[language].translation as Tree)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(notText.map(([key]) => key)).toEqual([]);
  });

  it.each(translations)('%s keeps the placeholders of every English text', (language) => {
    const texts = flatten(resources[language].translation as Tree);
    const differing = [...englishTexts].filter(([key, text]) => JSON.stringify(placeholders(String(texts.get(key) ?? ''))) !== JSON.stringify(placeholders(String(text)))).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(translations)('%s keeps the product name Tessera', (language) => {
    const texts = flatten(resources[language].translation as Tree);
    const lost = [...englishTexts].filter(([key, text]) => String(text).includes('Tessera') && !String(texts.get(key)).includes('Tessera'));
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it.each(translations)('%s is a translation, not a copy of English', (language) => {
    const texts = flatten(resources[language].translation as Tree);
    // Product and language names, "Status" and the like may read the same; most texts may not.
    const same = [...englishTexts].filter(([key, text]) => texts.get(key) === text);
    expect(same.length / englishTexts.size).toBeLessThan(0.1);
  });
});

/** admin-kit's own texts and those its field controls register (src/fields). */
const knownTexts = new Map([...englishTexts, ...flatten(fieldControlMessages.en as Tree), ...flatten(altTextPromptMessages.en as Tree)]);

function isEnglishText(key: string): boolean {
  const text = (candidate: string) => typeof knownTexts.get(candidate) === 'string';
  return text(key) || text(`${key}_other`);
}

describe('translation keys used by the admin', () => {
  const root = resolve(__dirname, '../../..');
  // admin-shell and admin-media register texts of their own too: their messages tests check
  // their sources against admin-kit's texts and their own (describeMessages with a folder).
  const used = ['admin-kit/src', 'admin-users/src']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file: relative(root, file), key })));

  it('finds t() and labelKey literals, and nothing built at run time', () => {
    const sample = `t('a.b'); i18n.t("c.d", { n: 1 }); t(\n  'e.f',\n); { labelKey: 'g.h' }; t(\`x.\${y}\`); t('errors.' + code); format('i.j')`;
    expect(keysUsedIn(sample)).toEqual(['a.b', 'c.d', 'e.f', 'g.h']);
    expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['pager.previous', 'search.noResults', 'remote.failed']));
  });

  it('every key used in the admin source exists in English', () => {
    const missing = used.filter(({ key }) => !isEnglishText(key)).map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});

describe('formatDate', () => {
  // Built in local time, so the expected day and hour hold in any time zone.
  const date = new Date(2024, 2, 5, 14, 30);

  it('formats a date in each interface language through Intl', () => {
    expect(formatDate(date, 'en')).toMatch(/^(Mar 5, 2024|5 Mar 2024)$/);
    expect(formatDate(date, 'nl')).toMatch(/^5 mrt\.? 2024$/);
    expect(formatDate(date, 'de')).toBe('05.03.2024');
    expect(formatDate(date, 'fr')).toMatch(/^5 mars 2024$/);
  });

  it('adds the time when asked, in the clock of the language', () => {
    expect(formatDate(date, 'en', true)).toMatch(/14:30$/);
    expect(formatDate(date, 'nl', true)).toMatch(/14:30$/);
    expect(formatDate(date, 'de', true)).toMatch(/^05\.03\.2024, 14:30$/);
    expect(formatDate(date, 'fr', true)).toMatch(/14:30$/);
  });

  it('reads an ISO string and shows nothing for no date', () => {
    expect(formatDate(date.toISOString(), 'de')).toBe('05.03.2024');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate(undefined, 'de')).toBe('');
    expect(formatDate('', 'de')).toBe('');
  });
});
