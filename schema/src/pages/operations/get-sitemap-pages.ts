import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { siteSettings } from '../../settings/site-settings';
import { isPageSlug, publicPath } from '@tessera/read-model';

/** The most pages one call hands out: a sitemap file (50,000 URLs) is ten calls. */
export const sitemapPagesMaxLimit = 5_000;

interface SitemapRow {
  id: number;
  locale: string;
  slug: string;
  updated_at: Date;
  published_at: Date | null;
  alternates: Array<{ pageID: number; locale: string; slug: string }>;
}

/**
 * Every published page of every locale, in id order from `afterId` (keyset paging: the next call
 * passes the last id it got), each with its published translations (itself included) as the
 * sitemap's alternates. Public, like the pages themselves; it lets the site write a sitemap of any
 * size without reading every page at once. An alternate the site does not serve (a slug from
 * before the names were reserved) is left out; such a page itself is listed, for the keyset.
 */
export const getSitemapPages = defineOperation({
  name: 'getSitemapPages',
  access: 'public',
  input: z.object({
    afterId: z.coerce.number({ invalid_type_error: 'V_12' }).int('V_12').min(0, 'V_12').default(0),
    limit: z.coerce.number({ invalid_type_error: 'V_12' }).int('V_12').min(1, 'V_12').max(sitemapPagesMaxLimit, 'V_12').default(1_000),
  }),
  async run(ctx, { afterId, limit }) {
    const { defaultLocale } = await siteSettings(ctx);
    const rows = await ctx.em.execute<SitemapRow[]>(
      `select p.id, p.locale, p.slug, p.updated_at, p.published_at,
              (select coalesce(json_agg(json_build_object('pageID', s.id, 'locale', s.locale, 'slug', s.slug) order by s.locale, s.id), '[]'::json)
                 from page s where s.translation_group = p.translation_group and s.published_version_id is not null) as alternates
         from page p
        where p.published_version_id is not null and p.id > ?
        order by p.id
        limit ?`,
      [afterId, limit],
    );
    const pathOf = (locale: string, slug: string) => publicPath(locale, slug, defaultLocale);
    return rows.map((row) => ({
      pageID: row.id,
      locale: row.locale,
      slug: row.slug,
      path: pathOf(row.locale, row.slug),
      updatedAt: new Date(row.updated_at),
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
      alternates: row.alternates.filter((alternate) => isPageSlug(alternate.slug)).map((alternate) => ({ ...alternate, path: pathOf(alternate.locale, alternate.slug) })),
    }));
  },
});
