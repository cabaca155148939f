import type { EntityManager } from '@mikro-orm/postgresql';
import type { CropParams } from '@tessera/content-model';
import { fileUsesOf } from '../blocks/validate-blocks';
import { shownOnPublishedPageReusableSql } from '../pages/reusable-block-usage';
import type { ReusableBlockVersion } from './reusable-block.entities';

/*
 * What the media library may ask of reusable blocks: which ones use a file (in their latest or
 * published version), for a refusal to delete it, and the crops their published version shows it
 * in where a published page shows the block (only there is the file public).
 */

export interface ReusableBlockFileUse {
  fileID: number;
  id: number;
  name: string;
  published: boolean;
}

const usesOf = (version: Pick<ReusableBlockVersion, 'props' | 'images' | 'files'> | null) =>
  version === null ? new Map<number, CropParams[]>() : fileUsesOf([{ type: '', key: '', anchorPoint: '', props: version.props, __images: version.images, __files: version.files }], null);

/** The file ids a JSON column's slots name, as SQL text: the caller's ids are compared as text. */
const slotFileIds = (column: string) => `(select array_agg(s.value->>'fileID') from jsonb_each(coalesce(${column}, '{}'::jsonb)) s)`;

interface UsingRow {
  id: number;
  name: string;
  published: boolean;
  props: Record<string, unknown>;
  images: ReusableBlockVersion['images'];
  files: ReusableBlockVersion['files'];
}

/**
 * Each (block, version) whose latest or published version names any of the files; with
 * `publicOnly`, only published versions of blocks that a published page shows.
 */
async function versionsUsingAny(em: EntityManager, fileIds: number[], publicOnly: boolean): Promise<UsingRow[]> {
  if (fileIds.length === 0) return [];
  // One text parameter: array parameters are spread into lists by the driver.
  const ids = fileIds.map(String).join(',');
  const which = publicOnly ? `v.id = r.published_version_id and ${shownOnPublishedPageReusableSql('r.id')}` : 'v.id in (r.latest_version_id, r.published_version_id)';
  return em.execute<UsingRow[]>(
    `select r.id, r.name, v.id = r.published_version_id as published, v.props, v.images, v.files
       from reusable_block r join reusable_block_version v on ${which}
      where ${slotFileIds('v.images')} && string_to_array(?, ',') or ${slotFileIds('v.files')} && string_to_array(?, ',')
      order by r.id, v.id`,
    [ids, ids],
  );
}

/**
 * A SQL condition, true when a published page shows a published reusable block that shows the
 * file whose id is in `fileIdColumn` (a column of the caller's statement, e.g. `f.id`): such a
 * file is as public as one a published page shows itself (publicUseOf says the same for one
 * file). A draft, or a published block no live page shows, makes nothing public.
 */
export function shownByPublishedReusableBlockSql(fileIdColumn: string): string {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(fileIdColumn)) throw new Error(`Not a column: ${fileIdColumn}`);
  const slot = (column: string) => `exists (select 1 from jsonb_each(v.${column}) s where s.value->>'fileID' = ${fileIdColumn}::text)`;
  return `exists (select 1 from reusable_block r join reusable_block_version v on v.id = r.published_version_id
    where (${slot('images')} or ${slot('files')}) and ${shownOnPublishedPageReusableSql('r.id')})`;
}

/** Every reusable block that uses any of these files, once per file. */
export async function reusableBlocksUsingFiles(em: EntityManager, fileIds: number[]): Promise<ReusableBlockFileUse[]> {
  const wanted = new Set(fileIds);
  const uses = new Map<string, ReusableBlockFileUse>();
  for (const row of await versionsUsingAny(em, fileIds, false)) {
    for (const fileID of usesOf(row).keys()) {
      if (!wanted.has(fileID)) continue;
      const key = `${row.id}:${fileID}`;
      const known = uses.get(key);
      uses.set(key, { fileID, id: row.id, name: row.name, published: (known?.published ?? false) || row.published });
    }
  }
  return [...uses.values()];
}

/** Whether a published page shows a published reusable block that shows the file, the crops it shows it in, and which blocks. */
export async function publishedReusableCropsOf(em: EntityManager, fileId: number): Promise<{ shown: boolean; crops: CropParams[]; blockIds: number[] }> {
  const rows = await versionsUsingAny(em, [fileId], true);
  const crops = rows.flatMap((row) => usesOf(row).get(fileId) ?? []);
  return { shown: rows.length > 0, crops, blockIds: rows.map((row) => row.id) };
}
