import { ActionIcon, Group, Loader, Select, Stack, Table, Text, TextInput } from '@tessera/admin-kit/mantine';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import { pageCountOf } from './pager';
import { defaultPageSize, usePagedList, type ListPage, type ListQuery } from './use-paged-list';

/** SPEC §3 list column definition. */
export interface ListColumn<T> {
  header: string;
  /** Dotted path into the row ("role.name"). */
  accessor: string;
  /** Renders the cell from the value and the row. */
  render?: (value: unknown, row: T) => ReactNode;
  /** Formats the value as text. */
  format?: (value: unknown) => string;
  width?: number | string;
  style?: CSSProperties;
}

export function valueAt(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), row);
}

export interface ListScreenProps<T> {
  columns: ListColumn<T>[];
  fetchPage: (query: ListQuery) => Promise<ListPage<T>>;
  rowKey: (row: T) => string | number;
  pageSize?: number;
  /** Sortable columns; without them there is no sort selector. */
  sortOptions?: Array<{ value: string; label: string }>;
  initialSort?: { columnToSort: string; sortOrder: 'asc' | 'desc' };
  searchable?: boolean;
  /** Custom controls and filters shown above the table. */
  controls?: ReactNode;
  noResultsText?: string;
  /** Change it to reload the current page (after a create, update or delete). */
  reloadKey?: number;
  caption?: string;
}

/**
 * The generic paged list screen of SPEC §2: optional sort selectors, a search box opened from
 * its icon, custom controls, a table and a pager. Rules of the list state: see list-state.ts.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { t } = useTranslation();
  const pageSize = props.pageSize ?? defaultPageSize;
  const [state, dispatch] = usePagedList<T>({
    fetchPage: props.fetchPage,
    pageSize,
    columnToSort: props.initialSort?.columnToSort ?? null,
    sortOrder: props.initialSort?.sortOrder ?? 'asc',
  });
  useEffect(() => {
    if (props.reloadKey) dispatch({ type: 'reload' });
  }, [props.reloadKey, dispatch]);

  const pageCount = pageCountOf(state.totalItems, pageSize);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          {props.sortOptions && (
            <>
              <Select
                label={t('page.overview.sort.sortBy')}
                data={props.sortOptions}
                value={state.columnToSort}
                onChange={(value) => dispatch({ type: 'sort', columnToSort: value, sortOrder: state.sortOrder })}
                allowDeselect={false}
                w={180}
                data-testid="sort-column"
              />
              <Select
                label={t('page.overview.sort.order')}
                data={[
                  { value: 'asc', label: t('page.overview.sort.ascending') },
                  { value: 'desc', label: t('page.overview.sort.descending') },
                ]}
                value={state.sortOrder}
                onChange={(value) => dispatch({ type: 'sort', columnToSort: state.columnToSort, sortOrder: value === 'desc' ? 'desc' : 'asc' })}
                allowDeselect={false}
                w={150}
                data-testid="sort-order"
              />
            </>
          )}
          {props.controls}
        </Group>
        {props.searchable && (
          <Group gap="xs">
            {state.searchOpen && (
              <TextInput
                aria-label={t('search.placeholder')}
                placeholder={t('search.placeholder')}
                value={state.searchTerm}
                onChange={(event) => dispatch({ type: 'search', searchTerm: event.currentTarget.value })}
                data-testid="search-input"
              />
            )}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={state.searchOpen ? t('search.close') : t('search.open')}
              aria-expanded={state.searchOpen}
              onClick={() => dispatch({ type: 'toggleSearch' })}
              data-testid="search-toggle"
            >
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="11" cy="11" r="7" />
                <line x1="21" y1="21" x2="16.65" y2="16.65" />
              </svg>
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Table striped highlightOnHover aria-busy={state.loading} data-testid="list-table">
        {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.accessor + column.header} style={{ width: column.width, ...column.style }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.items.map((row) => (
            <Table.Tr key={props.rowKey(row)} data-testid="list-row">
              {props.columns.map((column) => {
                const value = valueAt(row, column.accessor);
                return (
                  <Table.Td key={column.accessor + column.header} style={column.style}>
                    {column.render ? column.render(value, row) : column.format ? column.format(value) : value == null ? '' : String(value)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {state.loading && state.items.length === 0 && <Loader size="sm" aria-label={t('app.loading')} />}
      {!state.loading && state.items.length === 0 && (
        <Text c="dimmed" data-testid="no-results">
          {props.noResultsText ?? t('search.noResults')}
        </Text>
      )}
      <Pager pageIndex={state.pageIndex} pageCount={pageCount} onPage={(pageIndex) => dispatch({ type: 'page', pageIndex })} />
    </Stack>
  );
}
