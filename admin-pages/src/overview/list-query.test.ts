import { describe, expect, it } from '@jest/globals';
import { filterOf, pageListQueryOf, pageTypeOfParam } from './list-query';

const list = { pageIndex: 2, pageSize: 25, searchTerm: '', columnToSort: 'createdAt', sortOrder: 'asc' as const };

describe('pageListQueryOf', () => {
  it('passes paging, sort, locale and type through, and leaves out an empty search and the "all" filter', () => {
    expect(pageListQueryOf(list, { locale: 'nl-nl', type: null, filter: 'all' })).toEqual({
      pageIndex: 2,
      pageSize: 25,
      searchTerm: undefined,
      columnToSort: 'createdAt',
      sortOrder: 'asc',
      locale: 'nl-nl',
      type: undefined,
      filter: undefined,
    });
  });

  it.each(['editor', 'concept', 'publish-request'] as const)('sends the %s filter as the server names it', (filter) => {
    expect(pageListQueryOf(list, { locale: 'en-gb', type: 'article', filter })).toMatchObject({ filter, type: 'article' });
  });

  it('trims the search term', () => {
    expect(pageListQueryOf({ ...list, searchTerm: '  launch ' }, { locale: null, type: null, filter: 'all' }).searchTerm).toBe('launch');
    expect(pageListQueryOf({ ...list, searchTerm: '   ' }, { locale: null, type: null, filter: 'all' }).searchTerm).toBeUndefined();
  });

  it('sorts by the updated date when the column is not one the overview offers', () => {
    expect(pageListQueryOf({ ...list, columnToSort: null }, { locale: null, type: null, filter: 'all' }).columnToSort).toBe('updatedAt');
    expect(pageListQueryOf({ ...list, columnToSort: 'password' }, { locale: null, type: null, filter: 'all' }).columnToSort).toBe('updatedAt');
    expect(pageListQueryOf({ ...list, columnToSort: 'updatedAt', sortOrder: 'desc' }, { locale: null, type: null, filter: 'all' })).toMatchObject({
      columnToSort: 'updatedAt',
      sortOrder: 'desc',
    });
  });
});

describe('filterOf', () => {
  it('reads a known filter and falls back to all pages', () => {
    expect(filterOf('concept')).toBe('concept');
    expect(filterOf('publish-request')).toBe('publish-request');
    expect(filterOf('mine')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });
});

describe('pageTypeOfParam', () => {
  const types = [{ id: 'content-page' }, { id: 'Article' }];
  it('maps the lowercased id in the address back to the page type', () => {
    expect(pageTypeOfParam('article', types)).toEqual({ id: 'Article' });
    expect(pageTypeOfParam('content-page', types)).toEqual({ id: 'content-page' });
    expect(pageTypeOfParam('ARTICLE', types)).toEqual({ id: 'Article' });
    expect(pageTypeOfParam('nothing', types)).toBeNull();
  });
});
