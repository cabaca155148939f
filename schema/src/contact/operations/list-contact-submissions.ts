import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { optionalString, pageIndex, pageSize, sortColumn, sortOrder } from '../../validation/parse-input';
import { contactSortColumns, ContactSubmissionRepository } from '../contact-submission.repository';
import { presentContactSubmission } from '../contact.view';

/**
 * The generic list over contact submissions, newest first unless asked otherwise. They hold
 * visitors' personal data, so reading them takes manage-settings, as does choosing where they
 * are mailed, rather than manage-site-content, which content editors get for published texts.
 */
export const listContactSubmissions = defineOperation({
  name: 'listContactSubmissions',
  access: 'manage-settings',
  input: z.object({
    pageIndex: pageIndex(),
    pageSize: pageSize(),
    searchTerm: optionalString(255),
    columnToSort: sortColumn(contactSortColumns, 'createdAt'),
    sortOrder: sortOrder('desc'),
  }),
  async run(ctx, query) {
    const { items, totalItems } = await new ContactSubmissionRepository(ctx.em).list(query);
    return { items: items.map(presentContactSubmission), totalItems };
  },
});
