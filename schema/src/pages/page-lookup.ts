import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PageRepository } from './page.repository';
import { Page, PageVersion } from './page.entities';

/*
 * What other features may ask of the pages feature: menus link pages, tags are put on them,
 * settings keep the locales pages use. They hold a Page as a relation, but find, lock and count
 * pages only through here.
 */

/**
 * Locks the pages of `ids` (write) in one statement, in id order as every page operation that
 * locks more than one does, so two of them cannot deadlock. Ids of pages that are gone are skipped.
 */
export async function lockPages(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await em.find(Page, { id: { $in: [...ids] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
}

/**
 * A page by id (and locale, when given), or null. `lock` holds its row to the end of the
 * transaction: `share` keeps it from being deleted meanwhile, `write` also queues other writers.
 */
export function findPage(em: EntityManager, id: number, options: { locale?: string; lock?: 'share' | 'write' } = {}): Promise<Page | null> {
  const lockMode = options.lock === 'write' ? LockMode.PESSIMISTIC_WRITE : options.lock === 'share' ? LockMode.PESSIMISTIC_READ : undefined;
  return em.findOne(Page, { id, ...(options.locale ? { locale: options.locale } : {}) }, lockMode ? { lockMode } : {});
}

/** Pages of a locale whose title or slug contains the term, most recently changed first. */
export function searchPages(em: EntityManager, locale: string, term: string, limit: number): Promise<Page[]> {
  return new PageRepository(em).search(locale, term, limit);
}

/** How many pages each of the given locales still has (locales without pages left out), in locale order. */
export function pagesPerLocale(em: EntityManager, locales: readonly string[]): Promise<{ locale: string; pages: number }[]> {
  return new PageRepository(em).countPerLocale(locales);
}

/** Whether the installation has any page at all (the first start's greeting is made only when not). */
export async function hasAnyPage(em: EntityManager): Promise<boolean> {
  return (await em.count(Page, { id: { $gt: 0 } })) > 0;
}

/** The id of a page's latest version, or null when there is no such page. */
export async function latestVersionIdOf(em: EntityManager, pageId: number): Promise<number | null> {
  const page = await em.findOne(Page, { id: pageId }, { fields: ['latestVersion'] });
  return page?.latestVersion?.id ?? null;
}

/** One page of a translation group as the translation workflow weighs it (translations/translation-facts.ts). */
export interface TranslationGroupMember {
  id: number;
  locale: string;
  translationGroup: string;
  inReview: boolean;
  latestVersionNumber: number | null;
  publishedVersionNumber: number | null;
  sourcePageId: number | null;
  sourceVersion: number | null;
}

/** Every page of the given translation groups with its version numbers: one statement for a whole list of rows. */
export async function translationGroupMembers(em: EntityManager, groups: readonly string[]): Promise<TranslationGroupMember[]> {
  if (groups.length === 0) return [];
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select p.id, p.locale, p.translation_group, p.open_request_id is not null as in_review, l.number as latest_number, v.number as published_number,
            p.translation_source_page_id, p.translation_source_version
       from page p left join page_version l on l.id = p.latest_version_id left join page_version v on v.id = p.published_version_id
      where p.translation_group = any(?::uuid[]) order by p.locale, p.id`,
    [`{${[...new Set(groups)].join(',')}}`],
  );
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.id),
    locale: String(row.locale),
    translationGroup: String(row.translation_group),
    inReview: row.in_review === true,
    latestVersionNumber: numberOrNull(row.latest_number),
    publishedVersionNumber: numberOrNull(row.published_number),
    sourcePageId: numberOrNull(row.translation_source_page_id),
    sourceVersion: numberOrNull(row.translation_source_version),
  }));
}

/** A page's version by number, with its page, or null. */
export function pageVersionByNumber(em: EntityManager, pageId: number, number: number): Promise<PageVersion | null> {
  return em.findOne(PageVersion, { page: pageId, number }, { populate: ['page'] });
}
