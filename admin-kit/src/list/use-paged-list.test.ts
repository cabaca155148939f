import { describe, expect, it } from '@jest/globals';
import { defaultPageSize, searchDebounce } from './use-paged-list';

// The hook itself needs a React renderer (none in the node test environment); these are the
// SPEC §9 numbers it is built on. Its `leading: true` option lives inside the hook, untested here.
describe('usePagedList constants (SPEC §9)', () => {
  it('shows 25 rows a page when no page size is given', () => {
    expect(defaultPageSize).toBe(25);
  });

  it('debounces the search reload at 500 ms, waiting at most 1000 ms', () => {
    expect(searchDebounce).toEqual({ waitMs: 500, maxWaitMs: 1000 });
  });
});
