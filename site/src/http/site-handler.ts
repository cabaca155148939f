import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFoundSlug, supportedLocales, type DomainEvent, type TesseraConfig } from '@tessera/schema';
import { HtmlCache, type CachedPage } from '../cache/html-cache';
import { signSiteCsrfToken } from '../csrf/site-csrf-token';
import type { SiteData } from '../data/site-data';
import { loadFallbackNotFound, loadSearch, loadStatement } from '../load/load-built-in';
import { loadPage, readSettings, type SiteSettingsView } from '../load/load-page';
import { loadPreview } from '../load/load-preview';
import type { PageModel } from '../render/page-model';
import { renderPage } from '../render/render-page';
import { builtInSlugs, localizedPath } from '../routing/site-paths';
import { routeOf, type SiteRoute } from '../routing/site-route';
import { siteCss, siteCssName } from '../styles/site-css';
import { islandsDirOf, readIslandFiles } from './island-files';
import { privateCacheControl, publicCacheControl, sendCached, sendOnce } from './send';
import { renderRobots, renderSitemap } from './sitemap';

export interface SiteOptions {
  data: SiteData;
  config: TesseraConfig;
  /** Signs the CSRF tokens of rendered pages (the gateway's secret). */
  secret: string;
  /** Absolute base URL for canonical links, Open Graph, hreflang and the sitemap. */
  publicUrl: string;
  /** Most URLs in one sitemap file before sitemap.xml becomes an index; the protocol's 50,000 when not given. */
  sitemapMaxUrls?: number;
  /** Bound of the HTML cache (all encodings together); 64 MB when not given. */
  cacheMaxBytes?: number;
  /** Where the compiled islands are; site/dist/islands when not given. */
  islandsDir?: string;
  log?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** What block rendering reports to (SPEC §8 console warnings and errors). */
  renderLog?: Pick<Console, 'warn' | 'error'>;
}

export interface Site {
  /** Answers a GET or HEAD of a site path (everything that is not API or admin). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Hands a domain event to the site: anything visitors see changed, so the HTML cache is emptied. */
  onEvent(event: Pick<DomainEvent, 'type'>): void;
  /**
   * The fast path for a server to try before anything else: answers a GET or HEAD from the HTML
   * cache and returns true, or returns false without touching the response (a miss, or not a
   * cacheable site path). `headers` (a flat [name, value, …] list) adds the server's own
   * headers (security) to a hit.
   */
  serveCached(req: IncomingMessage, res: ServerResponse, headers?: readonly string[]): boolean;
  /** Reads and renders a page path as a visitor would get it, past the cache (warm-up, benchmarks). */
  renderUncached(path: string): Promise<{ status: number; body: string }>;
  cache: HtmlCache;
  /** React renders so far and the CPU time they took (the data reads before them not counted). */
  renders: { count: number; cpuMicros: number };
}

const html = 'text/html; charset=utf-8';
const longCache = 'public, max-age=31536000, immutable';
/** A cached copy is rendered anew after a day at most, so its CSRF token stays well inside its 7 days. */
const cacheMaxAgeMs = 24 * 60 * 60_000;

type Produced = { kind: 'cacheable'; status: 200 | 404; contentType: string; body: string } | { kind: 'once'; status: number; contentType: string; body: string; headers?: Record<string, string> };

/** The locale a 404 page is shown in: the path's, when the site offers it. */
function offeredOrDefault(settings: SiteSettingsView, locale: string | null): string {
  return locale && settings.availableLocales.includes(locale) ? locale : settings.defaultLocale;
}

