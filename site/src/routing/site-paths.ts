import { builtInSlugs } from '@tessera/read-model';

// One definition with the slug rules, which keep these names from pages.
export { builtInSlugs } from '@tessera/read-model';
export { localePrefix } from '@tessera/content-model';

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
