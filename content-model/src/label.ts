/*
 * The texts a content model shows editors (the label of a page type, a block type, a field or an
 * option, a description, a help text), in the admin's languages (SPEC §1: en-gb, nl-nl, de-de,
 * fr-fr). A config gives one string, shown in every language, or one text per locale; British
 * English is the fallback, so it is the one locale an object must give.
 */

/** The admin's languages, as locales (the interface drops the region: `nl-nl` is `nl`). */
export const adminLocales = ['en-gb', 'nl-nl', 'de-de', 'fr-fr'] as const;
export type AdminLocale = (typeof adminLocales)[number];

/** A text in the admin's languages: English always, the others where the config gives them. */
export type LocalizedText = { readonly 'en-gb': string } & { readonly [Locale in Exclude<AdminLocale, 'en-gb'>]?: string };

/** A text of the content model: one string for every language, or one per locale. */
export type Label = string | LocalizedText;

/**
 * The admin locale a locale or language names (`nl`, `nl-NL`, `nl-be` and `nl_nl` are `nl-nl`),
 * or null when it is none of the admin's languages.
 */
export function adminLocaleOf(locale: string | null | undefined): AdminLocale | null {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return adminLocales.find((known) => known.startsWith(`${language}-`)) ?? null;
}

const isLocalized = (text: unknown): text is LocalizedText => typeof text === 'object' && text !== null && !Array.isArray(text);

/**
 * The text in the locale's language: the locale's own text, else English, else the first the
 * config gave (a text a config narrowed from JSON may lack English); '' for no text at all.
 */
export function textIn(text: Label | null | undefined, locale: string | null | undefined): string {
  if (typeof text === 'string') return text;
  if (!isLocalized(text)) return '';
  const texts = text as Partial<Record<string, unknown>>;
  const own = texts[adminLocaleOf(locale) ?? 'en-gb'];
  if (typeof own === 'string' && own !== '') return own;
  if (typeof texts['en-gb'] === 'string' && texts['en-gb'] !== '') return texts['en-gb'];
  return adminLocales.map((known) => texts[known]).find((value): value is string => typeof value === 'string' && value !== '') ?? '';
}

/** The admin locales a text has no text of its own for (a plain string has none of its own). */
export function languagesMissing(text: Label): AdminLocale[] {
  if (!isLocalized(text)) return [...adminLocales];
  return adminLocales.filter((locale) => !(text as Partial<Record<AdminLocale, string>>)[locale]?.trim());
}

/** Whether a JSON value is a text a content model may give: a string, or texts by admin locale with English. */
export function isLabel(value: unknown): value is Label {
  if (typeof value === 'string') return true;
  if (!isLocalized(value)) return false;
  const entries = Object.entries(value);
  return typeof (value as Record<string, unknown>)['en-gb'] === 'string' && entries.every(([key, text]) => (adminLocales as readonly string[]).includes(key) && typeof text === 'string');
}
