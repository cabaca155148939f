import { isSlug, localePrefix } from '@tessera/content-model';
import { isReservedSegment } from './reserved-paths';

/** The slug of the page served at the site's root. */
export const homeSlug = 'home';
/** The slug of the page served, with status 404, for any path that has no page. */
export const notFoundSlug = '404';

/** SPEC §2: `/nl-nl/over-ons` is locale nl-nl, slug over-ons; no prefix is the default locale. */
export function parsePath(path: string, defaultLocale: string): { locale: string; slug: string } {
  const segments = path
    .split(/[?#]/, 1)[0]
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  const locale = segments.length > 0 && localePrefix.test(segments[0]) ? segments.shift()! : defaultLocale;
  return { locale, slug: segments.length > 0 ? segments.join('/') : homeSlug };
}

/** The public path of a page: the default locale at `/{slug}`, others at `/{locale}/{slug}`. */
export function publicPath(locale: string, slug: string, defaultLocale: string): string {
  const path = slug === homeSlug ? '' : slug;
  return locale === defaultLocale ? `/${path}` : `/${locale}${path ? `/${path}` : ''}`;
}

/**
 * Whether a page can live at this slug. One whose first segment looks like a locale (`co-op`,
 * `nl-nl/about`) could never be reached: SPEC §2 reads that segment as the locale prefix. One
 * whose first segment is a path the gateway or the site answers itself (`cmsadmin`, `api/…`,
 * `zoeken`) would never be reached either, or would take that path over.
 */
export function isPageSlug(slug: string): boolean {
  const first = slug.split('/', 1)[0];
  return isSlug(slug) && !localePrefix.test(first) && !isReservedSegment(first);
}
