import debounce from 'lodash.debounce';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { initialListState, listReducer, type ListAction, type ListState } from './list-state';

/** SPEC §3 page list query and list response. */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: string | null;
  sortOrder: 'asc' | 'desc';
}

export interface ListPage<T> {
  items: T[];
  totalItems: number;
}

/** SPEC §9: 25 rows a page; the search reload waits 500 ms (leading call, at most 1000 ms). */
export const defaultPageSize = 25;
export const searchDebounce = { waitMs: 500, maxWaitMs: 1000 } as const;

export function usePagedList<T>(options: {
  fetchPage: (query: ListQuery) => Promise<ListPage<T>>;
  pageSize?: number;
  columnToSort?: string | null;
  sortOrder?: 'asc' | 'desc';
}): [ListState<T>, (action: ListAction<T>) => void] {
  const pageSize = options.pageSize ?? defaultPageSize;
  const [state, dispatch] = useReducer(listReducer<T>, initialListState<T>(options.columnToSort ?? null, options.sortOrder ?? 'asc'));
  const latest = useRef({ state, fetchPage: options.fetchPage, pageSize });
  latest.current = { state, fetchPage: options.fetchPage, pageSize };

  const fetchNow = useMemo(
    () => async () => {
      const { state: current, fetchPage, pageSize: size } = latest.current;
      const { pageIndex, searchTerm, columnToSort, sortOrder, fetchSerial: serial } = current;
      dispatch({ type: 'fetching' });
      try {
        const page = await fetchPage({ pageIndex, pageSize: size, searchTerm, columnToSort, sortOrder });
        dispatch({ type: 'loaded', serial, pageIndex, items: page.items, totalItems: page.totalItems });
      } catch (error) {
        // SPEC §8: failed list fetches are only logged to the console.
        console.error('list fetch failed', error);
        dispatch({ type: 'failed' });
      }
    },
    [],
  );
  const fetchDebounced = useMemo(() => debounce(() => void fetchNow(), searchDebounce.waitMs, { leading: true, trailing: true, maxWait: searchDebounce.maxWaitMs }), [fetchNow]);
  useEffect(() => () => fetchDebounced.cancel(), [fetchDebounced]);

  useEffect(() => {
    if (state.debounced) fetchDebounced();
    else void fetchNow();
  }, [state.fetchSerial]); // eslint-disable-line react-hooks/exhaustive-deps

  return [state, dispatch];
}
