import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How many other pages of a locale have this title, compared as a reader would (case and outer
 * spaces ignored): two pages titled alike look the same in search results and menus.
 */
export async function countOtherPagesTitled(em: EntityManager, locale: string, title: string, exceptPageId: number): Promise<number> {
  const trimmed = title.trim();
  if (!trimmed) return 0;
  const [row] = await em.execute<{ count: string }[]>('select count(*) as count from page where locale = ? and id <> ? and lower(btrim(title)) = lower(?)', [locale, exceptPageId, trimmed]);
  return Number(row?.count ?? 0);
}
