import { raw } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { likePattern } from '../db/like-pattern';
import { ContactSubmission } from './contact-submission.entity';

export const contactSortColumns = ['createdAt', 'firstName', 'lastName', 'email', 'locale'] as const;
export type ContactSortColumn = (typeof contactSortColumns)[number];

export interface ContactListQuery {
  pageIndex: number;
  pageSize: number;
  searchTerm: string | null;
  columnToSort: ContactSortColumn;
  sortOrder: 'asc' | 'desc';
}

export class ContactSubmissionRepository {
  constructor(private readonly em: EntityManager) {}

  add(fields: Pick<ContactSubmission, 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'locale' | 'ip' | 'userAgent'>): ContactSubmission {
    const submission = this.em.create(ContactSubmission, fields);
    this.em.persist(submission);
    return submission;
  }

  /** A page of submissions; the term matches the full name, e-mail, phone or message. */
  async list(query: ContactListQuery): Promise<{ items: ContactSubmission[]; totalItems: number }> {
    const pattern = query.searchTerm ? likePattern(query.searchTerm) : null;
    const where: FilterQuery<ContactSubmission> = pattern
      ? {
          $or: [{ [raw(`concat_ws(' ', first_name, last_name)`)]: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: pattern } }, { message: { $ilike: pattern } }],
        }
      : {};
    const [items, totalItems] = await this.em.findAndCount(ContactSubmission, where, {
      orderBy: [{ [query.columnToSort]: query.sortOrder }, { id: query.sortOrder }],
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    });
    return { items, totalItems };
  }

  /** Deletes submissions older than the retention period; answers how many went. */
  async deleteOlderThan(days: number): Promise<number> {
    return this.em.nativeDelete(ContactSubmission, { createdAt: { $lt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) } });
  }
}
