import { createHash } from 'node:crypto';
import { notFoundSlug } from './public-path';
import { domainEventTypes, type DomainEvent } from './domain-events';

const knownEventTypes: ReadonlySet<string> = new Set(domainEventTypes);

/*
 * The one vocabulary of cache keys (surrogate keys): what a cached public response shows, and
 * what each domain event changes. The site records the keys of every answer it renders (its own
 * HTML cache, and `Surrogate-Key` / `xkey` headers for Varnish and CDNs); an event empties exactly
 * the answers carrying one of its keys, here and in every HTTP cache named in TESSERA_PURGE_URLS.
 *
 * Keys are short, ASCII, without spaces (headers list them space separated).
 */

/** A short stable digest, for values that are long or may hold any character (paths, groups). */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 10);
}

export const cacheKeys = {
  /** Every site answer reads the settings (locales, default locale: every path): emptying it empties the site. */
  settings: 'settings',
  /** A page by id: its own rendering in any path, and the downloads of its block files. */
  page: (id: number) => `p${id}`,
  /**
   * A public address, as a locale and a slug (`home` for the locale's root): the page there, a
   * 404 or a redirect answered there, and the pages whose links point there.
   */
  path: (locale: string, slug: string) => `u${digest(`${locale}/${slug.replace(/^\/+|\/+$/g, '') || 'home'}`)}`,
  /** The translations of a page (hreflang, the locale switch): every page of the group shows the group. */
  translations: (group: string) => `g${digest(group)}`,
  /** Every page of a locale. */
  locale: (locale: string) => `l:${locale}`,
  /** The menu of a locale. */
  menu: (locale: string) => `m:${locale}`,
  /** A site text of a locale (footer, cookie-consent, statements, contact). */
  siteText: (key: string, locale: string) => `t:${key}:${locale}`,
  /** All site texts (an event that does not say which). */
  siteTexts: 't',
  /** A kind of site content the site lists (skill, certificate, team-member). */
  content: (kind: string) => `c:${kind}`,
  /** A list of the published pages of a type in a locale (related articles). */
  pageList: (type: string, locale: string) => `r:${type}:${locale}`,
  /** The page type a page is rendered with. */
  pageType: (type: string) => `pt:${type}`,
  /**
   * A media file: its bytes and renditions, the one key a media answer carries (besides the page a
   * block file is downloaded through), so the header stays short however many pages show it;
   * events name the files whose showing they changed.
   */
  file: (id: number) => `f${id}`,
  /** A reusable block: the pages that show its published copy. */
  reusable: (id: number) => `rb${id}`,
  sitemap: 'sitemap',
  /** The search pages. */
  search: 'search',
  /** The not-found pages (a locale's published `404` page, or the plain fallback). */
  notFound: '404',
} as const;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The media files an event names (`fileIds`): whose public answers it may have changed. */
const fileIdsOf = (payload: Record<string, unknown>): number[] => (Array.isArray(payload.fileIds) ? payload.fileIds.map(num).filter((id): id is number => id !== undefined) : []);

/**
 * The keys whose cached answers an event makes stale. Conservative where a payload does not say
 * enough (an event written by an older version): then a wider key (the locale, the settings) goes.
 */
export function keysOfEvent(event: Pick<DomainEvent, 'type' | 'payload'>): string[] {
  const payload = event.payload ?? {};
  const keys = new Set<string>();
  switch (event.type) {
    case 'page.published':
    case 'page.unpublished':
    case 'page.deleted':
    case 'page.slug-changed': {
      const id = num(payload.pageId);
      const locale = str(payload.locale);
      const slug = str(payload.slug);
      if (id === undefined || !locale || !slug) return [cacheKeys.settings];
      keys.add(cacheKeys.page(id));
      keys.add(cacheKeys.path(locale, slug));
      const oldSlug = str(payload.oldSlug);
      if (oldSlug) keys.add(cacheKeys.path(locale, oldSlug));
      const group = str(payload.translationGroup);
      // Without the group, every page of every locale might list it as a translation.
      if (group) keys.add(cacheKeys.translations(group));
      else keys.add(cacheKeys.settings);
      const type = str(payload.type);
      keys.add(type ? cacheKeys.pageList(type, locale) : cacheKeys.locale(locale));
      // A menu shows a page's entry only while it is published, at its current path.
      if (payload.inMenu !== false) keys.add(cacheKeys.menu(locale));
      if (slug === notFoundSlug || oldSlug === notFoundSlug) keys.add(cacheKeys.notFound);
      keys.add(cacheKeys.sitemap);
      keys.add(cacheKeys.search);
      // Only the files whose showing changed (media answers carry their file's key alone).
      for (const fileId of fileIdsOf(payload)) keys.add(cacheKeys.file(fileId));
      break;
    }
    case 'menu.changed': {
      const locale = str(payload.locale);
      keys.add(locale ? cacheKeys.menu(locale) : cacheKeys.settings);
      break;
    }
    case 'settings.changed':
      keys.add(cacheKeys.settings);
      break;
    case 'site-content.changed': {
      const kind = str(payload.kind);
      if (kind === 'site-text') {
        const key = str(payload.key);
        const locale = str(payload.locale);
        keys.add(key && locale ? cacheKeys.siteText(key, locale) : cacheKeys.siteTexts);
      } else if (kind) {
        keys.add(cacheKeys.content(kind));
        for (const fileId of fileIdsOf(payload)) keys.add(cacheKeys.file(fileId));
      } else {
        keys.add(cacheKeys.settings);
      }
      break;
    }
    case 'media.changed': {
      for (const id of fileIdsOf(payload)) keys.add(cacheKeys.file(id));
      // Folder events without files change no public address (files are served by id).
      break;
    }
    case 'reusable-block.changed': {
      const id = num(payload.reusableBlockId);
      if (id === undefined) return [cacheKeys.settings];
      keys.add(cacheKeys.reusable(id));
      // Its files may become public or stop being so.
      for (const fileId of fileIdsOf(payload)) keys.add(cacheKeys.file(fileId));
      break;
    }
    case 'redirects.changed': {
      // The addresses a redirect now answers (or stopped answering): a page or 404 cached there
      // must not shadow it. Without the list (a large import), everything goes.
      const paths = Array.isArray(payload.paths) ? payload.paths : null;
      if (!paths) return [cacheKeys.settings];
      for (const entry of paths as Array<Record<string, unknown>>) {
        const locale = str(entry?.locale);
        const path = str(entry?.path);
        if (!locale || !path) return [cacheKeys.settings];
        keys.add(cacheKeys.path(locale, path));
      }
      break;
    }
    case 'tags.changed':
      // The public site shows no tags.
      break;
    case 'release.published':
      // For webhooks: every page, block and menu of the release raised its own event.
      break;
    default:
      // A type this version does not know, raised by a newer one (the mixed versions of a rolling
      // upgrade): what it changed cannot be told, so everything goes.
      if (!knownEventTypes.has(event.type)) return [cacheKeys.settings];
  }
  return [...keys];
}

/** The value of a `Surrogate-Key` / `xkey` header: the keys, space separated, each once. */
export function surrogateKeyHeader(keys: Iterable<string>): string {
  return [...new Set(keys)].join(' ');
}
