import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { likePattern } from '../db/like-pattern';
import { findPage } from '../pages/page-lookup';
import type { Page } from '../pages/page.entities';
import { Tag } from './tag.entity';

/** The largest id an `integer` column holds; anything above names no row (and must not reach SQL). */
const maxId = 2_147_483_647;

/** By name as people read it (case-insensitive), then stable. */
const byName = () => [{ [sql.lower('name')]: 'asc' as const }, { name: 'asc' as const }, { id: 'asc' as const }];

export class TagRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The tag, or V_12 with 404 on `property` (the input that named it, `id` unless told).
   * `lock` holds it until the transaction ends.
   */
  async get(id: number, options: { lock?: boolean; property?: string } = {}): Promise<Tag> {
    const tag = id <= maxId ? await this.em.findOne(Tag, { id }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!tag) throw new CodedError('V_12', options.property ?? 'id', 404);
    return tag;
  }

  /** Tags of one visibility whose name contains the term (`%` and `_` match themselves). */
  search(isPrivate: boolean, term: string, limit: number): Promise<Tag[]> {
    const where: FilterQuery<Tag> = { isPrivate, ...(term ? { name: { $ilike: likePattern(term) } } : {}) };
    return this.em.find(Tag, where, { orderBy: byName(), limit });
  }

  all(isPrivate: boolean): Promise<Tag[]> {
    return this.em.find(Tag, { isPrivate }, { orderBy: byName() });
  }

  /** The tag of that visibility whose name equals this one but for case, other than `exceptId`. */
  findByName(isPrivate: boolean, name: string, exceptId?: number): Promise<Tag | null> {
    return this.em.findOne(Tag, {
      isPrivate,
      [sql.lower('name')]: sql`lower(${name})`,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
  }

  /**
   * Serialises name changes until the transaction ends: the unique constraint is case-sensitive,
   * so only this keeps two requests from adding "News" and "news" at the same moment.
   */
  async lockNames(): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:tag-names'))`);
  }

  /** The tags with these ids, held against deletion until the transaction ends. */
  findManyForShare(ids: number[]): Promise<Tag[]> {
    const known = ids.filter((id) => id <= maxId);
    if (known.length === 0) return Promise.resolve([]);
    return this.em.find(Tag, { id: { $in: known } }, { lockMode: LockMode.PESSIMISTIC_READ, orderBy: byName() });
  }

  /** The page, or PM_01 on `pageId`. `lock` queues concurrent tag changes of the same page. */
  async page(pageId: number, options: { lock?: boolean } = {}): Promise<Page> {
    const page = pageId <= maxId ? await findPage(this.em, pageId, { lock: options.lock ? 'write' : undefined }) : null;
    if (!page) throw new CodedError('PM_01', 'pageId');
    return page;
  }

  /** The tags on a page, by name; `publicOnly` leaves the private ones out. */
  ofPage(pageId: number, publicOnly: boolean): Promise<Tag[]> {
    return this.em.find(Tag, { pages: pageId, ...(publicOnly ? { isPrivate: false } : {}) }, { orderBy: byName() });
  }

  /** The first `limit` pages that carry the tag, by title as people read it, then stable. */
  pagesOf(tag: Tag, limit: number): Promise<Page[]> {
    return tag.pages.matching({ orderBy: [{ [sql.lower('title')]: 'asc' }, { title: 'asc' }, { id: 'asc' }], limit, store: false });
  }

  /** How many pages carry the tag. */
  countPagesOf(tag: Tag): Promise<number> {
    return tag.pages.loadCount();
  }

  /** Makes the page carry exactly these tags; answers which were added and removed. */
  async replaceOnPage(pageId: number, tagIds: number[]): Promise<{ added: number[]; removed: number[] }> {
    const rows = await this.em.execute<{ tag_id: number }[]>('select tag_id from page_tag where page_id = ?', [pageId]);
    const current = new Set(rows.map((row) => row.tag_id));
    const wanted = new Set(tagIds);
    const added = tagIds.filter((id) => !current.has(id));
    const removed = [...current].filter((id) => !wanted.has(id));
    if (removed.length > 0) {
      await this.em.execute(`delete from page_tag where page_id = ? and tag_id in (${placeholders(removed)})`, [pageId, ...removed]);
    }
    if (added.length > 0) {
      await this.em.execute(
        `insert into page_tag (tag_id, page_id) values ${added.map(() => '(?, ?)').join(', ')}`,
        added.flatMap((id) => [id, pageId]),
      );
    }
    return { added, removed };
  }

  async delete(id: number): Promise<void> {
    await this.em.nativeDelete(Tag, { id });
  }
}

function placeholders(values: unknown[]): string {
  return values.map(() => '?').join(', ');
}
