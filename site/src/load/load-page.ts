import { notFoundSlug, parsePath, type SiteAlternate, type PageReads } from '@tessera/read-model';
import type { Block, BlockImage, FocalPoint } from '@tessera/content-model';
import { blockNeeds } from '../blocks/block-registry';
import {
  CertificatesDocument,
  ImageSizesDocument,
  PageBySlugDocument,
  PageFrameDocument,
  PublishedPagesDocument,
  SiteSettingsDocument,
  SiteTextDocument,
  SkillsDocument,
  TeamMembersDocument,
  type PageFrameQuery,
} from '../generated/graphql';
import type { CookieConsentText, FooterText, MenuEntry, PageContent, PageModel } from '../render/page-model';
import { localizedPath } from '../routing/site-paths';
import { SiteDataError, type SiteData } from '../data/site-data';
import { withReusableBlocks } from './reusable-blocks';

/** A page, a redirect, or `missing`: nothing at that address, so the locale's not-found answer is due. */
export type PageLoad = { kind: 'page'; model: PageModel } | { kind: 'redirect'; location: string } | { kind: 'missing' };

export interface SiteSettingsView {
  availableLocales: string[];
  defaultLocale: string;
}

export function readSettings(data: SiteData): Promise<SiteSettingsView> {
  return data.execute(SiteSettingsDocument).then((result) => result.settings);
}

function asFooter(value: unknown): FooterText | null {
  const footer = value as Partial<FooterText> | null;
  if (!footer || typeof footer !== 'object') return null;
  return { text: typeof footer.text === 'string' ? footer.text : '', links: Array.isArray(footer.links) ? footer.links : [] };
}

function asCookieConsent(value: unknown): CookieConsentText | null {
  const consent = value as Partial<CookieConsentText> | null;
  return consent && typeof consent === 'object' && typeof consent.message === 'string' ? (consent as CookieConsentText) : null;
}

function asSeoImage(value: unknown): BlockImage | null {
  const image = Array.isArray(value) ? value[0] : null;
  return image && typeof image === 'object' && typeof image.fileID === 'number' ? (image as BlockImage) : null;
}

function asBlocks(value: unknown): Block[] {
  return Array.isArray(value) ? (value.filter((block) => block && typeof block === 'object') as Block[]) : [];
}

/** The frame around a page: translations, menu, footer and cookie consent of its locale. */
export async function loadFrame(
  data: SiteData,
  pageID: number | null,
  locale: string,
  alternates?: PageModel['alternates'],
): Promise<{ alternates: PageModel['alternates']; menu: MenuEntry[]; footer: FooterText | null; cookieConsent: CookieConsentText | null }> {
  // Translations read with the page already: the rest is the locale's alone (kept in memory, see frame-memo).
  const withSiblings = pageID !== null && !alternates;
  const frame: PageFrameQuery = await data.execute(PageFrameDocument, { pageID: withSiblings ? pageID : 0, locale, withSiblings });
  return {
    alternates: alternates ?? (frame.siblingSlugs ?? []).map((sibling) => ({ locale: sibling.locale, path: sibling.path })),
    menu: frame.menu as MenuEntry[],
    footer: asFooter(frame.footer.value),
    cookieConsent: asCookieConsent(frame.cookieConsent.value),
  };
}

/** A block image with the shown size and focal point of its file, when the media library told them. */
export type SizedImage = BlockImage & { width?: number; height?: number; focalPoint?: FocalPoint | null };

/**
 * Puts the shown size of each image file on the page's block images (and its SEO image), so
 * `<img>` can reserve the space before the picture loads, and its focal point, so the picture
 * is placed by it: one query for the whole page.
 */
