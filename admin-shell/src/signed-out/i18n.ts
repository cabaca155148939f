import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOf, languageStorageKey, type Language } from '@tessera/admin-kit/src/i18n/language';

/**
 * The signed-out screens' texts: admin-kit's interface texts of the chosen language only (the
 * application's i18n carries all four), another language loaded when the user switches.
 */
const locales: Record<Language, () => Promise<object>> = {
  en: () => import('@tessera/admin-kit/src/i18n/locales/en').then((texts) => texts.en),
  nl: () => import('@tessera/admin-kit/src/i18n/locales/nl').then((texts) => texts.nl),
  de: () => import('@tessera/admin-kit/src/i18n/locales/de').then((texts) => texts.de),
  fr: () => import('@tessera/admin-kit/src/i18n/locales/fr').then((texts) => texts.fr),
};

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
