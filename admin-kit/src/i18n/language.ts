/** The interface languages (SPEC §1: en-gb, nl-nl, de-de, fr-fr, region stripped; UI locale `en`). */
export const languages = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen interface language is kept in the browser. */
export const languageStorageKey = 'tessera.language';

/** SPEC §1: the region suffix of a locale is stripped before the interface language is set. */
export function languageOf(locale: string | null | undefined): Language {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return (languages as readonly string[]).includes(language) ? (language as Language) : 'en';
}
