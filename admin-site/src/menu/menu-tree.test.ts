import { flattenTree, isWithin, keyboardPlace, moveInTree, projectDrop, subtreeHeight, withoutDescendants, type TreeNode } from './menu-tree';

interface Node extends TreeNode<Node> {
  label: string;
}

const node = (id: number, label: string, children: Node[] = []): Node => ({ id, label, children });

/**
 * Home(1)
 * About(2)
 *   Team(3)
 *     Ada(4)
 *   History(5)
 * Contact(6)
 */
const tree = [node(1, 'Home'), node(2, 'About', [node(3, 'Team', [node(4, 'Ada')]), node(5, 'History')]), node(6, 'Contact')];
const flat = flattenTree(tree);
const labels = (nodes: Node[]): unknown => nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe('the flattened menu tree', () => {
  test('lists parents before children with depth, parent and index', () => {
    expect(flat.map(({ id, parentId, depth, index }) => [id, parentId, depth, index])).toEqual([
      [1, null, 0, 0],
      [2, null, 0, 1],
      [3, 2, 1, 0],
      [4, 3, 2, 0],
      [5, 2, 1, 1],
      [6, null, 0, 2],
    ]);
  });

  test('knows what lies under an item and how deep it goes', () => {
    expect(isWithin(flat, 2, 4)).toBe(true);
    expect(isWithin(flat, 3, 5)).toBe(false);
    expect(isWithin(flat, 4, 4)).toBe(true);
    expect(withoutDescendants(flat, 2).map((item) => item.id)).toEqual([1, 2, 6]);
    expect(subtreeHeight(flat, 2)).toBe(2);
    expect(subtreeHeight(flat, 6)).toBe(0);
  });
});

describe('a drop by pointer', () => {
  test('below the last row: nested under it as it was, or pulled left to the end of the top level', () => {
    // History (depth 1) dropped over Contact lands after it.
    expect(projectDrop(flat, 5, 6, 0, 2)).toEqual({ parentId: 6, position: 0, depth: 1 });
    expect(projectDrop(flat, 5, 6, -1, 2)).toEqual({ parentId: null, position: 3, depth: 0 });
  });

  test('is nested at most one level deeper than the row above, and within the maximum depth', () => {
    // Home dropped over Ada (below it) and pushed far right: at most a child of Ada, but Ada is at depth 2 of max 2.
    expect(projectDrop(flat, 1, 4, 5, 2)).toEqual({ parentId: 3, position: 1, depth: 2 });
    expect(projectDrop(flat, 1, 4, 5, 3)).toEqual({ parentId: 4, position: 0, depth: 3 });
    // About carries two levels under it: it cannot go under anything when the maximum is 2.
    expect(projectDrop(flat, 2, 6, 1, 2)).toEqual({ parentId: null, position: 2, depth: 0 });
  });

  test('is not shallower than the row below (that row would change parent)', () => {
    // Contact over Team (index 2: between About and Team): pulled left, it still has to be About's child.
    expect(projectDrop(flat, 6, 3, -3, 2)).toEqual({ parentId: 2, position: 0, depth: 1 });
    // Contact over History lands between Ada and History: About's child, or Team's when pushed right.
    expect(projectDrop(flat, 6, 5, -1, 2)).toEqual({ parentId: 2, position: 1, depth: 1 });
    expect(projectDrop(flat, 6, 5, 2, 2)).toEqual({ parentId: 3, position: 1, depth: 2 });
  });

  test('to the top makes it the first top-level item', () => {
    expect(projectDrop(flat, 5, 1, 0, 2)).toEqual({ parentId: null, position: 0, depth: 0 });
  });

  test('over an unknown row is no move', () => {
    expect(projectDrop(flat, 6, 99, 0, 2)).toBeNull();
  });
});

describe('keyboard moves', () => {
  test('up and down swap with a sibling, not past the ends', () => {
    expect(keyboardPlace(flat, 5, 'up', 2)).toEqual({ parentId: 2, position: 0, depth: 1 });
    expect(keyboardPlace(flat, 3, 'up', 2)).toBeNull();
    expect(keyboardPlace(flat, 1, 'down', 2)).toEqual({ parentId: null, position: 1, depth: 0 });
    expect(keyboardPlace(flat, 6, 'down', 2)).toBeNull();
  });

  test('indent makes it the last child of the sibling above; outdent puts it after its parent', () => {
    expect(keyboardPlace(flat, 6, 'indent', 2)).toEqual({ parentId: 2, position: 2, depth: 1 });
    expect(keyboardPlace(flat, 5, 'indent', 2)).toEqual({ parentId: 3, position: 1, depth: 2 });
    expect(keyboardPlace(flat, 1, 'indent', 2)).toBeNull();
    expect(keyboardPlace(flat, 2, 'indent', 2)).toBeNull(); // Home above has room, but About's subtree would be too deep.
    expect(keyboardPlace(flat, 4, 'outdent', 2)).toEqual({ parentId: 2, position: 1, depth: 1 });
    expect(keyboardPlace(flat, 1, 'outdent', 2)).toBeNull();
  });
});

describe('moving in the tree', () => {
  test('takes the item with its children to the new parent and index', () => {
    expect(labels(moveInTree(tree, 3, null, 0))).toEqual([['Team', ['Ada']], 'Home', ['About', ['History']], 'Contact']);
    expect(labels(moveInTree(tree, 6, 2, 1))).toEqual(['Home', ['About', [['Team', ['Ada']], 'Contact', 'History']]]);
    expect(labels(moveInTree(tree, 1, 4, 0))).toEqual([['About', [['Team', [['Ada', ['Home']]]], 'History']], 'Contact']);
  });

  test('applies what projectDrop and keyboardPlace answer, as the server will', () => {
    const drop = projectDrop(flat, 5, 6, 0, 2)!;
    expect(labels(moveInTree(tree, 5, drop.parentId, drop.position))).toEqual(['Home', ['About', [['Team', ['Ada']]]], ['Contact', ['History']]]);
    const nested = projectDrop(flat, 6, 5, 2, 2)!;
    expect(labels(moveInTree(tree, 6, nested.parentId, nested.position))).toEqual(['Home', ['About', [['Team', ['Ada', 'Contact']], 'History']]]);
    const key = keyboardPlace(flat, 4, 'outdent', 2)!;
    expect(labels(moveInTree(tree, 4, key.parentId, key.position))).toEqual(['Home', ['About', ['Team', 'Ada', 'History']], 'Contact']);
  });

  test('leaves the tree as it was for an unknown item', () => {
    expect(moveInTree(tree, 99, null, 0)).toEqual(tree);
  });
});
