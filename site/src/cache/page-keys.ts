import { localePrefix } from '@tessera/content-model';
import { cacheKeys } from '@tessera/read-model';
import type { PageModel } from '../render/page-model';

/**
 * The cache key of a public address (`/over-ons`, `/nl-nl/over-ons`, `/`): its locale is its
 * prefix, or the default locale; its slug the rest (`home` for the root). Null for anything that
 * is not a site path (external links, the API, anchors).
 */
export function pathKeyOf(href: string, defaultLocale: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  let path = href.split(/[?#]/, 1)[0];
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  const segments = path.toLowerCase().split('/').filter(Boolean);
  if (segments[0] === 'api' || segments[0] === 'cmsadmin' || segments[0] === '_site' || segments[0] === '_preview') return null;
  const locale = segments[0] && localePrefix.test(segments[0]) ? segments[0] : defaultLocale;
  const rest = segments[0] === locale && localePrefix.test(segments[0]) ? segments.slice(1) : segments;
  return cacheKeys.path(locale, rest.join('/'));
}

const hrefInHtml = /href\s*=\s*["'](\/[^"']*)["']/gi;

/** Every file id and internal link a value (blocks, the SEO image, site content) holds, at any depth. */
function collect(value: unknown, defaultLocale: string, keys: Set<string>, depth = 0): void {
  if (depth > 32 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (value.includes('href')) for (const match of value.matchAll(hrefInHtml)) add(keys, pathKeyOf(match[1], defaultLocale));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, defaultLocale, keys, depth + 1);
    return;
  }
  if (typeof value !== 'object') return;
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    if ((name === 'fileID' || name === 'fileId') && typeof item === 'number') keys.add(cacheKeys.file(item));
    else if (name === 'href' && typeof item === 'string') add(keys, pathKeyOf(item, defaultLocale));
    else collect(item, defaultLocale, keys, depth + 1);
  }
}

function add(keys: Set<string>, key: string | null): void {
  if (key) keys.add(key);
}

/**
 * The cache keys of a rendered page (read-model `cacheKeys`): the settings every answer reads, its
 * locale, the page, its address and translations, its type, the frame (menu, footer, cookie
 * consent), the site content and lists it shows, each media file it shows and each address it
 * links to. `extra` adds what only the caller knows (the statement's site text).
 */
export function keysOfModel(model: PageModel, defaultLocale: string, extra: Iterable<string> = []): string[] {
  const keys = new Set<string>([cacheKeys.settings, cacheKeys.locale(model.locale)]);
  if (model.pageID !== null) keys.add(cacheKeys.page(model.pageID));
  if (model.translationsKey) keys.add(model.translationsKey);
  add(keys, pathKeyOf(model.path, defaultLocale));
  keys.add(cacheKeys.pageType(model.pageType.id));
  keys.add(cacheKeys.menu(model.locale));
  keys.add(cacheKeys.siteTexts);
  keys.add(cacheKeys.siteText('footer', model.locale));
  keys.add(cacheKeys.siteText('cookie-consent', model.locale));
  for (const alternate of model.alternates) add(keys, pathKeyOf(alternate.path, defaultLocale));
  const { content } = model;
  if (content.teamMembers) keys.add(cacheKeys.content('team-member')).add(cacheKeys.content('skill'));
  if (content.skills) keys.add(cacheKeys.content('skill'));
  if (content.certificates) keys.add(cacheKeys.content('certificate'));
  if (content.contactPhone !== undefined) keys.add(cacheKeys.siteText('contact', model.locale));
  if (content.relatedArticles) {
    keys.add(cacheKeys.pageList('article', model.locale));
    for (const article of content.relatedArticles) keys.add(cacheKeys.page(article.pageID));
  }
  if (model.builtIn === 'search') keys.add(cacheKeys.search);
  if (model.builtIn === 'not-found' || model.status === 404) keys.add(cacheKeys.notFound);
  for (const id of model.reusableBlockIds ?? []) keys.add(cacheKeys.reusable(id));
  collect(model.blocks, defaultLocale, keys);
  collect(model.seoImage, defaultLocale, keys);
  collect(content, defaultLocale, keys);
  if (model.statementHtml) collect(model.statementHtml, defaultLocale, keys);
  for (const key of extra) keys.add(key);
  return [...keys];
}
