import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { likePattern } from '../db/like-pattern';
import { CodedError } from '../errors/coded-error';
import { PageRedirect } from './page-redirect.entity';
import { Page, PageVersion, PublicationRequest } from './page.entities';

export const pageSortColumns = ['updatedAt', 'createdAt', 'title', 'slug'] as const;
export const pageFilters = ['editor', 'concept', 'publish-request', 'scheduled'] as const;

export interface PageListCriteria {
  type: string | null;
  locale: string | null;
  pageIndex: number;
  pageSize: number;
  searchTerm: string | null;
  columnToSort: (typeof pageSortColumns)[number];
  sortOrder: 'asc' | 'desc';
  filter: (typeof pageFilters)[number] | null;
  /** Only pages whose latest or published version uses this media file. */
  fileId?: number;
}

const populate = ['latestVersion', 'publishedVersion', 'openRequest', 'scheduledVersion'] as const;

/**
 * "Title or slug contains the term", in the exact form the `page_search` index serves. The two
 * are joined by a newline, which neither can contain, so a term never matches across them.
 */
function searchCondition(term: string): Record<string, { $ilike: string }> {
  return { [raw((alias) => `(${alias}.title::text || E'\\n' || ${alias}.slug::text)`)]: { $ilike: likePattern(term.replace(/[\r\n]+/g, ' ')) } };
}

export class PageRepository {
  constructor(private readonly em: EntityManager) {}

  /** The page with its latest and published version and open request, or PM_01. */
  async get(id: number): Promise<Page> {
    const page = await this.em.findOne(Page, { id }, { populate });
    if (!page) throw new CodedError('PM_01', 'id');
    return page;
  }

  /**
   * The page locked for the rest of the transaction, so concurrent stores queue up. Read with
   * `refresh`: a copy already in the identity map would otherwise keep a reference that another
   * transaction cleared while this one waited for the lock (the ORM never merges a null over it).
   */
  async getForUpdate(id: number): Promise<Page> {
    const locked = await this.em.findOne(Page, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!locked) throw new CodedError('PM_01', 'id');
    await this.em.populate(locked, populate, { refresh: true });
    return locked;
  }

  async getVersion(id: number): Promise<PageVersion> {
    const version = await this.em.findOne(PageVersion, { id }, { populate: ['page', 'page.openRequest', 'page.openRequest.version'] });
    if (!version) throw new CodedError('PM_01', 'id');
    return version;
  }

  /** A page's versions, newest first, without their content (the history lists them, it does not show them). */
  /** Newest first, at most `limit`, those numbered below `beforeNumber` when given (the (page, number) index walks it). */
  versionsOf(pageId: number, { beforeNumber, limit }: { beforeNumber?: number; limit: number }): Promise<Array<Pick<PageVersion, 'id' | 'number' | 'title' | 'createdAt' | 'createdBy'>>> {
    const where = beforeNumber === undefined ? { page: pageId } : { page: pageId, number: { $lt: beforeNumber } };
    return this.em.find(PageVersion, where, { fields: ['number', 'title', 'createdAt', 'createdBy'], orderBy: { number: 'desc' }, limit });
  }

  getMany(locale: string | null, ids: number[]): Promise<Page[]> {
    return this.em.find(Page, { id: { $in: ids }, ...(locale ? { locale } : {}) }, { populate, orderBy: { id: 'asc' } });
  }

