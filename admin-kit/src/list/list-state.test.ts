import { describe, expect, it } from '@jest/globals';
import { initialListState, listReducer, type ListAction, type ListState } from './list-state';

type Row = { id: number };

function stateWith(changes: Partial<ListState<Row>> = {}): ListState<Row> {
  return { ...initialListState<Row>('createdAt', 'asc'), ...changes };
}

function run(state: ListState<Row>, ...actions: ListAction<Row>[]): ListState<Row> {
  return actions.reduce((current, action) => listReducer(current, action), state);
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

describe('listReducer (SPEC §4 generic list)', () => {
  it('starts on the first page, not loading, search closed, with the given sort', () => {
    const state = initialListState<Row>('name', 'desc');
    expect(state).toMatchObject({ items: [], totalItems: 0, pageIndex: 0, searchTerm: '', columnToSort: 'name', sortOrder: 'desc', loading: false, searchOpen: false });
  });

  it('a sort change resets to the first page and asks for an immediate fetch', () => {
    const before = stateWith({ pageIndex: 3, fetchSerial: 7, debounced: true });
    const after = listReducer(before, { type: 'sort', columnToSort: 'updatedAt', sortOrder: 'desc' });
    expect(after).toMatchObject({ columnToSort: 'updatedAt', sortOrder: 'desc', pageIndex: 0, fetchSerial: 8, debounced: false });
  });

  it('a sort order change alone also resets to the first page and reloads', () => {
    const after = listReducer(stateWith({ pageIndex: 2 }), { type: 'sort', columnToSort: 'createdAt', sortOrder: 'desc' });
    expect(after).toMatchObject({ sortOrder: 'desc', pageIndex: 0, fetchSerial: 1 });
  });

  it('a search change keeps the current page and asks for a debounced fetch', () => {
    const after = listReducer(stateWith({ pageIndex: 2, fetchSerial: 4 }), { type: 'search', searchTerm: 'anna' });
    expect(after).toMatchObject({ searchTerm: 'anna', pageIndex: 2, fetchSerial: 5, debounced: true });
  });

  it('a page change or a reload asks for an immediate fetch', () => {
    const searched = stateWith({ fetchSerial: 1, debounced: true });
    expect(listReducer(searched, { type: 'page', pageIndex: 4 })).toMatchObject({ pageIndex: 4, fetchSerial: 2, debounced: false });
    expect(listReducer(searched, { type: 'reload' })).toMatchObject({ pageIndex: 0, fetchSerial: 2, debounced: false });
  });

  it('is loading while a fetch is in flight and stops when the page arrives', () => {
    const fetching = listReducer(stateWith(), { type: 'fetching' });
    expect(fetching.loading).toBe(true);
    const loaded = listReducer(fetching, { type: 'loaded', serial: fetching.fetchSerial, pageIndex: 0, items: rows(1, 2), totalItems: 2 });
    expect(loaded).toMatchObject({ loading: false, items: rows(1, 2), totalItems: 2 });
  });

  it('a failed fetch ends loading and keeps the rows shown', () => {
    const shownRows = stateWith({ items: rows(1), totalItems: 1 });
    const after = run(shownRows, { type: 'fetching' }, { type: 'failed' });
    expect(after).toMatchObject({ loading: false, items: rows(1), totalItems: 1 });
  });

  it('an empty page above the first moves to the previous page and fetches it', () => {
    const before = run(stateWith({ pageIndex: 3, fetchSerial: 2 }), { type: 'fetching' });
    const after = listReducer(before, { type: 'loaded', serial: before.fetchSerial, pageIndex: 3, items: [], totalItems: 75 });
    expect(after).toMatchObject({ pageIndex: 2, totalItems: 75, fetchSerial: 3, debounced: false });
  });

  it('an empty first page just shows nothing, without fetching again', () => {
    const before = run(stateWith({ items: rows(1), totalItems: 1, fetchSerial: 2 }), { type: 'fetching' });
    const after = listReducer(before, { type: 'loaded', serial: before.fetchSerial, pageIndex: 0, items: [], totalItems: 0 });
    expect(after).toMatchObject({ pageIndex: 0, items: [], totalItems: 0, loading: false, fetchSerial: 2 });
  });

  it('ignores a late answer for a page that is no longer the current one', () => {
    const onPageTwo = run(stateWith({ items: rows(1), totalItems: 60 }), { type: 'page', pageIndex: 2 }, { type: 'fetching' });
    const after = listReducer(onPageTwo, { type: 'loaded', serial: onPageTwo.fetchSerial, pageIndex: 0, items: rows(9), totalItems: 60 });
    expect(after).toBe(onPageTwo);
  });

  it('the search bar toggles open and closed without fetching', () => {
    const opened = listReducer(stateWith({ fetchSerial: 3 }), { type: 'toggleSearch' });
    expect(opened).toMatchObject({ searchOpen: true, fetchSerial: 3 });
    expect(listReducer(opened, { type: 'toggleSearch' }).searchOpen).toBe(false);
  });

  it('does not change the state it is given', () => {
    const before = stateWith({ pageIndex: 1 });
    const copy = structuredClone(before);
    run(before, { type: 'sort', columnToSort: 'name', sortOrder: 'desc' }, { type: 'search', searchTerm: 'x' }, { type: 'fetching' });
    expect(before).toEqual(copy);
  });

  it('drops the answer of an older fetch (the sort or search changed meanwhile)', () => {
    const first = listReducer(initialListState<number>(), { type: 'fetching' });
    const resorted = listReducer(first, { type: 'sort', columnToSort: 'name', sortOrder: 'desc' });
    const stale = listReducer(resorted, { type: 'loaded', serial: first.fetchSerial, pageIndex: 0, items: [1], totalItems: 1 });
    expect(stale).toBe(resorted);
  });
});
