import type { IncomingMessage } from 'node:http';
import { supportedLocales, type TesseraConfig } from '@tessera/content-model';
import { cacheKeys, notFoundSlug } from '@tessera/read-model';
import { keysOfModel, pathKeyOf } from '../cache/page-keys';
import type { SiteData } from '../data/site-data';
import { loadFallbackNotFound, loadSearch, loadStatement } from '../load/load-built-in';
import { loadNotFoundPage, loadPage, readSettings, type SiteSettingsView } from '../load/load-page';
import { loadPreview } from '../load/load-preview';
import type { PageModel } from '../render/page-model';
import { localizedPath } from '../routing/site-paths';
import type { SiteRoute } from '../routing/site-route';
import { html, sharedHeaders, type Produced } from './answers';
import { renderSitemap } from './sitemap';

/** A path's locale prefix when Tessera knows the locale (so invented prefixes cannot fill the cache), else null. */
export function knownLocaleOf(prefix: string | null | undefined): string | null {
  const locale = prefix?.toLowerCase();
  return locale && (supportedLocales as readonly string[]).includes(locale) ? locale : null;
}

/** The locale a 404 page is shown in: the path's, when the site offers it. */
function offeredOrDefault(settings: SiteSettingsView, locale: string | null): string {
  return locale && settings.availableLocales.includes(locale) ? locale : settings.defaultLocale;
}

export interface ProducerParts {
  data: SiteData;
  config: TesseraConfig;
  publicUrl: string;
  sitemapMaxUrls?: number;
  render(model: PageModel, settings: SiteSettingsView): string;
}

/** What the site makes of each kind of route: read, render, and name the cache keys of the answer. */
export function producers({ data, config, publicUrl, sitemapMaxUrls, render }: ProducerParts) {
  const notFound = async (settings: SiteSettingsView, locale: string | null, path: string): Promise<Produced> => {
    const known = offeredOrDefault(settings, locale);
    const model = await loadFallbackNotFound(data, settings, known, path);
    const keys = keysOfModel(model, settings.defaultLocale, [pathKeyOf(path, settings.defaultLocale) ?? cacheKeys.notFound]);
    return { kind: 'once', status: 404, contentType: html, body: render(model, settings), headers: sharedHeaders(keys) };
  };

  return {
    /**
     * The 404 page of a locale (its published `404` page, or the plain fallback) for a path no
     * page can have: the same for every such path, so it is cached like a page.
     */
    async notFound(locale: string | null): Promise<Produced> {
      const settings = await readSettings(data);
      const known = offeredOrDefault(settings, locale);
      const path = localizedPath(known, notFoundSlug, settings.defaultLocale);
      const model = (await loadNotFoundPage(data, known)) ?? (await loadFallbackNotFound(data, settings, known, path));
      // The address of the locale's 404 page too: publishing one there replaces the fallback.
      const keys = keysOfModel(model, settings.defaultLocale, [cacheKeys.notFound, cacheKeys.path(known, notFoundSlug)]);
      return { kind: 'cacheable', status: 404, contentType: html, body: render(model, settings), keys };
    },

    async page(path: string): Promise<Produced> {
      const loaded = await loadPage(data, path);
      const settings = await readSettings(data);
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
    },

    async builtIn(route: Extract<SiteRoute, { kind: 'built-in' }>, path: string): Promise<Produced> {
      const settings = await readSettings(data);
      const locale = route.locale ?? settings.defaultLocale;
      if (!settings.availableLocales.includes(locale)) return notFound(settings, null, path);
      const model = route.page === 'search' ? await loadSearch(data, settings, locale) : await loadStatement(data, settings, route.page, locale);
      if (!model) return notFound(settings, locale, path);
      const statement = route.page === 'search' ? [] : [cacheKeys.siteText(`${route.page}-statement`, locale)];
      return { kind: 'cacheable', status: 200, contentType: html, body: render(model, settings), keys: keysOfModel(model, settings.defaultLocale, statement) };
    },

    async sitemap(part: number | undefined): Promise<Produced> {
      const body = await renderSitemap(data, publicUrl, part, sitemapMaxUrls);
      const keys = [cacheKeys.settings, cacheKeys.sitemap];
      if (body === null) return { kind: 'once', status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found', headers: sharedHeaders(keys) };
      return { kind: 'cacheable', status: 200, contentType: 'application/xml; charset=utf-8', body, keys };
    },

    /** A draft as its page would show it, for the person behind the request (their permissions); never cached. */
    async preview(req: IncomingMessage, versionId: number): Promise<{ status: 200 | 401 | 403; body: string }> {
      const asEditor = data.as(req);
      const loaded = await loadPreview(asEditor, config, versionId);
      if (loaded.kind === 'refused') {
        return { status: loaded.status, body: loaded.status === 401 ? 'Sign in to the admin to preview drafts.' : 'Previewing drafts needs the create-page permission.' };
      }
      return { status: 200, body: render(loaded.model, await readSettings(asEditor)) };
    },
  };
}
