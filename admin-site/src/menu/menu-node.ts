import type { ApolloCache } from '@apollo/client';
import { MenuTreeDocument, type MenuItemFieldsFragment, type MenuTreeQuery } from '../generated/graphql';

/** A menu item as the editor holds it: the fields of the query, children of the same shape. */
export type MenuNode = MenuItemFieldsFragment & { children: MenuNode[] };

/** The query's nested answer (three levels spelled out) as a tree of one type. */
export function menuNodes(items: ReadonlyArray<MenuItemFieldsFragment & { children?: ReadonlyArray<unknown> | null }>): MenuNode[] {
  return items.map((item) => ({ ...item, children: menuNodes((item.children ?? []) as Array<MenuItemFieldsFragment & { children?: ReadonlyArray<unknown> }>) }));
}

/** How many items lie under the node. */
export function descendantCount(node: MenuNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/**
 * Every menu write answers the locale's whole tree as it now stands: it replaces the cached tree,
 * so additions and removals show without another request.
 */
export function writeMenuChange(cache: ApolloCache, change: { locale: string; menu: MenuTreeQuery['menu'] } | undefined): void {
  if (change) cache.writeQuery({ query: MenuTreeDocument, variables: { locale: change.locale }, data: { menu: change.menu } });
}
