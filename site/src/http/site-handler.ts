import type { IncomingMessage, ServerResponse } from 'node:http';
import { supportedLocales, type TesseraConfig } from '@tessera/content-model';
import { cacheKeys, keysOfEvent, notFoundSlug, surrogateKeyHeader, type DomainEvent, type DraftPage } from '@tessera/read-model';
import { HtmlCache, type CachedPage } from '../cache/html-cache';
import { keysOfModel, pathKeyOf } from '../cache/page-keys';
import { signSiteCsrfToken } from '../csrf/site-csrf-token';
import { AddressIndex, guardedByIndex } from '../data/address-index';
import { memoizeFrame } from '../data/frame-memo';
import type { SiteData } from '../data/site-data';
import { loadFallbackNotFound, loadSearch, loadStatement } from '../load/load-built-in';
import { loadNotFoundPage, loadPage, readSettings, type SiteSettingsView } from '../load/load-page';
import { loadDraft } from '../load/load-draft';
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
  /** Whether a failure means the data cannot be reached for now (a database outage): a 503 to try again shortly, not a bug. */
  isOutage?: (error: unknown) => boolean;
  /** What block rendering reports to (SPEC §8 console warnings and errors). */
  renderLog?: Pick<Console, 'warn' | 'error'>;
}

export interface Site {
  /** Answers a GET or HEAD of a site path (everything that is not API or admin). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * Hands a domain event to the site: the cached answers carrying one of the event's cache keys
   * (schema `keysOfEvent`) are dropped; a settings change empties the whole cache.
   */
  onEvent(event: Pick<DomainEvent, 'type' | 'payload'>): void;
  /**
   * The fast path for a server to try before anything else: answers a GET or HEAD from the HTML
   * cache and returns true, or returns false without touching the response (a miss, or not a
   * cacheable site path). `headers` (a flat [name, value, …] list) adds the server's own
   * headers (security) to a hit.
   */
  serveCached(req: IncomingMessage, res: ServerResponse, headers?: readonly string[]): boolean;
  /** Reads and renders a page path as a visitor would get it, past the cache (warm-up, benchmarks). */
  renderUncached(path: string): Promise<{ status: number; body: string }>;
  /** Reads and renders a draft preview for the person behind `req` (benchmarks). */
  renderPreview(req: IncomingMessage, versionId: number): Promise<{ status: number; body: string }>;
  /**
   * Renders an unsaved draft (already checked and sanitized as a store would) as its page would
   * look, for the editor's live preview: never kept in the HTML cache.
   */
  renderDraft(draft: DraftPage): Promise<string>;
  cache: HtmlCache;
}

const html = 'text/html; charset=utf-8';
const longCache = 'public, max-age=31536000, immutable';
/** A cached copy is rendered anew after a day at most, so its CSRF token stays well inside its 7 days. */
const cacheMaxAgeMs = 24 * 60 * 60_000;

/**
 * A rendered answer with the cache keys of what it shows (schema `cacheKeys`), or `not-found`:
 * an address without a page, answered with its locale's not-found page (rendered once for all).
 */
type Produced =
  | { kind: 'cacheable'; status: 200 | 404; contentType: string; body: string; keys: string[] }
  | { kind: 'once'; status: number; contentType: string; body: string; headers?: Record<string, string> }
  | { kind: 'not-found'; locale: string | null; pathKey: string | null };

/**
 * The headers of an answer any cache may keep for a while: public, and the surrogate keys (for
 * Varnish's xkey and for CDNs) that name what it shows, so a change purges exactly it.
 */
function sharedHeaders(keys: Iterable<string>): Record<string, string> {
  const header = surrogateKeyHeader(keys);
  return { 'Cache-Control': publicCacheControl, 'Surrogate-Key': header, xkey: header };
}

/** A path's locale prefix when Tessera knows the locale (so invented prefixes cannot fill the cache), else null. */
function knownLocaleOf(prefix: string | null | undefined): string | null {
  const locale = prefix?.toLowerCase();
  return locale && (supportedLocales as readonly string[]).includes(locale) ? locale : null;
}

/** The locale a 404 page is shown in: the path's, when the site offers it. */
function offeredOrDefault(settings: SiteSettingsView, locale: string | null): string {
  return locale && settings.availableLocales.includes(locale) ? locale : settings.defaultLocale;
}

