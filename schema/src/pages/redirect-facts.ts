import type { EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../db/like-pattern';

/*
 * What the redirects feature may ask of the pages feature: which slugs published pages hold (a
 * redirect may not take a page's address), and the automatic redirects slug changes left.
 */

/** The published pages at these slugs, as `locale|slug`. */
export async function publishedPageAddresses(em: EntityManager, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await em.execute<Array<{ locale: string; slug: string }>>('select locale, lower(slug) as slug from page where published_version_id is not null and lower(slug) in (?)', [
    [...new Set(slugs)],
  ]);
  return new Set(rows.map((row) => `${row.locale}|${row.slug}`));
}

export interface AutomaticRedirect {
  id: number;
  locale: string;
  fromSlug: string;
  pageId: number;
  pageSlug: string;
}

const automaticWhere = `from page_redirect r join page p on p.id = r.page_id where (?::text is null or r.from_slug ilike ? or p.slug ilike ?)`;

/** The automatic redirects whose old or current slug contains the term, by locale and old slug. */
export async function automaticRedirects(em: EntityManager, term: string, offset: number, limit: number): Promise<{ total: number; rows: AutomaticRedirect[] }> {
  const pattern = term ? likePattern(term) : null;
  const params = [pattern, pattern, pattern];
  const [{ total }] = await em.execute<Array<{ total: string }>>(`select count(*)::text as total ${automaticWhere}`, params);
  const rows =
    limit > 0
      ? await em.execute<Array<{ id: number; locale: string; from_slug: string; page_id: number; page_slug: string }>>(
          `select r.id, r.locale, r.from_slug, p.id as page_id, p.slug as page_slug ${automaticWhere} order by r.locale, r.from_slug limit ? offset ?`,
          [...params, limit, offset],
        )
      : [];
  return { total: Number(total), rows: rows.map((row) => ({ id: row.id, locale: row.locale, fromSlug: row.from_slug, pageId: row.page_id, pageSlug: row.page_slug })) };
}
