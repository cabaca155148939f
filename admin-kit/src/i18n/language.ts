import { adminLocaleOf, adminLocales, type AdminLocale } from '@tessera/content-model';

/** The interface languages: the admin locales (content-model, SPEC §1) with the region stripped (`nl-nl` is `nl`). */
export type Language = AdminLocale extends `${infer Code}-${string}` ? Code : never;
const codeOf = (locale: AdminLocale) => locale.split('-')[0] as Language;
export const languages: readonly Language[] = adminLocales.map(codeOf);

/** Where the chosen interface language is kept in the browser. */
export const languageStorageKey = 'tessera.language';

/** SPEC §1: the region suffix of a locale is stripped before the interface language is set; English for any other. */
export function languageOf(locale: string | null | undefined): Language {
  return codeOf(adminLocaleOf(locale) ?? 'en-gb');
}
