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
  | { kind: 'none' };

const builtIns = new Map<string, 'search' | 'cookie' | 'privacy'>(Object.entries(builtInSlugs).map(([page, slug]) => [slug, page as 'search' | 'cookie' | 'privacy']));

/**
 * What a request path asks of the site. Page paths are normalised (decoded, lower case, no
 * trailing slash), so `/Over-Ons/` and `/over-ons` are one page and one cache entry. The locale
 * of a built-in page is its prefix, or null for the default locale (known only from settings).
 */
export function routeOf(url: string): SiteRoute {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/, 1)[0]);
  } catch {
    return { kind: 'none' };
  }
  if (path === '/robots.txt') return { kind: 'robots' };
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  const sitemapPart = path.match(/^\/sitemap-([1-9]\d{0,5})\.xml$/);
  if (sitemapPart) return { kind: 'sitemap', part: Number(sitemapPart[1]) };
  // Islands live under a version segment, so their own relative imports stay on that version.
  const island = path.match(/^\/_site\/islands\/([0-9a-z]{1,32})\/([a-z0-9-]+\.js)$/);
  if (island) return { kind: 'island', version: island[1], file: island[2] };
  if (/^\/_site\/site\.[0-9a-f]+\.css$/.test(path)) return { kind: 'stylesheet' };
  if (path.startsWith('/_site/')) return { kind: 'none' };
  const preview = path.match(/^\/_preview\/(\d{1,10})\/?$/);
  if (preview) return { kind: 'preview', versionId: Number(preview[1]) };

  const segments = path.toLowerCase().split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return { kind: 'none' };
  const locale = segments.length > 0 && localePrefix.test(segments[0]) ? segments[0] : null;
  const rest = locale ? segments.slice(1) : segments;
  if (rest.length === 1 && builtIns.has(rest[0])) return { kind: 'built-in', page: builtIns.get(rest[0])!, locale };
  return { kind: 'page', path: `/${segments.join('/')}` };
}