  async slugTaken(locale: string, slug: string, exceptId?: number): Promise<boolean> {
    return (await this.em.count(Page, { locale, slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) })) > 0;
  }

  findBySlug(locale: string, slug: string): Promise<Page | null> {
    return this.em.findOne(Page, { locale, slug }, { populate });
  }

  findRedirect(locale: string, slug: string): Promise<PageRedirect | null> {
    return this.em.findOne(PageRedirect, { locale, fromSlug: slug }, { populate: ['page'] });
  }

  /** Locks a translation group's pages, so two translations into one locale queue up. */
  async lockTranslationGroup(group: string): Promise<void> {
    await this.em.find(Page, { translationGroup: group }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  translations(group: string): Promise<Page[]> {
    return this.em.find(Page, { translationGroup: group }, { populate, orderBy: { locale: 'asc' } });
  }

  /**
   * The other pages of each page's translation group, by page id, in locale order: one query for
   * a whole list, so the overview shows every row's translations without a request per row.
   * The given pages are not read again: a second read of a row already loaded merges into the
   * loaded entity, and a publication committed between the two reads then showed a torn page
   * (published, yet still scheduled). A translation that is itself in the list is that entity.
   */
  async translationsOf(pages: readonly Page[]): Promise<Map<number, Page[]>> {
    const groups = [...new Set(pages.map((page) => page.translationGroup))];
    const others = groups.length === 0 ? [] : await this.em.find(Page, { translationGroup: { $in: groups }, id: { $nin: pages.map((page) => page.id) } });
    const members = [...new Set([...pages, ...others])].sort((a, b) => a.locale.localeCompare(b.locale) || a.id - b.id);
    const byGroup = new Map<string, Page[]>();
    for (const member of members) byGroup.set(member.translationGroup, [...(byGroup.get(member.translationGroup) ?? []), member]);
    return new Map(pages.map((page) => [page.id, (byGroup.get(page.translationGroup) ?? []).filter((other) => other.id !== page.id)]));
  }

  publishedOfType(type: string, locale: string, limit: number): Promise<Page[]> {
    return this.em.find(Page, { type, locale, publishedVersion: { $ne: null } }, { populate, orderBy: { publishedAt: 'desc', id: 'desc' }, limit });
  }

  openRequests(): Promise<PublicationRequest[]> {
    return this.em.find(PublicationRequest, { status: 'open' }, { populate: ['page', 'version'], orderBy: { createdAt: 'asc' } });
  }

  /** The open request for a version, or V_07 when there is none to review. */
  async openRequestFor(versionId: number): Promise<PublicationRequest> {
    const request = await this.em.findOne(PublicationRequest, { version: versionId, status: 'open' }, { populate: ['page', 'version'] });
    if (!request) throw new CodedError('V_07', 'request');
    return request;
  }

  /**
   * The open request for a version with its page locked, or V_07. Checked again once the lock
   * is held: a decision or revoke that committed meanwhile has cleared the page's open request.
   */
  async lockOpenRequestFor(versionId: number): Promise<{ request: PublicationRequest; page: Page }> {
    const request = await this.openRequestFor(versionId);
    const page = await this.getForUpdate(request.page.id);
    if (page.openRequest?.id !== request.id) throw new CodedError('V_07', 'request');
    return { request, page };
  }

  /** The page's most recent publication request, whatever became of it. */
  latestRequestOf(pageId: number): Promise<PublicationRequest | null> {
    return this.em.findOne(PublicationRequest, { page: pageId }, { populate: ['version'], orderBy: { id: 'desc' } });
  }

  latestRequestFor(versionId: number): Promise<PublicationRequest | null> {
    return this.em.findOne(PublicationRequest, { version: versionId }, { populate: ['page', 'version'], orderBy: { id: 'desc' } });
  }

  /** Title or slug containing the term (the `page_search` index serves it). */
  search(locale: string | null, term: string, limit: number): Promise<Page[]> {
    return this.em.find(Page, { ...(locale ? { locale } : {}), ...searchCondition(term) }, { populate: ['openRequest', 'scheduledVersion'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit });
  }

  /** How many pages each of the given locales has, in locale order (locales without pages left out). */
  async countPerLocale(locales: readonly string[]): Promise<{ locale: string; pages: number }[]> {
    if (locales.length === 0) return [];
    const rows = await this.em.execute<{ locale: string; pages: string }[]>(
      `select locale, count(*) as pages from page where locale in (${locales.map(() => '?').join(', ')}) group by locale order by locale`,
      [...locales],
    );
    return rows.map((row) => ({ locale: row.locale, pages: Number(row.pages) }));
  }

  /** Other pages of a locale whose latest version mentions a slug (candidates for link rewriting). */
  async idsMentioning(locale: string, exceptId: number, slug: string): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select p.id from page p join page_version v on v.id = p.latest_version_id
       where p.locale = ? and p.id <> ? and v.blocks::text like ?`,
      [locale, exceptId, likePattern(slug)],
    );
    return rows.map((row) => row.id);
  }

  /** Pages with a scheduled publication or unpublication due now, the longest due first (the two indexes serve it). */
  async dueScheduled(limit: number): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from page where scheduled_publish_at <= now() or scheduled_unpublish_at <= now()
        order by least(scheduled_publish_at, scheduled_unpublish_at), id limit ?`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The page locked, if its schedule is still due and no other transaction holds it (SKIP
   * LOCKED: another gateway running it now is passed over, not waited for); null otherwise. The
   * lock is held to the commit, so a schedule runs once in the cluster. `now` is the database's
   * clock, the one that found it due (a gateway's clock may differ).
   */
  async lockDueScheduled(id: number): Promise<{ page: Page; now: Date } | null> {
    const rows = await this.em.execute<{ id: number; now: Date }[]>(
      `select id, now() as now from page where id = ? and (scheduled_publish_at <= now() or scheduled_unpublish_at <= now()) for update skip locked`,
      [id],
    );
    return rows.length === 0 ? null : { page: await this.getForUpdate(id), now: new Date(rows[0].now) };
  }

  async list(query: PageListCriteria, viewerId: number | null): Promise<{ items: Page[]; totalItems: number }> {
    const where: FilterQuery<Page> = {};
    if (query.locale) where.locale = query.locale;
    if (query.type) where.type = query.type;
    if (query.searchTerm) Object.assign(where, searchCondition(query.searchTerm));
    if (query.filter === 'concept') Object.assign(where, { publishedVersion: null, everPublished: false, openRequest: null });
    if (query.filter === 'publish-request') where.openRequest = { $ne: null };
    if (query.filter === 'scheduled') where.$or = [{ scheduledPublishAt: { $ne: null } }, { scheduledUnpublishAt: { $ne: null } }];
    if (query.fileId !== undefined) {
      where.id = { $in: raw(() => `(select u.page_id from page_file_usage u where u.file_id = ${Number(query.fileId)})`) as never };
    }
    if (query.filter === 'editor') where.$and = [{ $or: [{ updatedBy: viewerId }, { createdBy: viewerId }] }];
    const [items, totalItems] = await this.em.findAndCount(Page, where, {
      // Its requester decides who may delete the page (page-access.ts).
      populate: ['openRequest', 'scheduledVersion'],
      orderBy: [{ [query.columnToSort]: query.sortOrder }, { id: query.sortOrder }],
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    });
    return { items, totalItems };
  }
}
