import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TesseraConfig } from '@tessera/content-model';
import { cacheKeys, keysOfEvent, type DomainEvent, type DraftPage } from '@tessera/read-model';
import { HtmlCache, type CachedPage } from '../cache/html-cache';
import { signSiteCsrfToken } from '../csrf/site-csrf-token';
import { AddressIndex, guardedByIndex } from '../data/address-index';
import { memoizeFrame } from '../data/frame-memo';
import type { SiteData } from '../data/site-data';
import { readSettings, type SiteSettingsView } from '../load/load-page';
import { loadDraft } from '../load/load-draft';
import type { PageModel } from '../render/page-model';
import { renderPage } from '../render/render-page';
import { builtInSlugs } from '../routing/site-paths';
import { routeOf, type SiteRoute } from '../routing/site-route';
import { siteCss, siteCssName } from '../styles/site-css';
import { Answers, html, type Produced } from './answers';
import { islandsDirOf, readIslandFiles } from './island-files';
import { knownLocaleOf, producers } from './producers';
import { privateCacheControl, publicCacheControl, sendCached, sendOnce } from './send';
import { renderRobots } from './sitemap';

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
   * (read-model `keysOfEvent`) are dropped; a settings change empties the whole cache.
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

const longCache = 'public, max-age=31536000, immutable';
/** A cached copy is rendered anew after a day at most, so its CSRF token stays well inside its 7 days. */
const cacheMaxAgeMs = 24 * 60 * 60_000;

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

  const produce = producers({ data: options.data, config: options.config, publicUrl, sitemapMaxUrls: options.sitemapMaxUrls, render });
  const answers = new Answers(cache);

  /** The not-found answer of a locale: rendered once for every address without a page, and kept. */
  const notFoundEntry = async (locale: string | null): Promise<CachedPage> => (await answers.entryOf(`404 page ${locale ?? 'default'}`, () => produce.notFound(locale))) as CachedPage;

  /** Serves from the cache, or produces and keeps a cacheable answer. */
  const cached = async (req: IncomingMessage, res: ServerResponse, key: string, make: () => Promise<Produced>): Promise<void> => {
    const answer = await answers.entryOf(key, make);
    if (!('kind' in answer)) return sendCached(req, res, answer);
    if (answer.kind === 'once') return sendOnce(req, res, answer.status, answer.contentType, answer.body, answer.headers);
    const entry = await notFoundEntry(answer.locale);
    // The address asked for joins the surrogate keys, so a shared cache keeping this 404 drops it when a page is published there.
    sendCached(req, res, answer.pathKey ? { ...entry, keyHeader: `${entry.keyHeader} ${answer.pathKey}`, headerLists: undefined } : entry);
  };

  const preview = async (req: IncomingMessage, res: ServerResponse, versionId: number) => {
    const { status, body } = await produce.preview(req, versionId);
    sendOnce(req, res, status, status === 200 ? html : 'text/plain; charset=utf-8', body, { 'Cache-Control': privateCacheControl, 'X-Robots-Tag': 'noindex' });
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
          return await cached(req, res, cacheKeyOf(route)!, () => produce.sitemap(route.part));
        case 'built-in': {
          const path = cacheKeyOf(route)!;
          return await cached(req, res, path, () => produce.builtIn(route, path));
        }
        case 'page':
          return await cached(req, res, route.path, () => produce.page(route.path));
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
    renderPreview: produce.preview,
    renderDraft: async (draft) => render(await loadDraft(options.data, options.config, draft), await readSettings(options.data)),
    renderUncached: async (path) => {
      const produced = await produce.page(path);
      if (produced.kind !== 'not-found') return { status: produced.status, body: produced.body };
      return { status: 404, body: (await notFoundEntry(produced.locale)).identity.toString() };
    },
    cache,
  };
}