/** The public site: routing, loading through SiteData, rendering, and the HTML cache in front. */
export function createSite(options: SiteOptions): Site {
  const cache = new HtmlCache({ maxBytes: options.cacheMaxBytes ?? 64 * 1024 * 1024, maxAgeMs: cacheMaxAgeMs });
  const islands = readIslandFiles(options.islandsDir ?? islandsDirOf(__dirname));
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const pageTypes = options.config.pageTypes.filter((type) => type.inNavigation !== false).map((type) => ({ id: type.id, label: type.label }));
  /** Renderings under way, so a burst of requests for one uncached page renders it once. */
  const inFlight = new Map<string, Promise<Produced>>();

  const renders = { count: 0, cpuMicros: 0 };
  const render = (model: PageModel, settings: SiteSettingsView) => {
    const start = process.cpuUsage();
    const body = renderHtml(model, settings);
    const used = process.cpuUsage(start);
    renders.count++;
    renders.cpuMicros += used.user + used.system;
    return body;
  };
  const renderHtml = (model: PageModel, settings: SiteSettingsView) =>
    renderPage(model, {
      siteName: options.config.siteName,
      publicUrl,
      csrfToken: signSiteCsrfToken(options.secret),
      stylesheet: `/_site/${siteCssName}`,
      islandBase: `/_site/islands/${islands.version}`,
      pageTypes,
      availableLocales: settings.availableLocales,
      log: options.renderLog,
    });

  const notFound = async (data: SiteData, settings: SiteSettingsView, locale: string | null, path: string): Promise<Produced> => {
    const known = offeredOrDefault(settings, locale);
    return { kind: 'once', status: 404, contentType: html, body: render(await loadFallbackNotFound(data, settings, known, path), settings), headers: { 'Cache-Control': publicCacheControl } };
  };

  /**
   * The 404 page of a locale (its published `404` page, or the plain fallback) for a path no
   * page can have: the same for every such path, so it is cached like a page.
   */
  const produceNotFound = async (locale: string | null): Promise<Produced> => {
    const settings = await readSettings(options.data);
    const known = offeredOrDefault(settings, locale);
    const path = localizedPath(known, notFoundSlug, settings.defaultLocale);
    const loaded = await loadPage(options.data, path);
    const model = loaded?.kind === 'page' ? loaded.model : await loadFallbackNotFound(options.data, settings, known, path);
    return { kind: 'cacheable', status: 404, contentType: html, body: render(model, settings) };
  };

  const producePage = async (path: string): Promise<Produced> => {
    const loaded = await loadPage(options.data, path);
    if (loaded?.kind === 'redirect') return { kind: 'once', status: 301, contentType: 'text/plain; charset=utf-8', body: `Moved to ${loaded.location}`, headers: { Location: loaded.location, 'Cache-Control': publicCacheControl } };
    const settings = await readSettings(options.data);
    if (!loaded) return notFound(options.data, settings, path.split('/')[1] ?? null, path);
    const body = render(loaded.model, settings);
    if (loaded.model.status === 404) return { kind: 'once', status: 404, contentType: html, body, headers: { 'Cache-Control': publicCacheControl } };
    return { kind: 'cacheable', status: 200, contentType: html, body };
  };

  const produceBuiltIn = async (route: Extract<SiteRoute, { kind: 'built-in' }>, path: string): Promise<Produced> => {
    const settings = await readSettings(options.data);
    const locale = route.locale ?? settings.defaultLocale;
    if (!settings.availableLocales.includes(locale)) return notFound(options.data, settings, null, path);
    const model = route.page === 'search' ? await loadSearch(options.data, settings, locale) : await loadStatement(options.data, settings, route.page, locale);
    if (!model) return notFound(options.data, settings, locale, path);
    return { kind: 'cacheable', status: 200, contentType: html, body: render(model, settings) };
  };

  /** Serves from the cache, or produces (once for concurrent requests) and keeps a cacheable answer. */
  const cached = async (req: IncomingMessage, res: ServerResponse, key: string, produce: () => Promise<Produced>) => {
    const hit = cache.get(key);
    if (hit) return sendCached(req, res, hit);
    const generation = cache.generation;
    let producing = inFlight.get(key);
    if (!producing) {
      producing = produce().finally(() => inFlight.delete(key));
      inFlight.set(key, producing);
    }
    const produced = await producing;
    if (produced.kind === 'once') return sendOnce(req, res, produced.status, produced.contentType, produced.body, produced.headers);
    const entry: CachedPage = cache.get(key) ?? cache.store(key, generation, produced);
    sendCached(req, res, entry);
  };

  const preview = async (req: IncomingMessage, res: ServerResponse, versionId: number) => {
    const headers = { 'Cache-Control': privateCacheControl, 'X-Robots-Tag': 'noindex' };
    const data = options.data.as(req);
    const loaded = await loadPreview(data, options.config, versionId);
    if (loaded.kind === 'refused') {
      const body = loaded.status === 401 ? 'Sign in to the admin to preview drafts.' : 'Previewing drafts needs the create-page permission.';
      return sendOnce(req, res, loaded.status, 'text/plain; charset=utf-8', body, headers);
    }
    const settings = await readSettings(data);
    sendOnce(req, res, 200, html, render(loaded.model, settings), headers);
  };

  const produceSitemap = async (part: number | undefined): Promise<Produced> => {
    const body = await renderSitemap(options.data, publicUrl, part, options.sitemapMaxUrls);
    if (body === null) return { kind: 'once', status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found', headers: { 'Cache-Control': publicCacheControl } };
    return { kind: 'cacheable', status: 200, contentType: 'application/xml; charset=utf-8', body };
  };

  /** The cache key of a cacheable site path, or null (assets, previews, anything else). */
  const cacheKeyOf = (route: SiteRoute): string | null => {
    if (route.kind === 'page') return route.path;
    if (route.kind === 'sitemap') return route.part ? `/sitemap-${route.part}.xml` : '/sitemap.xml';
    if (route.kind === 'built-in') return `/${[route.locale, builtInSlugs[route.page]].filter(Boolean).join('/')}`;
    return null;
  };

  const cacheKeyOfUrl = (url: string) => cacheKeyOf(routeOf(url));

  const serveCached: Site['serveCached'] = (req, res, headers) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // The URL's key is remembered (until the next invalidation), so a hit parses no route.
    const key = cache.urlKeys.keyOf(req.url ?? '/', cacheKeyOfUrl);
    const hit = key === null ? undefined : cache.get(key);
    if (!hit) return false;
    sendCached(req, res, hit, undefined, headers);
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendOnce(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const route = routeOf(req.url ?? '/');
    try {
      switch (route.kind) {
        case 'robots':
          return sendOnce(req, res, 200, 'text/plain; charset=utf-8', renderRobots(publicUrl), { 'Cache-Control': 'public, max-age=3600' });
        case 'stylesheet':
          if (req.url?.split('?')[0] !== `/_site/${siteCssName}`) return sendOnce(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
          return sendOnce(req, res, 200, 'text/css; charset=utf-8', siteCss, { 'Cache-Control': longCache });
        case 'island': {
          const file = islands.files.get(route.file);
          if (!file) return sendOnce(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
          // An old version's URL gets today's file, but only briefly cached.
          res.setHeader('Cache-Control', route.version === islands.version ? longCache : 'no-cache');
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Content-Length', file.length);
          res.end(req.method === 'HEAD' ? undefined : file);
          return;
        }
        case 'none':
          return sendOnce(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
        case 'too-long':
          return sendOnce(req, res, 414, 'text/plain; charset=utf-8', 'URI too long', { 'Cache-Control': publicCacheControl });
        case 'not-found': {
          // Kept per locale Tessera knows, so invented prefixes cannot fill the cache (path keys start with a slash).
          const locale = route.locale && (supportedLocales as readonly string[]).includes(route.locale) ? route.locale : null;
          return await cached(req, res, `404 page ${locale ?? 'default'}`, () => produceNotFound(locale));
        }
        case 'preview':
          return await preview(req, res, route.versionId);
        case 'sitemap':
          return await cached(req, res, cacheKeyOf(route)!, () => produceSitemap(route.part));
        case 'built-in': {
          const path = cacheKeyOf(route)!;
          return await cached(req, res, path, () => produceBuiltIn(route, path));
        }
        case 'page':
          return await cached(req, res, route.path, () => producePage(route.path));
      }
    } catch (error) {
      options.log?.error({ err: error, url: req.url }, 'the site could not answer');
      if (!res.headersSent) sendOnce(req, res, 500, 'text/plain; charset=utf-8', 'Something went wrong, please try again later. (G_01)', { 'Cache-Control': 'no-store' });
    }
  };

  return {
    handle,
    onEvent() {
      // Every domain event changes something visitors see (pages, menus, settings, site
      // content, media, tags), and a page shows many of them (menu, translations, related
      // articles), so the whole cache goes rather than guessing which copies are affected.
      cache.invalidate();
    },
    serveCached,
    renders,
    renderUncached: (path) => producePage(path).then(({ status, body }) => ({ status, body })),
    cache,
  };
}
