import { hasPermission } from '../auth/authorize';
import type { Ctx } from '../context';
import { CodedError } from '../errors/coded-error';
import { presentPublicPage, type PublicPageSource } from './page.view';
import { isPageSlug, notFoundSlug, publicPath, type PreviewRead, type PreviewRefused, type PublishedPageRead, type PublicVersionSource, type SiteAlternate } from '@tessera/read-model';

/*
 * The public site's read model: what an uncached page needs of the pages feature, in one
 * statement each, as plain rows with the JSON built by PostgreSQL (no entity hydration, no
 * GraphQL). It answers exactly what the GraphQL reads the site can also use answer
 * (`pageBySlug` with `siblingSlugs`, and the preview's `pageVersion` and `page`): the same
 * presenters shape both, and site tests render both and compare the HTML.
 */

interface SiblingRow {
  locale: string;
  slug: string;
}

/** The published translations in locale order, but not one whose slug is a path the site does not serve (as getSiblingSlugs). */
function alternatesOf(siblings: SiblingRow[] | null, defaultLocale: string): SiteAlternate[] {
  return (siblings ?? []).filter((sibling) => isPageSlug(sibling.slug)).map(({ locale, slug }) => ({ locale, slug, path: publicPath(locale, slug, defaultLocale) }));
}

const siblingsOf = (page: string) =>
  `(select json_agg(json_build_object('locale', s.locale, 'slug', s.slug) order by s.locale)
      from page s where s.translation_group = ${page}.translation_group and s.published_version_id is not null)`;

const versionFields = `'title', v.title, 'seoTitle', v.seo_title, 'seoDescription', v.seo_description, 'seoKeywords', v.seo_keywords,
  'seoImage', v.seo_image, 'blocks', v.blocks, 'typeData', v.type_data`;

const publishedPageSql = `select
  (select json_build_object('id', p.id, 'slug', p.slug, 'type', p.type, 'locale', p.locale, 'translationGroup', p.translation_group,
      'publishedAt', p.published_at, ${versionFields}, 'siblings', ${siblingsOf('p')})
     from page p join page_version v on v.id = p.published_version_id where p.locale = ? and p.slug = ?) as page,
  (select json_build_object('locale', t.locale, 'slug', t.slug)
     from page_redirect r join page t on t.id = r.page_id
    where r.locale = ? and r.from_slug = ? and t.published_version_id is not null) as redirect`;

type PageRow = Omit<PublicPageSource, 'publishedAt'> & PublicVersionSource & { publishedAt: string | null; siblings: SiblingRow[] | null };

/**
 * The published page at an address, where a renamed page went, or nothing: one statement. As
 * `getPageBySlug`, the page whose slug is `404` answers with status 404 also when asked by name.
 */
export async function readPublishedPage(ctx: Ctx, address: { locale: string; slug: string }, defaultLocale: string): Promise<PublishedPageRead> {
  const { locale, slug } = address;
  if (!isPageSlug(slug)) return { kind: 'none' };
  const [row] = await ctx.em.execute<Array<{ page: PageRow | null; redirect: SiblingRow | null }>>(publishedPageSql, [locale, slug, locale, slug]);
  if (row.page) {
    const { siblings, publishedAt, ...page } = row.page;
    const pageType = ctx.services.config.pageTypes.find((type) => type.id === page.type);
    return {
      kind: 'page',
      status: slug === notFoundSlug ? 404 : 200,
      page: presentPublicPage({ ...page, publishedAt: publishedAt ? new Date(publishedAt) : null }, page, pageType),
      alternates: alternatesOf(siblings, defaultLocale),
    };
  }
  if (row.redirect) return { kind: 'redirect', location: publicPath(row.redirect.locale, row.redirect.slug, defaultLocale) };
  return { kind: 'none' };
}

type PreviewRow = PublicVersionSource & { pageID: number; slug: string; locale: string; type: string; siblings: SiblingRow[] | null };

const previewSql = `select json_build_object('pageID', p.id, 'slug', p.slug, 'locale', p.locale, 'type', p.type, ${versionFields}, 'siblings', ${siblingsOf('p')}) as found
  from page_version v join page p on p.id = v.page_id where v.id = ?`;

/**
 * A version of any state, with its page and the page's published translations, for the draft
 * preview: one statement. Only for someone with create-page: refused with 401 without a
 * session, 403 without the permission. An unknown version is PM_01, as `pageVersion`.
 */
export async function readPreviewVersion(ctx: Ctx, versionId: number, defaultLocale: string): Promise<PreviewRead | PreviewRefused> {
  if (!ctx.viewer) return { kind: 'refused', status: 401 };
  if (!hasPermission(ctx.viewer, 'create-page')) return { kind: 'refused', status: 403 };
  const [row] = await ctx.em.execute<Array<{ found: PreviewRow }>>(previewSql, [versionId]);
  if (!row) throw new CodedError('PM_01', 'id');
  const { siblings, slug, locale, type, pageID, ...version } = row.found;
  return { kind: 'preview', page: { slug, locale, type }, version: { ...version, pageID }, alternates: alternatesOf(siblings, defaultLocale) };
}

/** `addressHash` (read-model) in SQL: the first four bytes of the address's MD5, as a signed integer. */
const addressHashSql = (locale: string, slug: string) => `('x' || left(md5(${locale} || '/' || ${slug}), 8))::bit(32)::int`;

/**
 * The digests of every address that may answer something other than the not-found page: every
 * published page's, and every redirect's (whatever its page's state: more is harmless). One
 * statement; the site keeps them in memory, so an address without a page costs no read.
 */
export async function readAddressHashes(ctx: Ctx): Promise<number[]> {
  const [row] = await ctx.em.execute<Array<{ hashes: number[] }>>(
    `select array(select ${addressHashSql('locale', 'slug')} from page where published_version_id is not null
           union select ${addressHashSql('locale', 'from_slug')} from page_redirect) as hashes`,
  );
  return row.hashes;
}
