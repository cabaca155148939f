import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileUsesOf } from '../blocks/validate-blocks';
import { cropKey, normaliseCrop } from '../media/crop';
import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { PageFileUsage } from './page-file-usage.entity';
import { recordReusableBlockUseOfPages } from './reusable-block-usage';
import { Page, PageVersion } from './page.entities';
import { reusableRefOf, type Block, type BlockFile, type BlockImage, type CropParams } from '@tessera/content-model';
import { resolveReusableBlocks } from '@tessera/read-model';
import { publishedReusableBlocks } from '../reusable-blocks/published-reusable-blocks';
import { PageRepository, type PageListCriteria } from './page.repository';
import { presentPageSummary, type PageSummaryView } from './page.view';

/*
 * What the media library may ask of the pages feature: which pages use a file, and in which
 * crops. Pages keep the answer current in `page_file_usage` whenever a version is stored or
 * published.
 */

const usesOf = (version: PageVersion | null): Map<number, CropParams[]> => (version ? fileUsesOf(version.blocks, version.seoImage) : new Map());

/** The crops, normalised and each once: what the public site asks the media library for. */
function distinctCrops(crops: CropParams[]): CropParams[] {
  const normalised = new Map(crops.map((crop) => normaliseCrop(crop)).map((crop) => [cropKey(crop), crop]));
  return [...normalised.values()];
}

/**
 * Rewrites the page's usage rows from its latest and published versions (and its references to
 * reusable blocks, reusable-block-usage.ts), in the caller's
 * transaction, with the crops each version shows a file in (so the media library can tell a crop
 * the site shows from an invented one without reading versions). The rows are flushed here: a
 * second rewrite in the same unit of work (store-and-publish, store-and-unpublish) deletes with
 * SQL, which would miss rows still waiting for the flush, and both sets would be inserted.
 */
export async function recordFileUsage(tx: TxCtx, page: Page): Promise<number[]> {
  return (await recordFileUsageOfPages(tx, [page])).get(page.id) ?? [];
}

/**
 * recordFileUsage for many pages at once (a release publishing hundreds): the same rows and the
 * same answer per page, in a fixed number of statements whatever the number of pages.
 */
export async function recordFileUsageOfPages(tx: TxCtx, pages: readonly Page[]): Promise<Map<number, number[]>> {
  if (pages.length === 0) return new Map();
  const ids = pages.map((page) => page.id);
  const before = await filesShownByPages(tx.em, ids);
  await loadVersions(tx, pages);
  await tx.em.nativeDelete(PageFileUsage, { page: { $in: ids } });
  for (const page of pages) {
    for (const [isPublished, version] of [
      [false, page.latestVersion],
      [true, page.publishedVersion],
    ] as const) {
      for (const [fileId, crops] of usesOf(version)) tx.em.persist(tx.em.create(PageFileUsage, { page, fileId, published: isPublished, crops: distinctCrops(crops) }));
    }
  }
  await tx.em.flush();
  await recordReusableBlockUseOfPages(tx, pages);
  const after = await filesShownByPages(tx.em, ids);
  const changed = new Map<number, number[]>();
  for (const id of ids) {
    const was = before.get(id) ?? new Map<number, string>();
    const is = after.get(id) ?? new Map<number, string>();
    changed.set(
      id,
      [...new Set([...was.keys(), ...is.keys()])].filter((fileId) => was.get(fileId) !== is.get(fileId)),
    );
  }
  return changed;
}

/** Loads the latest and published versions the pages hold but have not loaded, in one statement. */
async function loadVersions(tx: TxCtx, pages: readonly Page[]): Promise<void> {
  const missing = new Set<number>();
  for (const page of pages) {
    for (const version of [page.latestVersion, page.publishedVersion]) if (version && !wrap(version).isInitialized()) missing.add(version.id);
  }
  if (missing.size > 0) await tx.em.find(PageVersion, { id: { $in: [...missing] } });
}

/**
 * What a page's published version shows visitors, from its usage rows: each media file with the
 * crops it is shown in (as one comparable text), those of the reusable blocks it shows included.
 * Comparing it before and after a change tells which files' public answers the change touched
 * (recordFileUsage), so only those are forgotten and purged: an image still shown as it was stays
 * cached in the gateways and in front of them.
 */
export async function filesShownBy(em: EntityManager, pageId: number): Promise<Map<number, string>> {
  return (await filesShownByPages(em, [pageId])).get(pageId) ?? new Map();
}

/** filesShownBy of many pages, by page id, in three statements. */
export async function filesShownByPages(em: EntityManager, pageIds: readonly number[]): Promise<Map<number, Map<number, string>>> {
  const list = pageIds.map(() => '?').join(', ');
  const rows = await em.execute<Array<{ page_id: number; file_id: number; crops: CropParams[] }>>(`select page_id, file_id, crops from page_file_usage where page_id in (${list}) and published`, [
    ...pageIds,
  ]);
  const refs = await em.execute<Array<{ page_id: number; id: number }>>(`select page_id, reusable_block_id as id from page_reusable_block_use where page_id in (${list}) and published`, [...pageIds]);
  const blocks = await publishedReusableBlocks(em, [...new Set(refs.map((ref) => Number(ref.id)))]);
  const shownBy = new Map<number, Map<number, Set<string>>>(pageIds.map((id) => [id, new Map()]));
  const add = (pageId: number, fileId: number, crops: CropParams[]) => {
    const shown = shownBy.get(pageId)!;
    const keys = shown.get(fileId) ?? new Set<string>();
    for (const crop of distinctCrops(crops)) keys.add(cropKey(crop));
    shown.set(fileId, keys);
  };
  for (const row of rows) add(Number(row.page_id), Number(row.file_id), row.crops);
  for (const ref of refs) {
    const block = blocks.get(Number(ref.id));
    if (!block) continue;
    for (const [fileId, crops] of fileUsesOf([{ type: block.type, key: '', anchorPoint: '', props: block.props, __images: block.__images, __files: block.__files }], null))
      add(Number(ref.page_id), fileId, crops);
  }
  return new Map([...shownBy].map(([pageId, shown]) => [pageId, new Map([...shown].map(([fileId, keys]) => [fileId, [...keys].sort().join(' ')]))]));
}

