import { describe, expect, it } from '@jest/globals';
import { pageCountOf, pagerItems, type PagerItem } from './pager';

/** The pager as a reader sees it: 1-based labels, the active one in brackets, "…" for a gap. */
function shown(pageIndex: number, pageCount: number): string {
  return pagerItems(pageIndex, pageCount)
    .map((item) => (item.kind === 'ellipsis' ? '…' : item.active ? `[${item.label}]` : String(item.label)))
    .join(' ');
}

function pages(items: PagerItem[]): Extract<PagerItem, { kind: 'page' }>[] {
  return items.filter((item): item is Extract<PagerItem, { kind: 'page' }> => item.kind === 'page');
}

describe('pagerItems', () => {
  it('is hidden at 0 pages and at 1 page', () => {
    expect(pagerItems(0, 0)).toEqual([]);
    expect(pagerItems(0, 1)).toEqual([]);
    expect(pagerItems(3, 1)).toEqual([]);
  });

  it('numbers pages 1-based while the indexes stay 0-based', () => {
    expect(pagerItems(1, 3)).toEqual([
      { kind: 'page', index: 0, label: 1, active: false },
      { kind: 'page', index: 1, label: 2, active: true },
      { kind: 'page', index: 2, label: 3, active: false },
    ]);
  });

  it('shows every page of 2 to 4 pages wherever the active page is', () => {
    for (let count = 2; count <= 4; count += 1) {
      for (let active = 0; active < count; active += 1) {
        expect(pages(pagerItems(active, count)).map((item) => item.label)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
    }
  });

  // Up to 7 pages fit in the pager's 7 slots (first, gap, neighbour, active, neighbour, gap,
  // last), so no page hides behind an ellipsis.
  it('shows every page of 5 to 7 pages wherever the active page is', () => {
    for (let count = 5; count <= 7; count += 1) {
      for (let active = 0; active < count; active += 1) {
        expect(shown(active, count)).not.toContain('…');
      }
    }
  });

  it('shows the first and last page, the active page and its neighbours', () => {
    expect(shown(0, 10)).toBe('[1] 2 … 10');
    expect(shown(4, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(shown(9, 10)).toBe('1 … 9 [10]');
  });

  it('puts one ellipsis in each skipped range', () => {
    expect(shown(49, 100)).toBe('1 … 49 [50] 51 … 100');
    expect(pagerItems(49, 100).filter((item) => item.kind === 'ellipsis')).toHaveLength(2);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(shown(3, 10)).toBe('1 2 3 [4] 5 … 10');
    expect(shown(6, 10)).toBe('1 … 6 [7] 8 9 10');
    expect(shown(2, 10)).toBe('1 2 [3] 4 … 10');
  });

  it('clamps an index out of range to the first or last page', () => {
    expect(shown(-3, 10)).toBe(shown(0, 10));
    expect(shown(25, 10)).toBe(shown(9, 10));
    expect(
      pages(pagerItems(25, 10))
        .filter((item) => item.active)
        .map((item) => item.index),
    ).toEqual([9]);
  });

  it('keeps its rules for every page count and active page', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (let active = 0; active < count; active += 1) {
        const items = pagerItems(active, count);
        const numbered = pages(items);
        const indexes = numbered.map((item) => item.index);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(new Set(indexes).size).toBe(indexes.length);
        expect(numbered.every((item) => item.label === item.index + 1)).toBe(true);
        expect(numbered.filter((item) => item.active).map((item) => item.index)).toEqual([active]);
        for (const required of [0, count - 1, active - 1, active, active + 1].filter((i) => i >= 0 && i < count)) {
          expect(indexes).toContain(required);
        }
        items.forEach((item, position) => {
          if (position === 0) return;
          const before = items[position - 1];
          if (item.kind === 'ellipsis') {
            // An ellipsis stands between two shown pages and always hides two pages or more.
            const next = items[position + 1];
            expect(before.kind === 'page' && next?.kind === 'page' && next.index - before.index > 2).toBe(true);
          } else if (before.kind === 'page') {
            expect(item.index - before.index).toBe(1);
          }
        });
      }
    }
  });
});

describe('pageCountOf', () => {
  it('counts whole and partial pages', () => {
    expect(pageCountOf(0, 25)).toBe(0);
    expect(pageCountOf(1, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
    expect(pageCountOf(100, 25)).toBe(4);
    expect(pageCountOf(101, 10)).toBe(11);
  });
});
