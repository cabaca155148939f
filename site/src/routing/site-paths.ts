/** SPEC §2: a locale prefix is two letters, a dash, two letters. */
export const localePrefix = /^[a-z]{2}-[a-z]{2}$/;

/** The built-in public routes of SPEC §2 (Dutch names, as the spec fixes them), in every locale. */
export const builtInSlugs = { search: 'zoeken', cookie: 'cookieverklaring', privacy: 'privacyverklaring' } as const;

/** A path in a locale: `/{rest}` for the default locale, `/{locale}/{rest}` otherwise. */
export function localizedPath(locale: string, rest: string, defaultLocale: string): string {
  const tail = rest.replace(/^\/+/, '');
  if (locale === defaultLocale) return `/${tail}`;
  return tail ? `/${locale}/${tail}` : `/${locale}`;
}

export function statementPath(kind: 'cookie' | 'privacy', locale: string, defaultLocale: string): string {
  return localizedPath(locale, builtInSlugs[kind], defaultLocale);
}

export function searchPath(locale: string, defaultLocale: string): string {
  return localizedPath(locale, builtInSlugs.search, defaultLocale);
}
