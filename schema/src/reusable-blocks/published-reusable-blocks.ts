import type { EntityManager } from '@mikro-orm/postgresql';
import { reusableRefOf, type Block, type BlockFile, type BlockImage } from '@tessera/content-model';
import type { PublishedReusableBlock } from '@tessera/read-model';
import type { ErrorEntry } from '../errors/coded-error';
import { shownOnPublishedPageReusableSql } from '../pages/reusable-block-usage';

/*
 * What the pages feature and the site may ask of reusable blocks: the published content of the
 * ones a page refers to (one statement for the whole page), and whether the references a version
 * is about to store name reusable blocks that exist.
 */

/** The largest id an `integer` column holds. */
const maxId = 2_147_483_647;

const idsOf = (ids: Iterable<number>) => [...new Set([...ids].filter((id) => Number.isInteger(id) && id > 0 && id <= maxId))];

/**
 * The published content of these reusable blocks, by id; an unpublished or unknown one is absent,
 * and with `onPublishedPages` one that no published page shows (what a visitor may read). One
 * statement. `share` keeps their rows share-locked until the caller's transaction ends (the
 * search index: a publication waits, so its event is handled after what was read here is written).
 */
export async function publishedReusableBlocks(em: EntityManager, ids: Iterable<number>, options: { share?: boolean; onPublishedPages?: boolean } = {}): Promise<Map<number, PublishedReusableBlock>> {
  const wanted = idsOf(ids);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: number; type: string; props: Record<string, unknown>; images: Record<string, BlockImage>; files: Record<string, BlockFile> }>>(
    `select r.id, r.type, v.props, v.images, v.files from reusable_block r join reusable_block_version v on v.id = r.published_version_id
      where r.id in (${wanted.map(() => '?').join(', ')})${options.onPublishedPages ? ` and ${shownOnPublishedPageReusableSql('r.id')}` : ''}${options.share ? ' order by r.id for share of r' : ''}`,
    wanted,
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, type: row.type, props: row.props, __images: row.images, __files: row.files }]));
}

/**
 * V_12 on `blocks.{i}.props.ref` for each reference to a reusable block that does not exist. The
 * ones found are locked FOR SHARE until the caller's transaction ends, so a delete (which locks
 * its row for update and then counts the pages using it) either ends first and the store sees it
 * gone, or waits for the store and then sees the new use. `tx` is the caller's transaction (its
 * entity manager only: this file is read by the search feature too, which the unit of work's
 * context reaches, so it imports nothing of it).
 */
export async function checkReusableReferences(tx: { em: EntityManager }, blocks: Block[]): Promise<ErrorEntry[]> {
  const refs = blocks.map((block, index) => ({ index, ref: reusableRefOf(block) })).filter((entry): entry is { index: number; ref: number } => entry.ref !== null);
  if (refs.length === 0) return [];
  const wanted = idsOf(refs.map((entry) => entry.ref));
  const found = new Set<number>();
  if (wanted.length > 0) {
    const rows = await tx.em.execute<Array<{ id: number }>>(`select id from reusable_block where id in (${wanted.map(() => '?').join(', ')}) order by id for share`, wanted);
    for (const row of rows) found.add(row.id);
  }
  return refs.filter((entry) => !found.has(entry.ref)).map((entry) => ({ code: 'V_12' as const, property: `blocks.${entry.index}.props.ref` }));
}
