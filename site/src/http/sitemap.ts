import { isPageSlug, notFoundSlug } from '@tessera/read-model';
import { SitemapPagesDocument } from '../generated/graphql';
import type { SiteData } from '../data/site-data';
import { readSettings } from '../load/load-page';

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap protocol's limit: at most 50,000 URLs in one file. */
export const sitemapMaxUrls = 50_000;

/** Pages per read of the sitemap operation (its largest page). */
const readSize = 5_000;

const urlsetOpen = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

interface SitemapUrl {
  path: string;
  publishedAt: string | null | undefined;
  alternates: Array<{ locale: string; path: string }>;
}

/**
 * Every published page of the locales the site offers (not the 404 pages), read page by page
 * through the sitemap operation in id order, so a site of any size is never read in one go.
 */
async function readSitemapUrls(data: SiteData): Promise<{ urls: SitemapUrl[]; defaultLocale: string }> {
  const settings = await readSettings(data);
  const offered = new Set(settings.availableLocales);
  const urls: SitemapUrl[] = [];
  for (let afterId = 0; ;) {
    const { sitemapPages } = await data.execute(SitemapPagesDocument, { afterId, limit: readSize });
    for (const page of sitemapPages) {
      if (page.slug === notFoundSlug || !isPageSlug(page.slug) || !offered.has(page.locale)) continue;
      urls.push({ path: page.path, publishedAt: page.publishedAt, alternates: page.alternates.filter((alternate) => offered.has(alternate.locale)) });
    }
    if (sitemapPages.length < readSize) return { urls, defaultLocale: settings.defaultLocale };
    afterId = sitemapPages[sitemapPages.length - 1].pageID;
  }
}

/** One `<url>`, with its translations as xhtml:link alternates (and x-default: the default locale's). */
function urlEntry(url: SitemapUrl, publicUrl: string, defaultLocale: string): string {
  const xDefault = url.alternates.find((alternate) => alternate.locale === defaultLocale);
  const links = [
    ...url.alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${xml(alternate.locale)}" href="${xml(publicUrl + alternate.path)}"/>`),
    ...(xDefault ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(publicUrl + xDefault.path)}"/>`] : []),
  ];
  const lastmod = url.publishedAt ? `<lastmod>${xml(url.publishedAt.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${xml(publicUrl + url.path)}</loc>${lastmod}${url.alternates.length > 1 ? links.join('') : ''}</url>`;
}

function urlset(urls: SitemapUrl[], publicUrl: string, defaultLocale: string): string {
  return `${urlsetOpen}${urls.map((url) => urlEntry(url, publicUrl, defaultLocale)).join('\n')}\n</urlset>\n`;
}

function sitemapIndex(files: number, publicUrl: string): string {
  const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${xml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * sitemap.xml (`part` undefined) or sitemap-{part}.xml: every published page of every offered
 * locale with its published translations as alternates. Up to `maxUrls` pages sitemap.xml is the
 * list itself; past it, sitemap.xml is an index of sitemap-1.xml, sitemap-2.xml, … of at most
 * `maxUrls` each. Null for a part that does not exist (a 404).
 */
export async function renderSitemap(data: SiteData, publicUrl: string, part?: number, maxUrls = sitemapMaxUrls): Promise<string | null> {
  const { urls, defaultLocale } = await readSitemapUrls(data);
  const files = Math.ceil(urls.length / maxUrls);
  if (part === undefined) return files <= 1 ? urlset(urls, publicUrl, defaultLocale) : sitemapIndex(files, publicUrl);
  if (files <= 1 || part < 1 || part > files) return null;
  return urlset(urls.slice((part - 1) * maxUrls, part * maxUrls), publicUrl, defaultLocale);
}

/** robots.txt: the admin and the API are not for crawlers; the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nDisallow: /cmsadmin\nDisallow: /api\nDisallow: /_preview\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
