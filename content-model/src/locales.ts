/** The locales Tessera speaks (SPEC §1); a site offers a subset of them. The server and the admin read this one list. */
export const supportedLocales = ['en-gb', 'nl-nl', 'de-de', 'fr-fr'] as const;
export type Locale = (typeof supportedLocales)[number];

/** SPEC §2: a locale prefix in a path is two letters, a dash, two letters. */
export const localePrefix = /^[a-z]{2}-[a-z]{2}$/;
