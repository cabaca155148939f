/**
 * The menu editor's tree logic, apart from React so it can be tested alone: the tree is shown as
 * one flat list in reading order, each row with its depth, so dnd-kit can sort it as a list; a
 * drop is turned back into "under this parent, at this index", the shape the moveMenuItem
 * operation takes.
 */

/** What the tree needs of a menu item: an id and its children. */
export interface TreeNode<T extends TreeNode<T>> {
  id: number;
  children: T[];
}

/** One row of the flattened tree. */
export interface FlatItem<T> {
  id: number;
  parentId: number | null;
  depth: number;
  /** Index among its siblings. */
  index: number;
  node: T;
}

/** Where an item goes: under `parentId` (null is the top level) at `position` among the siblings. */
export interface Placement {
  parentId: number | null;
  position: number;
  depth: number;
}

/** The tree in reading order (a parent before its children), with depths. */
export function flattenTree<T extends TreeNode<T>>(nodes: readonly T[], parentId: number | null = null, depth = 0): FlatItem<T>[] {
  return nodes.flatMap((node, index) => [{ id: node.id, parentId, depth, index, node }, ...flattenTree(node.children, node.id, depth + 1)]);
}

/** Whether `id` is `ancestorId` itself or lies somewhere under it. */
export function isWithin<T>(flat: readonly FlatItem<T>[], ancestorId: number, id: number | null): boolean {
  const parents = new Map(flat.map((item) => [item.id, item.parentId]));
  for (let current = id; current !== null && current !== undefined; current = parents.get(current) ?? null) {
    if (current === ancestorId) return true;
  }
  return false;
}

/** The list without what lies under `id` (a dragged item carries its children along). */
export function withoutDescendants<T>(flat: readonly FlatItem<T>[], id: number): FlatItem<T>[] {
  return flat.filter((item) => item.id === id || !isWithin(flat, id, item.id));
}

/** How many levels lie under the item (0 for a leaf). */
export function subtreeHeight<T>(flat: readonly FlatItem<T>[], id: number): number {
  const own = flat.find((item) => item.id === id);
  if (!own) return 0;
  return Math.max(0, ...flat.filter((item) => item.id !== id && isWithin(flat, id, item.id)).map((item) => item.depth - own.depth));
}

/**
 * Where a dragged item lands when dropped over `overId`, moved sideways by `depthOffset` levels
 * (the pointer's horizontal travel divided by the indentation): the depth is kept between what
 * the row above allows (at most one deeper than it) and what the row below needs (not shallower
 * than it, or the row below would change parent), and within `maxDepth` with its own subtree.
 */
export function projectDrop<T>(flat: readonly FlatItem<T>[], activeId: number, overId: number, depthOffset: number, maxDepth: number): Placement | null {
  const items = withoutDescendants(flat, activeId);
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return null;
  const active = items[from];
  const moved = [...items];
  moved.splice(from, 1);
  moved.splice(to, 0, active);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const room = maxDepth - subtreeHeight(flat, activeId);
  const deepest = Math.min(previous ? previous.depth + 1 : 0, room);
  const shallowest = next ? Math.min(next.depth, deepest) : 0;
  const depth = Math.max(shallowest, Math.min(active.depth + depthOffset, deepest));
  const parentId = parentAt(moved, to, depth);
  const position = moved.slice(0, to).filter((item) => item.parentId === parentId && item.id !== activeId).length;
  return { parentId, position, depth };
}

/** The parent an item at row `at` and `depth` gets: the nearest row above one level shallower. */
function parentAt<T>(rows: readonly FlatItem<T>[], at: number, depth: number): number | null {
  if (depth === 0) return null;
  for (let i = at - 1; i >= 0; i -= 1) {
    if (rows[i].depth === depth - 1) return rows[i].id;
  }
  return null;
}

/** A keyboard move of the menu editor. */
export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The placement of a keyboard move: up and down swap with the neighbouring sibling; indent makes
 * the item the last child of the sibling above; outdent puts it right after its parent. Null when
 * the move is not possible there.
 */
export function keyboardPlace<T>(flat: readonly FlatItem<T>[], id: number, move: KeyboardMove, maxDepth: number): Placement | null {
  const item = flat.find((candidate) => candidate.id === id);
  if (!item) return null;
  const siblings = flat.filter((candidate) => candidate.parentId === item.parentId);
  switch (move) {
    case 'up':
      return item.index > 0 ? { parentId: item.parentId, position: item.index - 1, depth: item.depth } : null;
    case 'down':
      return item.index < siblings.length - 1 ? { parentId: item.parentId, position: item.index + 1, depth: item.depth } : null;
    case 'indent': {
      const above = siblings.find((sibling) => sibling.index === item.index - 1);
      if (!above || item.depth + 1 + subtreeHeight(flat, id) > maxDepth) return null;
      return { parentId: above.id, position: flat.filter((candidate) => candidate.parentId === above.id).length, depth: item.depth + 1 };
    }
    case 'outdent': {
      const parent = flat.find((candidate) => candidate.id === item.parentId);
      return parent ? { parentId: parent.parentId, position: parent.index + 1, depth: parent.depth } : null;
    }
  }
}

/** The tree with the item moved (what the server will answer, shown at once). */
export function moveInTree<T extends TreeNode<T>>(nodes: readonly T[], id: number, parentId: number | null, position: number): T[] {
  let taken: T | undefined;
  const take = (list: readonly T[]): T[] =>
    list.flatMap((node) => {
      if (node.id === id) {
        taken = node;
        return [];
      }
      return [{ ...node, children: take(node.children) }];
    });
  const rest = take(nodes);
  if (!taken) return [...nodes];
  const moving = taken;
  const put = (list: T[], under: number | null): T[] => {
    const children = list.map((node) => ({ ...node, children: put(node.children, node.id) }));
    if (under !== parentId) return children;
    children.splice(Math.min(position, children.length), 0, moving);
    return children;
  };
  return put(rest, null);
}
