/*
 * AddTranslation: a page has at most one translation per locale of the site, so the locales to
 * offer are the site's available ones without the page's own and its translations'.
 */

/** The site's locales the page has no translation in yet, in the site's order. */
export function missingLocales(available: readonly string[], pageLocale: string, translations: ReadonlyArray<{ locale: string }>): string[] {
  const taken = new Set([pageLocale, ...translations.map((translation) => translation.locale)]);
  return available.filter((locale) => !taken.has(locale));
}

/**
 * Whether a new translation keeps the page's slug: a locale with custom slugs gets one of its
 * own (prefilled from the translated title), any other locale reuses the page's slug, as the
 * server does when none is sent.
 */
export function reusesSourceSlug(locale: string, customSlugLocales: readonly string[]): boolean {
  return !customSlugLocales.includes(locale);
}
