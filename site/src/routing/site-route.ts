import { isPageSlug, maxSentPagePathLength, normalizePath } from '@tessera/read-model';
import { builtInSlugs, localePrefix } from './site-paths';

export type SiteRoute =
  | { kind: 'page'; path: string }
  | { kind: 'built-in'; page: 'search' | 'cookie' | 'privacy'; locale: string | null }
  | { kind: 'preview'; versionId: number }
  /** sitemap.xml, or with `part` one file of a sitemap split past 50,000 URLs (sitemap-{part}.xml). */
  | { kind: 'sitemap'; part?: number }
  | { kind: 'robots' }
  | { kind: 'island'; version: string; file: string }
  | { kind: 'stylesheet' }
  /**
   * A path no page can have: not a path at all, not a slug, or one that another handler (or a
   * site route) answers. It gets the 404 page of its locale prefix, without being looked up.
   */
  | { kind: 'not-found'; locale: string | null }
  /** Longer than any page path could be sent. */
  | { kind: 'too-long' }
  /** A site file that is not there. */
  | { kind: 'none' };

const builtIns = new Map<string, 'search' | 'cookie' | 'privacy'>(Object.entries(builtInSlugs).map(([page, slug]) => [slug, page as 'search' | 'cookie' | 'privacy']));

const localeOf = (segment: string | undefined) => (segment && localePrefix.test(segment) ? segment : null);

/**
 * What a request path asks of the site, decided on the normalised path (decoded, lower case,
 * no empty segments: see normalizePath), so `/Over-Ons/` and `/%6fver-ons` are one page and
 * one cache entry. A path with dot segments is no page (only a hand-made request has them).
 * The locale of a built-in page is its prefix, or null for the default locale (known only
 * from settings).
 */
export function routeOf(url: string): SiteRoute {
  const { sent, segments, dotted } = normalizePath(url);
  if (sent.length > maxSentPagePathLength) return { kind: 'too-long' };
  if (!segments || dotted) return { kind: 'not-found', locale: localeOf(sent.split('/', 2)[1]?.toLowerCase()) };
  const path = `/${segments.join('/')}`;
  if (path === '/robots.txt') return { kind: 'robots' };
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  const sitemapPart = path.match(/^\/sitemap-([1-9]\d{0,5})\.xml$/);
  if (sitemapPart) return { kind: 'sitemap', part: Number(sitemapPart[1]) };
  // Islands live under a version segment, so their own relative imports stay on that version.
  const island = path.match(/^\/_site\/islands\/([0-9a-z]{1,32})\/([a-z0-9-]+\.js)$/);
  if (island) return { kind: 'island', version: island[1], file: island[2] };
  if (/^\/_site\/site\.[0-9a-f]+\.css$/.test(path)) return { kind: 'stylesheet' };
  if (path.startsWith('/_site/')) return { kind: 'none' };
  const preview = path.match(/^\/_preview\/(\d{1,10})$/);
  if (preview) return { kind: 'preview', versionId: Number(preview[1]) };

  const locale = localeOf(segments[0]);
  const rest = locale ? segments.slice(1) : segments;
  if (rest.length === 1 && builtIns.has(rest[0])) return { kind: 'built-in', page: builtIns.get(rest[0])!, locale };
  if (rest.length > 0 && !isPageSlug(rest.join('/'))) return { kind: 'not-found', locale };
  return { kind: 'page', path };
}
