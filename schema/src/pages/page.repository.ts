import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { PageRedirect } from './page-redirect.entity';
import { PageVersion } from './page-version.entity';
import { Page } from './page.entity';
import { PublicationRequest } from './publication-request.entity';

export const pageSortColumns = ['updatedAt', 'createdAt', 'title', 'slug'] as const;
export const pageFilters = ['editor', 'concept', 'publish-request'] as const;

export interface PageListQuery {
  type: string | null;
  locale: string | null;
  pageIndex: number;
  pageSize: number;
  searchTerm: string | null;
  columnToSort: (typeof pageSortColumns)[number];
  sortOrder: 'asc' | 'desc';
  filter: (typeof pageFilters)[number] | null;
}

const populate = ['latestVersion', 'publishedVersion', 'openRequest'] as const;

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class PageRepository {
  constructor(private readonly em: EntityManager) {}

  /** The page with its latest and published version and open request, or PM_01. */
  async get(id: number): Promise<Page> {
    const page = await this.em.findOne(Page, { id }, { populate });
    if (!page) throw new CodedError('PM_01', 'id');
    return page;
  }

  /** The page locked for the rest of the transaction, so concurrent stores queue up. */
  async getForUpdate(id: number): Promise<Page> {
    const locked = await this.em.findOne(Page, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw new CodedError('PM_01', 'id');
    await this.em.populate(locked, populate, { refresh: true });
    return locked;
  }

  async getVersion(id: number): Promise<PageVersion> {
    const version = await this.em.findOne(PageVersion, { id }, { populate: ['page', 'page.openRequest', 'page.openRequest.version'] });
    if (!version) throw new CodedError('PM_01', 'id');
    return version;
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

  translations(group: string): Promise<Page[]> {
    return this.em.find(Page, { translationGroup: group }, { populate, orderBy: { locale: 'asc' } });
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

  latestRequestFor(versionId: number): Promise<PublicationRequest | null> {
    return this.em.findOne(PublicationRequest, { version: versionId }, { populate: ['page', 'version'], orderBy: { id: 'desc' } });
  }

  /** Title or slug containing the term (a trigram index serves it). */
  search(locale: string | null, term: string, limit: number): Promise<Page[]> {
    const pattern = likePattern(term);
    return this.em.find(
      Page,
      { ...(locale ? { locale } : {}), $or: [{ title: { $ilike: pattern } }, { slug: { $ilike: pattern } }] },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit },
    );
  }

  async list(query: PageListQuery, viewerId: number | null): Promise<{ items: Page[]; totalItems: number }> {
    const where: FilterQuery<Page> = {};
    if (query.locale) where.locale = query.locale;
    if (query.type) where.type = query.type;
    if (query.searchTerm) where.$or = [{ title: { $ilike: likePattern(query.searchTerm) } }, { slug: { $ilike: likePattern(query.searchTerm) } }];
    if (query.filter === 'concept') Object.assign(where, { publishedVersion: null, everPublished: false, openRequest: null });
    if (query.filter === 'publish-request') where.openRequest = { $ne: null };
    if (query.filter === 'editor') where.$and = [{ $or: [{ updatedBy: viewerId }, { createdBy: viewerId }] }];
    const [items, totalItems] = await this.em.findAndCount(Page, where, {
      orderBy: [{ [query.columnToSort]: query.sortOrder }, { id: query.sortOrder }],
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    });
    return { items, totalItems };
  }
}
