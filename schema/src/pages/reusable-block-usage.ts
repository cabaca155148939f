import type { EntityManager } from '@mikro-orm/postgresql';
import { reusableRefOf, type Block } from '@tessera/content-model';
import { PageReusableBlockUse } from './page-reusable-block-use.entity';
import type { Page } from './page.entities';

/*
 * What the reusable-blocks feature may ask of the pages feature: which pages show a reusable
 * block by reference, in their latest or published version (a draft's reference would point at
 * nothing after a delete, and a later publication of it would fail its check), and whether a
 * published page shows it (only then is it, with its files, public). Pages keep the answer in
 * `page_reusable_block_use`, rewritten with their file usage.
 */

export interface ReusableBlockUse {
  id: number;
  title: string;
  slug: string;
  locale: string;
  /** True when the page's live version shows it. */
  published: boolean;
}

const refsOf = (blocks: readonly Block[] | undefined): number[] => [...new Set((blocks ?? []).map(reusableRefOf).filter((ref): ref is number => ref !== null))];

/**
 * Rewrites the pages' reference rows from their latest and published versions (loaded), in the
 * caller's transaction; recordFileUsage calls it whenever either changes. `tx` is the caller's
 * transaction (its entity manager only: the search feature reads this file's neighbours, so it
 * imports nothing of the unit of work).
 */
export async function recordReusableBlockUseOfPages(tx: { em: EntityManager }, pages: readonly Page[]): Promise<void> {
  await tx.em.nativeDelete(PageReusableBlockUse, { page: { $in: pages.map((page) => page.id) } });
  for (const page of pages) {
    const rows = new Map<number, boolean>();
    for (const ref of refsOf(page.latestVersion?.blocks)) rows.set(ref, false);
    for (const ref of refsOf(page.publishedVersion?.blocks)) rows.set(ref, true);
    for (const [reusableBlockId, isPublished] of rows) tx.em.persist(tx.em.create(PageReusableBlockUse, { page, reusableBlockId, published: isPublished }));
  }
  await tx.em.flush();
}

/** Every page whose latest or published version refers to the reusable block, by id. One statement. */
export async function pagesUsingReusableBlock(em: EntityManager, reusableBlockId: number): Promise<ReusableBlockUse[]> {
  const rows = await em.execute<Array<{ id: number; title: string; slug: string; locale: string; published: boolean }>>(
    `select p.id, p.title, p.slug, p.locale, u.published
       from page_reusable_block_use u join page p on p.id = u.page_id
      where u.reusable_block_id = ? order by p.id`,
    [reusableBlockId],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, locale: row.locale, published: row.published }));
}

/** How many pages refer to each reusable block (those without any left out). One statement. */
export async function reusableBlockUseCounts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em.execute<Array<{ ref: number; pages: string }>>(`select reusable_block_id as ref, count(*) as pages from page_reusable_block_use group by 1`);
  return new Map(rows.map((row) => [Number(row.ref), Number(row.pages)]));
}

/**
 * A SQL condition, true when a published page shows the reusable block whose id is in
 * `blockIdColumn` (a column of the caller's statement, e.g. `r.id`): what the public may read of
 * reusable blocks and their files.
 */
export function shownOnPublishedPageReusableSql(blockIdColumn: string): string {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(blockIdColumn)) throw new Error(`Not a column: ${blockIdColumn}`);
  return `exists (select 1 from page_reusable_block_use u where u.reusable_block_id = ${blockIdColumn} and u.published)`;
}
