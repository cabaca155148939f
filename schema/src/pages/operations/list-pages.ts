import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { optionalString, pageIndex, pageSize, sortColumn, sortOrder, localeInput } from '../../validation/parse-input';
import { PageRepository, pageFilters, pageSortColumns } from '../page.repository';
import { presentPageSummary } from '../page.view';

/** The page overview: filter by type, locale and state (editor = mine), search, sort, page. */
export const listPages = defineOperation({
  name: 'listPages',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z
    .object({
      type: optionalString(64),
      locale: localeInput()
        .nullish()
        .transform((v) => v ?? null),
      pageIndex: pageIndex(),
      pageSize: pageSize(),
      searchTerm: optionalString(255),
      columnToSort: sortColumn(pageSortColumns, 'updatedAt'),
      sortOrder: sortOrder(),
      filter: z
        .enum(pageFilters, { message: 'V_12' })
        .nullish()
        .transform((v) => v ?? null),
    })
    .strict(),
  async run(ctx, query) {
    const repository = new PageRepository(ctx.em);
    const { items, totalItems } = await repository.list(query, ctx.viewer?.id ?? null);
    const translations = await repository.translationsOf(items);
    return { items: items.map((page) => presentPageSummary(page, translations.get(page.id) ?? [], ctx.viewer)), totalItems };
  },
});