export async function addImageSizes(data: SiteData, images: SizedImage[]): Promise<void> {
  const ids = [...new Set(images.map((image) => image.fileID))];
  if (ids.length === 0) return;
  const mediaImageSizes = data.pages ? await data.pages.imageSizes(ids) : (await data.execute(ImageSizesDocument, { ids })).mediaImageSizes;
  const sizes = new Map(mediaImageSizes.map((size) => [size.id, size]));
  for (const image of images) {
    const size = sizes.get(image.fileID);
    if (size) Object.assign(image, { width: size.width, height: size.height }, size.focalPoint ? { focalPoint: { x: size.focalPoint.x, y: size.focalPoint.y } } : {});
  }
}

function imagesOf(blocks: Block[], seoImage: BlockImage | null): SizedImage[] {
  const images = blocks.flatMap((block) => Object.values(block.__images ?? {})).filter((image): image is BlockImage => !!image && typeof image.fileID === 'number');
  return seoImage ? [...images, seoImage] : images;
}

/** A site text's value, or null when it is unset or the key is unknown to this installation. */
export async function readSiteText(data: SiteData, locale: string, key: string): Promise<Record<string, unknown> | null> {
  try {
    return (await data.execute(SiteTextDocument, { locale, key })).siteText.value ?? null;
  } catch (error) {
    if (error instanceof SiteDataError) return null;
    throw error;
  }
}

/** Site content the page's blocks and parts show; nothing is read that the page does not show. */
export async function loadContent(data: SiteData, blocks: Block[], footerParts: readonly string[], locale: string): Promise<PageContent> {
  const needs = new Set(blocks.flatMap((block) => blockNeeds[block.type] ?? []));
  const content: PageContent = {};
  await Promise.all([
    needs.has('teamMembers') && data.execute(TeamMembersDocument).then((r) => void (content.teamMembers = r.teamMembers)),
    needs.has('skills') && data.execute(SkillsDocument).then((r) => void (content.skills = r.skills)),
    needs.has('certificates') && data.execute(CertificatesDocument).then((r) => void (content.certificates = r.certificates)),
    needs.has('contactPhone') && readSiteText(data, locale, 'contact').then((value) => void (content.contactPhone = typeof value?.phone === 'string' ? value.phone : null)),
    footerParts.includes('related-articles') && data.execute(PublishedPagesDocument, { type: 'article', locale, limit: 4 }).then((r) => void (content.relatedArticles = r.publishedPages)),
  ]);
  return content;
}

/** The stored content of a version, as both the published page and the draft preview read it. */
export interface VersionContent {
  pageID: number;
  title: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoKeywords: string[];
  seoImage?: unknown;
  blocks: unknown;
}

/**
 * The model of a page from its version: with the frame around it (translations, menu, footer,
 * consent), the site content its blocks show, and the sizes of its images, read at once.
 */
export async function pageModelOf(
  data: SiteData,
  source: {
    status: 200 | 404;
    page: { locale: string; slug: string; translationsKey?: string };
    defaultLocale: string;
    version: VersionContent;
    pageType: PageModel['pageType'];
    /** The page's translations, when the page's read brought them. */
    alternates?: PageModel['alternates'];
    preview?: boolean;
  },
): Promise<PageModel> {
  const { page, version, pageType } = source;
  const { blocks, reusableBlockIds } = await withReusableBlocks(data, asBlocks(version.blocks));
  const seoImage = asSeoImage(version.seoImage);
  const [frame, content] = await Promise.all([
    loadFrame(data, version.pageID, page.locale, source.alternates),
    loadContent(data, blocks, pageType.footer, page.locale),
    addImageSizes(data, imagesOf(blocks, seoImage)),
  ]);
  return {
    status: source.status,
    locale: page.locale,
    defaultLocale: source.defaultLocale,
    path: localizedPath(page.locale, page.slug === 'home' ? '' : page.slug, source.defaultLocale),
    pageID: version.pageID,
    ...(page.translationsKey ? { translationsKey: page.translationsKey } : {}),
    title: version.title,
    seoTitle: version.seoTitle ?? null,
    seoDescription: version.seoDescription ?? null,
    seoKeywords: version.seoKeywords,
    seoImage,
    blocks,
    ...(reusableBlockIds.length > 0 ? { reusableBlockIds } : {}),
    pageType,
    ...frame,
    content,
    ...(source.preview ? { preview: true } : {}),
  };
}

