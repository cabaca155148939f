/** The built-in public pages of SPEC §2 (Dutch names, as the spec fixes them), in every locale. */
export const builtInSlugs = { search: 'zoeken', cookie: 'cookieverklaring', privacy: 'privacyverklaring' } as const;

/** Who answers a path: the gateway's admin, API, GraphQL or health check, or the site. */
export type PathOwner = 'admin' | 'api' | 'graphql' | 'health' | 'site';

/**
 * The first path segments the gateway and the site answer themselves, in every locale and with
 * or without a locale prefix. No page slug may start with one: its page would either never be
 * reached or take the path over from its owner.
 */
const ownedSegments: ReadonlyMap<string, PathOwner> = new Map<string, PathOwner>([
  ['cmsadmin', 'admin'],
  ['api', 'api'],
  ['graphql', 'graphql'],
  // The health check, and the readiness and liveness checks a load balancer may be given.
  ['healthz', 'health'],
  ['readyz', 'health'],
  ['livez', 'health'],
  ['_site', 'site'],
  ['_preview', 'site'],
  ['robots.txt', 'site'],
  ['favicon.ico', 'site'],
  ['.well-known', 'site'],
  ...Object.values(builtInSlugs).map((slug): [string, PathOwner] => [slug, 'site']),
]);

/** sitemap.xml, and the parts of a sitemap split past 50,000 URLs (sitemap-{n}.xml). */
const sitemapFile = /^sitemap(?:-\d+)?\.xml$/;

/** Who answers a path whose first normalised segment this is; every other path is the site's. */
export function ownerOfSegment(segment: string): PathOwner {
  return ownedSegments.get(segment) ?? 'site';
}

/** Whether a path starting with this (normalised) segment is answered by something other than a page. */
export function isReservedSegment(segment: string): boolean {
  return ownedSegments.has(segment) || sitemapFile.test(segment);
}
