import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { interfaceTexts } from './interface-texts';
import { languageOf, languageStorageKey as storageKey, type Language } from './language';

export { languageOf, type Language };

type MessageTree = { [key: string]: string | MessageTree };

/** A remote's own texts in the four interface languages. */
export type Messages = Record<Language, MessageTree>;

/**
 * A remote's texts, typed so every language has exactly the keys of English (a missing or extra
 * key does not compile).
 */
export function defineMessages<T extends MessageTree>(en: T, translations: { nl: T; de: T; fr: T }): Messages {
  return { en, ...translations };
}

const registered: Messages[] = [];
const instances: i18n[] = [];

function addMessages(instance: i18n, messages: Messages): void {
  for (const language of Object.keys(messages) as Language[]) instance.addResourceBundle(language, 'translation', messages[language], true, false);
}

/**
 * A remote ships its own texts and adds them to the admin's one i18next instance when it loads,
 * so the shell does not carry the texts of remotes it may never open.
 */
export function registerMessages(messages: Messages): void {
  registered.push(messages);
  for (const instance of instances) addMessages(instance, messages);
}

/** The languages whose interface texts each instance holds (the remotes' own texts hold all four). */
const loadedLanguages = new WeakMap<i18n, Set<Language>>();

/**
 * Fetches admin-kit's interface texts of a language into the instance (its chunk, once); the
 * admin shows nothing of an instance before its language is in (AdminProviders waits for it).
 */
export async function loadLanguage(instance: i18n, locale: string): Promise<void> {
  const language = languageOf(locale);
  const loaded = loadedLanguages.get(instance) ?? new Set<Language>();
  loadedLanguages.set(instance, loaded);
  if (loaded.has(language)) return;
  // Deep and without overwriting: the remotes' texts registered meanwhile stay.
  instance.addResourceBundle(language, 'translation', await interfaceTexts[language](), true, false);
  loaded.add(language);
}

/** Whether the instance holds the interface texts of a language yet. */
export function languageLoaded(instance: i18n, locale: string): boolean {
  return loadedLanguages.get(instance)?.has(languageOf(locale)) ?? false;
}

/**
 * The one i18next instance of the admin, shared by every remote through admin-kit. It starts
 * without admin-kit's interface texts: `loadLanguage` fetches the language it shows.
 */
export function createI18n(initialLocale?: string): i18n {
  const instance = i18next.createInstance();
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(storageKey) : null;
  const lng = languageOf(initialLocale ?? stored ?? 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  void instance.use(initReactI18next).init({
    resources: {},
    lng,
    showSupportNotice: false,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const messages of registered) addMessages(instance, messages);
  instances.push(instance);
  return instance;
}

/** Switches the interface language, its texts fetched first (so no screen shows keys meanwhile). */
export async function changeLanguage(instance: i18n, locale: string): Promise<unknown> {
  const language = languageOf(locale);
  await loadLanguage(instance, language);
  if (typeof localStorage !== 'undefined') localStorage.setItem(storageKey, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance.changeLanguage(language);
}

/** The Intl locale of each interface language (English is en-gb, SPEC §1). */
const intlLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' };

/** Dates in the interface language, through Intl; an unreadable value shows as nothing. */
export function formatDate(value: string | Date | null | undefined, language: string, withTime = false): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocales[languageOf(language)], withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}