/**
 * A published page by its public path, with everything its rendering shows. A renamed page
 * answers a redirect; an address without a page `missing` (the caller answers with the locale's
 * not-found page, rendered once for all such addresses).
 */
export async function loadPage(data: SiteData, path: string): Promise<PageLoad> {
  return data.pages ? loadPageRead(data, data.pages, path) : loadPageByQuery(data, path);
}

/** Translations as the page model links them. */
export const linked = (alternates: SiteAlternate[]): PageModel['alternates'] => alternates.map(({ locale, path }) => ({ locale, path }));

/** What of a page type the rendering uses (as the GraphQL document selects it). */
const shownType = ({ id, header, footer, props }: PageModel['pageType']): PageModel['pageType'] => ({ id, header, footer, props });

/** Through the read model: the page with its translations in one statement, the frame from memory. */
async function loadPageRead(data: SiteData, pages: PageReads, path: string): Promise<PageLoad> {
  const settings = await readSettings(data);
  const read = await pages.published(parsePath(path, settings.defaultLocale), settings.defaultLocale);
  if (read.kind === 'redirect') return { kind: 'redirect', location: read.location };
  // The `404` page asked for by name is the locale's not-found answer too.
  if (read.kind === 'none' || read.status === 404) return { kind: 'missing' };
  const { page } = read;
  const model = await pageModelOf(data, {
    status: 200,
    page,
    defaultLocale: settings.defaultLocale,
    version: page.pageVersion,
    pageType: shownType(page.pageVersion.pageType),
    alternates: linked(read.alternates),
  });
  return { kind: 'page', model };
}

/** Through the GraphQL documents (the site on its own, over HTTP). */
async function loadPageByQuery(data: SiteData, path: string): Promise<PageLoad> {
  let found;
  try {
    found = await data.execute(PageBySlugDocument, { slug: path });
  } catch (error) {
    if (error instanceof SiteDataError && error.code === 'PM_01') return { kind: 'missing' };
    throw error;
  }
  const { pageBySlug, settings } = found;
  if (pageBySlug.status === 301 && pageBySlug.redirect) return { kind: 'redirect', location: pageBySlug.redirect };
  const page = pageBySlug.page;
  // The API answers an unknown address with the locale's 404 page: the caller's not-found answer is that.
  if (!page || pageBySlug.status === 404) return { kind: 'missing' };
  const model = await pageModelOf(data, { status: 200, page, defaultLocale: settings.defaultLocale, version: page.pageVersion, pageType: page.pageVersion.pageType });
  return { kind: 'page', model };
}

/** The locale's published `404` page (status 404), or null when it has none. */
export async function loadNotFoundPage(data: SiteData, locale: string): Promise<PageModel | null> {
  const settings = await readSettings(data);
  const path = localizedPath(locale, notFoundSlug, settings.defaultLocale);
  if (data.pages) {
    const read = await data.pages.published({ locale, slug: notFoundSlug }, settings.defaultLocale);
    if (read.kind !== 'page') return null;
    const { page } = read;
    return pageModelOf(data, {
      status: 404,
      page,
      defaultLocale: settings.defaultLocale,
      version: page.pageVersion,
      pageType: shownType(page.pageVersion.pageType),
      alternates: linked(read.alternates),
    });
  }
  try {
    const { pageBySlug } = await data.execute(PageBySlugDocument, { slug: path });
    const page = pageBySlug.page;
    if (!page || page.slug !== notFoundSlug) return null;
    return await pageModelOf(data, { status: 404, page, defaultLocale: settings.defaultLocale, version: page.pageVersion, pageType: page.pageVersion.pageType });
  } catch (error) {
    if (error instanceof SiteDataError && error.code === 'PM_01') return null;
    throw error;
  }
}
