import type { EntityManager } from '@mikro-orm/postgresql';
import { reusableBlockType } from '@tessera/content-model';

/*
 * What the reusable-blocks feature may ask of the pages feature: which pages show a reusable
 * block by reference, in their latest or published version (a draft's reference would point at
 * nothing after a delete, and a later publication of it would fail its check).
 */

export interface ReusableBlockUse {
  id: number;
  title: string;
  slug: string;
  locale: string;
  /** True when the page's live version shows it. */
  published: boolean;
}

/** Every page whose latest or published version refers to the reusable block, by id. One statement. */
export async function pagesUsingReusableBlock(em: EntityManager, reusableBlockId: number): Promise<ReusableBlockUse[]> {
  const reference = JSON.stringify([{ type: reusableBlockType, props: { ref: reusableBlockId } }]);
  const rows = await em.execute<Array<{ id: number; title: string; slug: string; locale: string; published: boolean }>>(
    `select p.id, p.title, p.slug, p.locale, coalesce(bool_or(v.id = p.published_version_id), false) as published
       from page p join page_version v on v.id in (p.latest_version_id, p.published_version_id)
      where v.blocks @> ?::jsonb
      group by p.id order by p.id`,
    [reference],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, locale: row.locale, published: row.published }));
}

/** How many pages refer to each reusable block (those without any left out). One statement. */
export async function reusableBlockUseCounts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em.execute<Array<{ ref: string; pages: string }>>(
    `select b->'props'->>'ref' as ref, count(distinct p.id) as pages
       from page p join page_version v on v.id in (p.latest_version_id, p.published_version_id)
       cross join jsonb_array_elements(v.blocks) b
      where b->>'type' = ?
      group by 1`,
    [reusableBlockType],
  );
  return new Map(rows.map((row) => [Number(row.ref), Number(row.pages)]));
}
