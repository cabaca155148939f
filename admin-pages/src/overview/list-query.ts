import type { ListQuery } from '@tessera/admin-kit';
import type { PageListQuery } from '../generated/graphql';

/** The overview's filters (SPEC §2: Editor, Concept, Publish request; and Scheduled), as PageListQuery.filter takes them. */
export const overviewFilters = ['all', 'editor', 'concept', 'publish-request', 'scheduled'] as const;
export type OverviewFilter = (typeof overviewFilters)[number];

/** SPEC §2: the overview sorts by created or updated date. */
export const overviewSortColumns = ['updatedAt', 'createdAt'] as const;
type OverviewSortColumn = (typeof overviewSortColumns)[number];

/** Newest work first, until the user picks another order. */
export const defaultOverviewSort = { columnToSort: 'updatedAt', sortOrder: 'desc' } as const;

/** What narrows the list besides the list screen's own paging, search and sort. */
export interface OverviewScope {
  locale: string | null;
  type: string | null;
  filter: OverviewFilter;
}

/** A filter read from the address; anything unknown shows all pages. */
export function filterOf(value: string | null | undefined): OverviewFilter {
  return overviewFilters.find((filter) => filter === value) ?? 'all';
}

function sortColumnOf(value: string | null): OverviewSortColumn {
  return overviewSortColumns.find((column) => column === value) ?? defaultOverviewSort.columnToSort;
}

/** The list screen's query and the overview's scope as the `pages` query takes them. */
export function pageListQueryOf(list: ListQuery, scope: OverviewScope): PageListQuery {
  const searchTerm = list.searchTerm.trim();
  return {
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    searchTerm: searchTerm || undefined,
    columnToSort: sortColumnOf(list.columnToSort),
    sortOrder: list.sortOrder,
    locale: scope.locale ?? undefined,
    type: scope.type ?? undefined,
    filter: scope.filter === 'all' ? undefined : scope.filter,
  };
}

/** The page type a `/page-overview/:pageType` address names (its lowercased id), or null when none matches. */
export function pageTypeOfParam<T extends { id: string }>(param: string, pageTypes: readonly T[]): T | null {
  const wanted = param.toLowerCase();
  return pageTypes.find((type) => type.id.toLowerCase() === wanted) ?? null;
}
