import type { EntityManager } from '@mikro-orm/postgresql';
import type { CropParams } from '@tessera/content-model';

/*
 * What the media library may ask of site content: which certificates and team members show a
 * file, for a refusal to delete it (their image would point at nothing, active or not: an
 * inactive one may be shown again), and which crops of it the site shows.
 */

export interface SiteContentUse {
  fileID: number;
  kind: 'certificate' | 'team-member';
  id: number;
  /** The certificate's title or the team member's name. */
  title: string;
  active: boolean;
}

export async function siteContentUsingFiles(em: EntityManager, fileIds: number[]): Promise<SiteContentUse[]> {
  if (fileIds.length === 0) return [];
  const ids = fileIds.map(String);
  const list = ids.map(() => '?').join(', ');
  const rows = await em.execute<Array<{ kind: SiteContentUse['kind']; id: number; title: string; active: boolean; file_id: string }>>(
    `select 'certificate' as kind, id, title, active, image->>'fileID' as file_id from certificate where image->>'fileID' in (${list})
     union all
     select 'team-member' as kind, id, name as title, active, image->>'fileID' as file_id from team_member where image->>'fileID' in (${list})
     order by kind, id`,
    [...ids, ...ids],
  );
  return rows.map((row) => ({ fileID: Number(row.file_id), kind: row.kind, id: row.id, title: row.title, active: row.active }));
}

/**
 * Whether an active certificate or team member shows the file (the site shows it then), and the
 * crops they show it in.
 */
export async function activeImageCropsOf(em: EntityManager, fileId: number): Promise<{ shown: boolean; crops: CropParams[]; kinds: Array<'certificate' | 'team-member'> }> {
  const rows = await em.execute<Array<{ crop: CropParams | null; kind: 'certificate' | 'team-member' }>>(
    `select image->'cropParams' as crop, 'certificate' as kind from certificate where active and image->>'fileID' = ?
     union all
     select image->'cropParams' as crop, 'team-member' as kind from team_member where active and image->>'fileID' = ?`,
    [String(fileId), String(fileId)],
  );
  return { shown: rows.length > 0, crops: rows.flatMap((row) => (row.crop && typeof row.crop === 'object' ? [row.crop] : [])), kinds: [...new Set(rows.map((row) => row.kind))] };
}
