import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PageRepository } from './page.repository';
import { Page } from './page.entities';

/*
 * What other features may ask of the pages feature: menus link pages, tags are put on them,
 * settings keep the locales pages use. They hold a Page as a relation, but find, lock and count
 * pages only through here.
 */

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
