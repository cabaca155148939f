/** SPEC §3 list state, and the rules of §4 "Generic list" as a pure reducer. */
export interface ListState<T> {
  items: T[];
  totalItems: number;
  pageIndex: number;
  searchTerm: string;
  columnToSort: string | null;
  sortOrder: 'asc' | 'desc';
  loading: boolean;
  searchOpen: boolean;
  /** Bumped whenever a fetch is due; the hook fetches on every change. */
  fetchSerial: number;
  /** Whether the due fetch waits for the search debounce. */
  debounced: boolean;
}

export type ListAction<T> =
  | { type: 'sort'; columnToSort: string | null; sortOrder: 'asc' | 'desc' }
  | { type: 'search'; searchTerm: string }
  | { type: 'page'; pageIndex: number }
  | { type: 'reload' }
  | { type: 'toggleSearch' }
  | { type: 'fetching' }
  | { type: 'loaded'; serial: number; pageIndex: number; items: T[]; totalItems: number }
  | { type: 'failed' };

export function initialListState<T>(columnToSort: string | null = null, sortOrder: 'asc' | 'desc' = 'asc'): ListState<T> {
  return { items: [], totalItems: 0, pageIndex: 0, searchTerm: '', columnToSort, sortOrder, loading: false, searchOpen: false, fetchSerial: 0, debounced: false };
}

export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  const due = (debounced: boolean) => ({ fetchSerial: state.fetchSerial + 1, debounced });
  switch (action.type) {
    case 'sort':
      // Changing the sort column or order resets to the first page and reloads.
      return { ...state, columnToSort: action.columnToSort, sortOrder: action.sortOrder, pageIndex: 0, ...due(false) };
    case 'search':
      // A search change reloads the current page, debounced.
      return { ...state, searchTerm: action.searchTerm, ...due(true) };
    case 'page':
      return { ...state, pageIndex: Math.max(0, action.pageIndex), ...due(false) };
    case 'reload':
      return { ...state, ...due(false) };
    case 'toggleSearch':
      return { ...state, searchOpen: !state.searchOpen };
    case 'fetching':
      return { ...state, loading: true };
    case 'loaded':
      // An answer to an older fetch (the sort or search changed since) is dropped.
      if (action.serial !== state.fetchSerial || action.pageIndex !== state.pageIndex) return state;
      // An empty page above the first (its rows were deleted): fetch the previous page.
      if (action.items.length === 0 && action.pageIndex > 0) {
        return { ...state, pageIndex: action.pageIndex - 1, totalItems: action.totalItems, ...due(false) };
      }
      return { ...state, items: action.items, totalItems: action.totalItems, loading: false };
    case 'failed':
      return { ...state, loading: false };
  }
}
