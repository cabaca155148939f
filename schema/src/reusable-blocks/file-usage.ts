import type { EntityManager } from '@mikro-orm/postgresql';
import type { CropParams } from '@tessera/content-model';
import { fileUsesOf } from '../blocks/validate-blocks';
import { ReusableBlock } from './reusable-block.entity';

/*
 * What the media library may ask of reusable blocks: which ones use a file (in their draft or
 * published content), for a refusal to delete it, and the crops their published content shows it
 * in (the site shows those wherever a page refers to them).
 */

export interface ReusableBlockFileUse {
  fileID: number;
  id: number;
  name: string;
  published: boolean;
}

const usesOf = (props: Record<string, unknown> | null, images: ReusableBlock['draftImages'] | null, files: ReusableBlock['draftFiles'] | null) =>
  props === null ? new Map<number, CropParams[]>() : fileUsesOf([{ type: '', key: '', anchorPoint: '', props, __images: images ?? {}, __files: files ?? {} }], null);

/** The file ids a JSON column's slots name, as SQL text: the caller's ids are compared as text. */
const slotFileIds = (column: string) => `(select array_agg(s.value->>'fileID') from jsonb_each(coalesce(${column}, '{}'::jsonb)) s)`;

async function usingAny(em: EntityManager, fileIds: number[], publishedOnly: boolean): Promise<ReusableBlock[]> {
  if (fileIds.length === 0) return [];
  // One text parameter: array parameters are spread into lists by the driver.
  const ids = fileIds.map(String).join(',');
  const published = `${slotFileIds('published_images')} && string_to_array(?, ',') or ${slotFileIds('published_files')} && string_to_array(?, ',')`;
  const draft = `${slotFileIds('draft_images')} && string_to_array(?, ',') or ${slotFileIds('draft_files')} && string_to_array(?, ',')`;
  const rows = await em.execute<Array<{ id: number }>>(
    `select id from reusable_block where ${published}${publishedOnly ? '' : ` or ${draft}`} order by id`,
    publishedOnly ? [ids, ids] : [ids, ids, ids, ids],
  );
  return rows.length === 0 ? [] : em.find(ReusableBlock, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
}

/**
 * A SQL condition, true when a published reusable block shows the file whose id is in
 * `fileIdColumn` (a column of the caller's statement, e.g. `f.id`): the site shows every
 * published one wherever a page refers to it, so its files are as public as a published page's
 * (publicUseOf says the same for one file). Draft content makes nothing public.
 */
export function shownByPublishedReusableBlockSql(fileIdColumn: string): string {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(fileIdColumn)) throw new Error(`Not a column: ${fileIdColumn}`);
  const slot = (column: string) => `exists (select 1 from jsonb_each(coalesce(r.${column}, '{}'::jsonb)) s where s.value->>'fileID' = ${fileIdColumn}::text)`;
  return `exists (select 1 from reusable_block r where r.published_props is not null and (${slot('published_images')} or ${slot('published_files')}))`;
}

/** Every reusable block that uses any of these files, once per file. */
export async function reusableBlocksUsingFiles(em: EntityManager, fileIds: number[]): Promise<ReusableBlockFileUse[]> {
  const blocks = await usingAny(em, fileIds, false);
  const wanted = new Set(fileIds);
  return blocks.flatMap((block) => {
    const published = usesOf(block.publishedProps, block.publishedImages, block.publishedFiles);
    const all = new Set([...published.keys(), ...usesOf(block.draftProps, block.draftImages, block.draftFiles).keys()]);
    return [...all].filter((fileID) => wanted.has(fileID)).map((fileID) => ({ fileID, id: block.id, name: block.name, published: published.has(fileID) }));
  });
}

/** Whether a published reusable block shows the file, the crops it shows it in, and which blocks. */
export async function publishedReusableCropsOf(em: EntityManager, fileId: number): Promise<{ shown: boolean; crops: CropParams[]; blockIds: number[] }> {
  const blocks = await usingAny(em, [fileId], true);
  const crops = blocks.flatMap((block) => usesOf(block.publishedProps, block.publishedImages, block.publishedFiles).get(fileId) ?? []);
  return { shown: blocks.length > 0, crops, blockIds: blocks.map((block) => block.id) };
}