/** The public site: routing, loading through SiteData, rendering, and the HTML cache in front. */
export function createSite(options: SiteOptions): Site {
  // No events reach a site without a cache (on its own, over HTTP): then nothing is kept.
  const memo = options.cacheMaxBytes === 0 ? undefined : memoizeFrame(options.data);
  const addresses = memo?.pages ? new AddressIndex(memo.pages.addresses, options.log) : undefined;
  if (memo) options = { ...options, data: memo.pages && addresses ? { ...memo, pages: guardedByIndex(memo.pages, addresses) } : memo };
  const cache = new HtmlCache({ maxBytes: options.cacheMaxBytes ?? 64 * 1024 * 1024, maxAgeMs: cacheMaxAgeMs });
  const islands = readIslandFiles(options.islandsDir ?? islandsDirOf(__dirname));
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const pageTypes = options.config.pageTypes.filter((type) => type.inNavigation !== false).map((type) => ({ id: type.id, label: type.label }));
  /** Renderings under way, so a burst of requests for one uncached page renders it once. */
  const inFlight = new Map<string, { generation: number; producing: Promise<Produced> }>();

  const render = (model: PageModel, settings: SiteSettingsView) =>
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
    const model = await loadFallbackNotFound(data, settings, known, path);
    const keys = keysOfModel(model, settings.defaultLocale, [pathKeyOf(path, settings.defaultLocale) ?? cacheKeys.notFound]);
    return { kind: 'once', status: 404, contentType: html, body: render(model, settings), headers: sharedHeaders(keys) };
  };

  /**
   * The 404 page of a locale (its published `404` page, or the plain fallback) for a path no
   * page can have: the same for every such path, so it is cached like a page.
   */
  const produceNotFound = async (locale: string | null): Promise<Produced> => {
    const settings = await readSettings(options.data);
    const known = offeredOrDefault(settings, locale);
    const path = localizedPath(known, notFoundSlug, settings.defaultLocale);
    const model = (await loadNotFoundPage(options.data, known)) ?? (await loadFallbackNotFound(options.data, settings, known, path));
    // The address of the locale's 404 page too: publishing one there replaces the fallback.
    const keys = keysOfModel(model, settings.defaultLocale, [cacheKeys.notFound, cacheKeys.path(known, notFoundSlug)]);
    return { kind: 'cacheable', status: 404, contentType: html, body: render(model, settings), keys };
  };

  const producePage = async (path: string): Promise<Produced> => {
    const loaded = await loadPage(options.data, path);
    const settings = await readSettings(options.data);
    const here = pathKeyOf(path, settings.defaultLocale);
    if (loaded?.kind === 'redirect') {
      // Names this address (a page published here ends the redirect) and the one it leads to (moved again, taken offline).
      const keys = [cacheKeys.settings, here, pathKeyOf(loaded.location, settings.defaultLocale)].filter((key): key is string => key !== null);
      return { kind: 'once', status: 301, contentType: 'text/plain; charset=utf-8', body: `Moved to ${loaded.location}`, headers: { Location: loaded.location, ...sharedHeaders(keys) } };
    }
    if (loaded.kind === 'missing') return { kind: 'not-found', locale: knownLocaleOf(path.split('/')[1]), pathKey: here };
    const body = render(loaded.model, settings);
    const keys = keysOfModel(loaded.model, settings.defaultLocale, here ? [here] : []);
    return { kind: 'cacheable', status: 200, contentType: html, body, keys };
  };

  const produceBuiltIn = async (route: Extract<SiteRoute, { kind: 'built-in' }>, path: string): Promise<Produced> => {
    const settings = await readSettings(options.data);
    const locale = route.locale ?? settings.defaultLocale;
    if (!settings.availableLocales.includes(locale)) return notFound(options.data, settings, null, path);
    const model = route.page === 'search' ? await loadSearch(options.data, settings, locale) : await loadStatement(options.data, settings, route.page, locale);
    if (!model) return notFound(options.data, settings, locale, path);
    const statement = route.page === 'search' ? [] : [cacheKeys.siteText(`${route.page}-statement`, locale)];
    return { kind: 'cacheable', status: 200, contentType: html, body: render(model, settings), keys: keysOfModel(model, settings.defaultLocale, statement) };
  };

  /**
   * A cached answer, or what `produce` made of it: produced once for concurrent requests, and
   * kept when it is cacheable.
   */
  const entryOf = async (key: string, produce: () => Promise<Produced>): Promise<CachedPage | Exclude<Produced, { kind: 'cacheable' }>> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const generation = cache.generation;
    // A rendering begun before an invalidation may show what changed: a request that came after
    // it does not join that one (rare: invalidations are few) but renders anew.
    let running = inFlight.get(key);
    if (!running || running.generation !== generation) {
      const started: { generation: number; producing: Promise<Produced> } = {
        generation,
        producing: produce().finally(() => {
          if (inFlight.get(key) === started) inFlight.delete(key);
        }),
      };
      inFlight.set(key, started);
      running = started;
    }
    const produced = await running.producing;
    if (produced.kind !== 'cacheable') return produced;
    return cache.get(key) ?? cache.store(key, running.generation, produced, produced.keys);
  };

  /** The not-found answer of a locale: rendered once for every address without a page, and kept. */
  const notFoundEntry = async (locale: string | null): Promise<CachedPage> => (await entryOf(`404 page ${locale ?? 'default'}`, () => produceNotFound(locale))) as CachedPage;

  /** Serves from the cache, or produces and keeps a cacheable answer. */
  const cached = async (req: IncomingMessage, res: ServerResponse, key: string, produce: () => Promise<Produced>): Promise<void> => {
    const answer = await entryOf(key, produce);
    if (!('kind' in answer)) return sendCached(req, res, answer);
    if (answer.kind === 'once') return sendOnce(req, res, answer.status, answer.contentType, answer.body, answer.headers);
    const entry = await notFoundEntry(answer.locale);
    // The address asked for joins the surrogate keys, so a shared cache keeping this 404 drops it when a page is published there.
    sendCached(req, res, answer.pathKey ? { ...entry, keyHeader: `${entry.keyHeader} ${answer.pathKey}`, headerLists: undefined } : entry);
  };

  /** A draft as its page would show it, for the person behind the request (their permissions). */
  const producePreview = async (req: IncomingMessage, versionId: number): Promise<{ status: 200 | 401 | 403; body: string }> => {
    const data = options.data.as(req);
    const loaded = await loadPreview(data, options.config, versionId);
    if (loaded.kind === 'refused') {
      return { status: loaded.status, body: loaded.status === 401 ? 'Sign in to the admin to preview drafts.' : 'Previewing drafts needs the create-page permission.' };
    }
    return { status: 200, body: render(loaded.model, await readSettings(data)) };
  };

  const preview = async (req: IncomingMessage, res: ServerResponse, versionId: number) => {
    const { status, body } = await producePreview(req, versionId);
    sendOnce(req, res, status, status === 200 ? html : 'text/plain; charset=utf-8', body, { 'Cache-Control': privateCacheControl, 'X-Robots-Tag': 'noindex' });
  };

  const produceSitemap = async (part: number | undefined): Promise<Produced> => {
    const body = await renderSitemap(options.data, publicUrl, part, options.sitemapMaxUrls);
    const keys = [cacheKeys.settings, cacheKeys.sitemap];
    if (body === null) return { kind: 'once', status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found', headers: sharedHeaders(keys) };
    return { kind: 'cacheable', status: 200, contentType: 'application/xml; charset=utf-8', body, keys };
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
        case 'not-found':
          return sendCached(req, res, await notFoundEntry(knownLocaleOf(route.locale)));
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
      if (options.isOutage?.(error)) {
        options.log?.warn({ err: error, url: req.url }, 'the site cannot reach its data');
        if (!res.headersSent)
          sendOnce(req, res, 503, 'text/plain; charset=utf-8', 'This page cannot be shown right now, please try again in a moment. (G_04)', { 'Cache-Control': 'no-store', 'Retry-After': '5' });
        return;
      }
      options.log?.error({ err: error, url: req.url }, 'the site could not answer');
      if (!res.headersSent) sendOnce(req, res, 500, 'text/plain; charset=utf-8', 'Something went wrong, please try again later. (G_01)', { 'Cache-Control': 'no-store' });
    }
  };

  return {
    handle,
    onEvent(event) {
      memo?.onEvent(event);
      addresses?.onEvent(event);
      const keys = keysOfEvent(event);
      if (keys.includes(cacheKeys.settings)) cache.invalidate();
      else if (keys.length > 0) cache.invalidateKeys(keys);
    },
    serveCached,
    renderPreview: producePreview,
    renderDraft: async (draft) => render(await loadDraft(options.data, options.config, draft), await readSettings(options.data)),
    renderUncached: async (path) => {
      const produced = await producePage(path);
      if (produced.kind !== 'not-found') return { status: produced.status, body: produced.body };
      return { status: 404, body: (await notFoundEntry(produced.locale)).identity.toString() };
    },
    cache,
  };
}
