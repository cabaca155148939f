import type { MenuItem } from './menu-item.entity';

/**
 * The rules of a menu tree, on the loaded items of one locale: siblings keep the positions
 * 0..n-1, and an item never sits under itself.
 */

export function parentIdOf(item: MenuItem): number | null {
  return item.parent?.id ?? null;
}

/** The children of a parent (null: the top level), in menu order. */
export function childrenOf(items: MenuItem[], parentId: number | null): MenuItem[] {
  return items.filter((item) => parentIdOf(item) === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Puts the list under the parent at positions 0..n-1, touching only the items that move. */
export function place(list: MenuItem[], parent: MenuItem | null): void {
  list.forEach((item, position) => {
    if (item.position === position && parentIdOf(item) === (parent?.id ?? null)) return;
    item.position = position;
    item.parent = parent;
    item.updatedAt = new Date();
  });
}

/** The list with the entry at the index; no index, or one past the end, means the end. */
export function insertAt<T>(list: T[], entry: T, index: number | null): T[] {
  const at = index === null ? list.length : Math.min(index, list.length);
  return [...list.slice(0, at), entry, ...list.slice(at)];
}

/** The item and everything under it. */
export function subtreeOf(items: MenuItem[], root: MenuItem): MenuItem[] {
  return [root, ...childrenOf(items, root.id).flatMap((child) => subtreeOf(items, child))];
}

/** True when the candidate is the item itself or lies somewhere under it. */
export function isWithin(items: MenuItem[], candidate: MenuItem | null, item: MenuItem): boolean {
  const byId = new Map(items.map((i) => [i.id, i]));
  for (let at = candidate; at; at = at.parent ? (byId.get(at.parent.id) ?? null) : null) {
    if (at.id === item.id) return true;
  }
  return false;
}

/**
 * Takes the given items out of the tree; the children of each take its place among its
 * siblings, in their order (a removed item under a removed item lifts its children further).
 */
export function liftOut(items: MenuItem[], removed: Set<number>): void {
  const kept = (parentId: number | null): MenuItem[] => childrenOf(items, parentId).flatMap((child) => (removed.has(child.id) ? kept(child.id) : [child]));
  const visit = (parent: MenuItem | null) => {
    const list = kept(parent?.id ?? null);
    place(list, parent);
    list.forEach(visit);
  };
  visit(null);
}
