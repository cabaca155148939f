import type { TesseraConfig } from '@tessera/schema';
import { PublishedPagesDocument, SiblingSlugsDocument } from '../generated/graphql';
import type { SiteData } from '../data/site-data';
import { readSettings } from '../load/load-page';
import { localizedPath } from '../routing/site-paths';

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The most pages of one type in one locale the public query hands out. */
const perTypeAndLocale = 100;

/**
 * sitemap.xml: every published page of every locale and page type, each with its published
 * translations as xhtml:link alternates (and x-default: the default locale's translation).
 */
export async function renderSitemap(data: SiteData, config: TesseraConfig, publicUrl: string): Promise<string> {
  const settings = await readSettings(data);
  const lists = await Promise.all(
    settings.availableLocales.flatMap((locale) =>
      config.pageTypes.map((type) => data.execute(PublishedPagesDocument, { type: type.id, locale, limit: perTypeAndLocale }).then((r) => r.publishedPages)),
    ),
  );
  const pages = lists.flat().filter((page) => page.slug !== '404');
  const siblings = await Promise.all(pages.map((page) => data.execute(SiblingSlugsDocument, { pageID: page.pageID }).then((r) => r.siblingSlugs)));
  const urls = pages.map((page, index) => {
    const own = localizedPath(page.locale, page.slug === 'home' ? '' : page.slug, settings.defaultLocale);
    const alternates = siblings[index];
    const xDefault = alternates.find((alternate) => alternate.locale === settings.defaultLocale);
    const links = [
      ...alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${xml(alternate.locale)}" href="${xml(publicUrl + alternate.path)}"/>`),
      ...(xDefault ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(publicUrl + xDefault.path)}"/>`] : []),
    ];
    const lastmod = page.publishedAt ? `<lastmod>${xml(page.publishedAt.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${xml(publicUrl + own)}</loc>${lastmod}${alternates.length > 1 ? links.join('') : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the admin and the API are not for crawlers; the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nDisallow: /cmsadmin\nDisallow: /api\nDisallow: /_preview\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
