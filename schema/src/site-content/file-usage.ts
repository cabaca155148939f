import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * What the media library may ask of site content: which certificates and team members show a
 * file, for a refusal to delete it (their image would point at nothing, active or not: an
 * inactive one may be shown again).
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
