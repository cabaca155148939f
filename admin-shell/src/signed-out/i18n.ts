import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { interfaceTexts as locales } from '@tessera/admin-kit/src/i18n/interface-texts';
import { languageOf, languageStorageKey } from '@tessera/admin-kit/src/i18n/language';

/*
 * The signed-out screens' texts: admin-kit's interface texts of the chosen language only, another
 * language loaded when the user switches (through the chunks the application loads them from).
 */

export async function createSignedOutI18n(): Promise<i18n> {
  const language = languageOf(localStorage.getItem(languageStorageKey) ?? 'en');
  document.documentElement.lang = language;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { [language]: { translation: await locales[language]() } },
    lng: language,
    fallbackLng: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export async function switchLanguage(instance: i18n, locale: string): Promise<void> {
  const language = languageOf(locale);
  if (!instance.hasResourceBundle(language, 'translation')) instance.addResourceBundle(language, 'translation', await locales[language]());
  localStorage.setItem(languageStorageKey, language);
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}
