import type { MenuItem } from './menu-item.entity';
import { childrenOf, insertAt, isWithin, liftOut, place, subtreeOf } from './menu-tree';

/** A tree from `[label, children?]` outlines; ids follow the labels' order of appearance. */
function treeOf(outline: Outline[]): MenuItem[] {
  const items: MenuItem[] = [];
  const add = (entries: Outline[], parent: MenuItem | null) =>
    entries.forEach((entry, position) => {
      const [label, children] = typeof entry === 'string' ? [entry, []] : entry;
      const item = { id: items.length + 1, label, parent, position, updatedAt: new Date(0) } as MenuItem;
      items.push(item);
      add(children, item);
    });
  add(outline, null);
  return items;
}

type Outline = string | [string, Outline[]];

/** The outline back, asserting every sibling list is numbered 0..n-1. */
function outlineOf(items: MenuItem[], parentId: number | null = null): Outline[] {
  const children = childrenOf(items, parentId);
  expect(children.map((c) => c.position)).toEqual(children.map((_, i) => i));
  return children.map((c) => {
    const below = outlineOf(items, c.id);
    return below.length ? [c.label, below] : c.label;
  });
}

const named = (items: MenuItem[], label: string) => items.find((i) => i.label === label)!;

describe('menu tree rules', () => {
  it('insertAt clamps past the end and appends without an index', () => {
    expect(insertAt(['a', 'b'], 'x', 0)).toEqual(['x', 'a', 'b']);
    expect(insertAt(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(insertAt(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
    expect(insertAt(['a', 'b'], 'x', null)).toEqual(['a', 'b', 'x']);
  });

  it('place renumbers a list and touches only the items that moved', () => {
    const items = treeOf(['a', 'b', 'c']);
    place([named(items, 'c'), named(items, 'a'), named(items, 'b')], null);
    expect(outlineOf(items)).toEqual(['c', 'a', 'b']);
    const moved = treeOf(['a', 'b', 'c']);
    place([named(moved, 'a'), named(moved, 'c')], null);
    expect(named(moved, 'a').updatedAt).toEqual(new Date(0));
    expect(named(moved, 'c').position).toBe(1);
    expect(named(moved, 'c').updatedAt.getTime()).toBeGreaterThan(0);
  });

  it('an item lies within itself and its ancestors, not within its siblings or children', () => {
    const items = treeOf([['a', [['a1', ['a11']]]], 'b']);
    expect(isWithin(items, named(items, 'a'), named(items, 'a'))).toBe(true);
    expect(isWithin(items, named(items, 'a11'), named(items, 'a'))).toBe(true);
    expect(isWithin(items, named(items, 'a1'), named(items, 'a11'))).toBe(false);
    expect(isWithin(items, named(items, 'b'), named(items, 'a'))).toBe(false);
    expect(isWithin(items, null, named(items, 'a'))).toBe(false);
  });

  it('subtreeOf is the item and everything under it', () => {
    const items = treeOf([['a', [['a1', ['a11']], 'a2']], 'b']);
    expect(
      subtreeOf(items, named(items, 'a'))
        .map((i) => i.label)
        .sort(),
    ).toEqual(['a', 'a1', 'a11', 'a2']);
  });

  it("liftOut puts a removed item's children in its place, through removed descendants too", () => {
    const items = treeOf(['a', ['x', ['x1', ['y', ['y1', 'y2']], 'x2']], 'b', ['c', [['z', ['z1']]]]]);
    const removed = new Set(['x', 'y', 'z'].map((l) => named(items, l).id));
    liftOut(items, removed);
    const kept = items.filter((i) => !removed.has(i.id));
    expect(outlineOf(kept)).toEqual(['a', 'x1', 'y1', 'y2', 'x2', 'b', ['c', ['z1']]]);
  });
});
