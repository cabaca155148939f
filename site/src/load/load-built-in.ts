import type { PageModel } from '../render/page-model';
import { localizedPath, builtInSlugs } from '../routing/site-paths';
import { siteTexts } from '../render/site-texts';
import type { SiteData } from '../data/site-data';
import { loadFrame, readSiteText, type SiteSettingsView } from './load-page';

const statementKeys = { cookie: 'cookie-statement', privacy: 'privacy-statement' } as const;

/** The page types the frame of a built-in page takes: navigation, breadcrumbs, footer, consent. */
const builtInType = { id: 'built-in', header: ['navigation', 'breadcrumbs'], footer: ['footer', 'cookie-consent'], props: {} };

function baseModel(settings: SiteSettingsView, locale: string, path: string, title: string): Omit<PageModel, 'alternates' | 'menu' | 'footer' | 'cookieConsent'> {
  return {
    status: 200,
    locale,
    defaultLocale: settings.defaultLocale,
    path,
    pageID: null,
    title,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    seoImage: null,
    blocks: [],
    pageType: builtInType,
    content: {},
  };
}

/** The same built-in page in every offered locale: its translations for hreflang and the switch. */
function alternatesOf(settings: SiteSettingsView, slug: string): PageModel['alternates'] {
  return settings.availableLocales.map((locale) => ({ locale, path: localizedPath(locale, slug, settings.defaultLocale) }));
}

/**
 * /cookieverklaring and /privacyverklaring (SPEC §2): the statement site text of the locale;
 * null when the locale does not have it.
 */
export async function loadStatement(data: SiteData, settings: SiteSettingsView, kind: 'cookie' | 'privacy', locale: string): Promise<PageModel | null> {
  const [statement, frame] = await Promise.all([readSiteText(data, locale, statementKeys[kind]), loadFrame(data, null, locale)]);
  if (!statement || typeof statement.body !== 'string') return null;
  const slug = builtInSlugs[kind];
  const title = typeof statement.title === 'string' ? statement.title : siteTexts(locale)[kind === 'cookie' ? 'cookieStatement' : 'privacyStatement'];
  return {
    ...baseModel(settings, locale, localizedPath(locale, slug, settings.defaultLocale), title),
    ...frame,
    alternates: alternatesOf(settings, slug),
    statementHtml: statement.body,
    builtIn: 'statement',
  };
}

/** /zoeken: the search page of the locale. */
export async function loadSearch(data: SiteData, settings: SiteSettingsView, locale: string): Promise<PageModel> {
  const frame = await loadFrame(data, null, locale);
  const slug = builtInSlugs.search;
  return { ...baseModel(settings, locale, localizedPath(locale, slug, settings.defaultLocale), siteTexts(locale).search), ...frame, alternates: alternatesOf(settings, slug), builtIn: 'search' };
}

/** The plain fallback for an unknown path when the locale has no published `404` page. */
export async function loadFallbackNotFound(data: SiteData, settings: SiteSettingsView, locale: string, path: string): Promise<PageModel> {
  const frame = await loadFrame(data, null, locale).catch(() => ({ alternates: [], menu: [], footer: null, cookieConsent: null }));
  return { ...baseModel(settings, locale, path, siteTexts(locale).notFoundTitle), ...frame, alternates: [], status: 404, builtIn: 'not-found' };
}