/**
 * Whether a published page shows the file, and the crops it shows it in (the caller normalises:
 * rows filled when the column was added hold them as the blocks do).
 */
export async function publishedCropsOf(em: EntityManager, fileId: number): Promise<{ shown: boolean; crops: CropParams[]; pageIds: number[] }> {
  const rows = await em.execute<Array<{ crops: CropParams[]; page_id: number }>>('select crops, page_id from page_file_usage where file_id = ? and published', [fileId]);
  return { shown: rows.length > 0, crops: rows.flatMap((row) => row.crops), pageIds: [...new Set(rows.map((row) => Number(row.page_id)))] };
}

/**
 * A SQL condition, true when a published page shows the file whose id is in `fileIdColumn` (a
 * column of the caller's own statement, e.g. `f.id`): the media library asks it of many files
 * in one query (image sizes on the site's hot path) without reading `page_file_usage` itself.
 */
export function shownOnPublishedPageSql(fileIdColumn: string): string {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(fileIdColumn)) throw new Error(`Not a column: ${fileIdColumn}`);
  return `exists (select 1 from page_file_usage u where u.file_id = ${fileIdColumn} and u.published)`;
}

/** The columns the pages using a file can be sorted by (the pages' own list sorts). */
export { pageSortColumns } from './page.repository';

export interface FileUse {
  fileId: number;
  page: { id: number; title: string; slug: string; locale: string; published: boolean };
}

/**
 * Every page that uses any of these files, for a refusal to delete them: `published` when the
 * live version shows the file. Locks nothing; the caller holds the files' rows.
 */
export async function pagesUsingFiles(em: EntityManager, fileIds: number[]): Promise<FileUse[]> {
  if (fileIds.length === 0) return [];
  const rows = await em.execute<Array<{ file_id: number; id: number; title: string; slug: string; locale: string; published: boolean }>>(
    `select u.file_id, p.id, p.title, p.slug, p.locale, bool_or(u.published) as published
       from page_file_usage u join page p on p.id = u.page_id
      where u.file_id in (${fileIds.map(() => '?').join(', ')})
      group by u.file_id, p.id order by p.id`,
    fileIds,
  );
  return rows.map((row) => ({ fileId: row.file_id, page: { id: row.id, title: row.title, slug: row.slug, locale: row.locale, published: row.published } }));
}

/** The page list (search, sort, paging of the generic list) of pages that use a file. */
export async function listPagesUsingFile(ctx: Ctx, fileId: number, criteria: Omit<PageListCriteria, 'fileId'>): Promise<{ items: PageSummaryView[]; totalItems: number }> {
  const repository = new PageRepository(ctx.em);
  const { items, totalItems } = await repository.list({ ...criteria, fileId }, null);
  const translations = await repository.translationsOf(items);
  return { items: items.map((page) => presentPageSummary(page, translations.get(page.id) ?? [], ctx.viewer)), totalItems };
}

export interface BlockFileReference {
  fileID: number | null;
  hash: string;
  fileName: string;
  cropParams: CropParams | null;
  /** The reusable block whose published copy the page's block shows, when it is a reference. */
  reusableBlockId: number | null;
}

/**
 * The page's block with this key as visitors see it: a reference to a reusable block stands for
 * that block's published copy (never its draft: the site shows only that, in a preview too), and
 * for nothing while it is unpublished.
 */
async function shownBlock(em: EntityManager, block: Block): Promise<{ block: Block; reusableBlockId: number | null } | null> {
  const ref = reusableRefOf(block);
  if (ref === null) return { block, reusableBlockId: null };
  const [shown] = resolveReusableBlocks([block], await publishedReusableBlocks(em, [ref]));
  return shown ? { block: shown, reusableBlockId: ref } : null;
}

/**
 * The image or file a page's block points at, by the URL parts of SPEC §7
 * (`block_images_{key}` / `block_files_{key}`, hash, file name): from the published version, or
 * the latest one when `latest` (editors previewing). Null when the page does not hold it.
 */
export async function blockFileOf(em: EntityManager, pageId: number, group: string, hash: string, fileName: string, latest: boolean): Promise<BlockFileReference | null> {
  const match = group.match(/^block_(images|files)_(.+)$/);
  if (!match) return null;
  const page = await em.findOne(Page, { id: pageId }, { populate: ['publishedVersion', 'latestVersion'] });
  const version = latest ? (page?.latestVersion ?? page?.publishedVersion) : page?.publishedVersion;
  const stored = version?.blocks.find((candidate) => candidate.key === match[2]);
  const shown = stored ? await shownBlock(em, stored) : null;
  if (!shown) return null;
  const slots: Array<BlockImage | BlockFile> = Object.values((match[1] === 'images' ? shown.block.__images : shown.block.__files) ?? {});
  const found = slots.find((slot) => slot.hash === hash && slot.fileName === fileName);
  if (!found) return null;
  return { fileID: found.fileID ?? null, hash: found.hash, fileName: found.fileName, cropParams: 'cropParams' in found ? found.cropParams : null, reusableBlockId: shown.reusableBlockId };
}
