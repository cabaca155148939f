import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { Release, ReleaseItem } from './release.entities';
import type { ReleaseItemKind, ReleaseStatus } from './release-rules';

const maxId = 2_147_483_647;

export class ReleaseRepository {
  constructor(private readonly em: EntityManager) {}

  /** The release, or V_12 with 404 on `id`; `lock` holds its row (FOR UPDATE) to the end of the transaction. */
  async get(id: number, lock = false): Promise<Release> {
    const release = id <= maxId ? await this.em.findOne(Release, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {}) : null;
    if (!release) throw new CodedError('V_12', 'id', 404);
    return release;
  }

  async list(status: ReleaseStatus | null, offset: number, limit: number): Promise<{ rows: Release[]; total: number }> {
    const [rows, total] = await this.em.findAndCount(Release, status ? { status } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit });
    return { rows, total };
  }

  /** The items of a release in the order they were added, with what they point at. */
  items(release: Release): Promise<ReleaseItem[]> {
    return this.em.find(
      ReleaseItem,
      { release },
      {
        populate: [
          'page',
          'page.latestVersion',
          'page.publishedVersion',
          'pageVersion',
          'reusableBlock',
          'reusableBlock.latestVersion',
          'reusableBlock.publishedVersion',
          'reusableBlockVersion',
          'previousPageVersion',
          'previousBlockVersion',
        ],
        orderBy: { id: 'asc' },
        refresh: true,
      },
    );
  }

  /** These items with what applying or restoring them needs. */
  itemsForChange(ids: number[]): Promise<ReleaseItem[]> {
    return this.em.find(
      ReleaseItem,
      { id: { $in: ids } },
      { populate: ['page', 'page.publishedVersion', 'pageVersion', 'reusableBlock', 'reusableBlock.publishedVersion', 'reusableBlockVersion', 'previousPageVersion', 'previousBlockVersion'] },
    );
  }

  /** How many items each of the releases holds. */
  async itemCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ release_id: number; count: string }>>(
      `select release_id, count(*) as count from release_item where release_id in (${ids.map(() => '?').join(',')}) group by release_id`,
      ids,
    );
    return new Map(rows.map((row) => [Number(row.release_id), Number(row.count)]));
  }

  /** The kinds of item each of the releases holds (what publishing them needs). */
  async kindsOf(ids: number[]): Promise<Map<number, ReleaseItemKind[]>> {
    const kinds = new Map<number, ReleaseItemKind[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return kinds;
    const rows = await this.em.execute<Array<{ release_id: number; kind: ReleaseItemKind }>>(
      `select distinct release_id, kind from release_item where release_id in (${ids.map(() => '?').join(',')})`,
      ids,
    );
    for (const row of rows) kinds.get(Number(row.release_id))?.push(row.kind);
    return kinds;
  }

  countItems(release: Release): Promise<number> {
    return this.em.count(ReleaseItem, { release });
  }

  item(release: Release, itemId: number): Promise<ReleaseItem | null> {
    return itemId <= maxId ? this.em.findOne(ReleaseItem, { id: itemId, release }) : Promise.resolve(null);
  }

  itemAt(release: Release, target: string): Promise<ReleaseItem | null> {
    return this.em.findOne(ReleaseItem, { release, target });
  }

  /** Releases not yet published holding an item of the page, newest first. */
  async holdingPage(pageId: number): Promise<Release[]> {
    if (pageId > maxId) return [];
    const rows = await this.em.execute<Array<{ release_id: number }>>('select distinct release_id from release_item where page_id = ?', [pageId]);
    if (rows.length === 0) return [];
    return this.em.find(Release, { id: { $in: rows.map((row) => Number(row.release_id)) }, status: { $in: ['open', 'scheduled', 'failed'] } }, { orderBy: { id: 'desc' } });
  }

  /** Ids of scheduled releases whose time has come, oldest time first. */
  async dueScheduled(limit: number): Promise<number[]> {
    const rows = await this.em.execute<Array<{ id: number }>>(`select id from release where status = 'scheduled' and scheduled_at <= now() order by scheduled_at, id limit ?`, [limit]);
    return rows.map((row) => Number(row.id));
  }

  /**
   * The release, locked, when it is still due and no other gateway holds it (FOR UPDATE SKIP
   * LOCKED): the one gateway that gets it runs it; the others skip it.
   */
  async lockDueScheduled(id: number): Promise<Release | null> {
    const rows = await this.em.execute<Array<{ id: number }>>(`select id from release where id = ? and status = 'scheduled' and scheduled_at <= now() for update skip locked`, [id]);
    if (rows.length === 0) return null;
    return this.em.findOne(Release, { id }, { refresh: true });
  }
}
