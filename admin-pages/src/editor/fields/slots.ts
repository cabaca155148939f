/*
 * Image and file slots: a block keeps the chosen media beside its props, in `__images` and
 * `__files`, under the dotted path of the field (`image`, `items.2.image` inside a list), as the
 * content model's `slotsOf` computes them. When list items move or go, the slots under them move
 * or go too.
 */

/**
 * The slots after a list's items were rearranged: `order[newIndex]` is the item's old index.
 * Slots under items that are gone are dropped; slots outside the list stay as they are.
 */
export function reorderedSlots<T>(slots: Record<string, T>, listPath: string, order: readonly number[]): Record<string, T> {
  const prefix = `${listPath}.`;
  const newIndexOf = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  const next: Record<string, T> = {};
  for (const [path, value] of Object.entries(slots)) {
    if (!path.startsWith(prefix)) {
      next[path] = value;
      continue;
    }
    const rest = path.slice(prefix.length);
    const dot = rest.indexOf('.');
    const newIndex = newIndexOf.get(Number(dot < 0 ? rest : rest.slice(0, dot)));
    if (newIndex !== undefined) next[`${prefix}${newIndex}${dot < 0 ? '' : rest.slice(dot)}`] = value;
  }
  return next;
}

/** The slot paths whose value differs between two slot maps, with the new value (null: removed). */
export function slotChanges<T>(before: Record<string, T>, after: Record<string, T>): Array<[path: string, value: T | null]> {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).map((path) => [path, after[path] ?? null]);
}
