import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { MenuItem } from './menu-item.entity';
import { MenuItemRepository } from './menu-item.repository';
import { menuLabel, menuUrl } from './menu.inputs';
import { childrenOf } from './menu-tree';

/*
 * A locale's whole menu tree as data, for content releases (issue 36): read it as it stands,
 * check one as an editor composed it, and put one in place of the current tree.
 */

/** One entry of a menu tree: a page of the locale or a url, with the entries under it. */
export interface MenuTreeEntry {
  label: string;
  pageId: number | null;
  url: string | null;
  children: MenuTreeEntry[];
}

export const menuTreeLimits = { maxEntries: 500, maxDepth: 8 } as const;

const entry: z.ZodType<MenuTreeEntry, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      label: menuLabel(),
      pageId: z
        .number({ invalid_type_error: 'V_12' })
        .int('V_12')
        .positive('V_12')
        .max(2_147_483_647, 'V_12')
        .nullish()
        .transform((v) => v ?? null),
      url: menuUrl(),
      children: z
        .array(entry, { invalid_type_error: 'V_12' })
        .max(menuTreeLimits.maxEntries, 'V_14')
        .nullish()
        .transform((v) => v ?? []),
    })
    .superRefine((item, issues) => {
      if ((item.pageId === null) === (item.url === null)) issues.addIssue({ code: 'custom', message: 'V_12', path: ['pageId'] });
    }),
);

/** The tree as sent (`items`): entries of `{ label, pageId | url, children }`; V_12 / V_14 with the path of what is wrong. */
export const menuTreeInput = () =>
  z
    .array(entry, { required_error: 'V_01', invalid_type_error: 'V_12' })
    .max(menuTreeLimits.maxEntries, 'V_14')
    .superRefine((tree, issues) => {
      let count = 0;
      const walk = (list: MenuTreeEntry[], depth: number) => {
        if (depth > menuTreeLimits.maxDepth) issues.addIssue({ code: 'custom', message: 'V_14', path: [] });
        for (const item of list) {
          count += 1;
          walk(item.children, depth + 1);
        }
      };
      walk(tree, 1);
      if (count > menuTreeLimits.maxEntries) issues.addIssue({ code: 'custom', message: 'V_14', path: [] });
    });

/** Every page id the tree links. */
export function pagesOfTree(tree: readonly MenuTreeEntry[]): number[] {
  return [...new Set(tree.flatMap((item) => [...(item.pageId ? [item.pageId] : []), ...pagesOfTree(item.children)]))];
}

/** The locale's tree as it stands, as data. */
export async function menuTreeOf(tx: { em: TxCtx['em'] }, locale: string): Promise<MenuTreeEntry[]> {
  const items = await new MenuItemRepository(tx.em).ofLocale(locale);
  const build = (parentId: number | null): MenuTreeEntry[] =>
    childrenOf(items, parentId).map((item) => ({ label: item.label, pageId: item.page?.id ?? null, url: item.url, children: build(item.id) }));
  return build(null);
}

/** The links of the tree that are no page of the locale, as `V_12` on `items` (the tree's pages are share-locked meanwhile). */
export async function menuTreeRefusals(tx: { em: TxCtx['em'] }, locale: string, tree: readonly MenuTreeEntry[]): Promise<CodedError | null> {
  const menu = new MenuItemRepository(tx.em);
  for (const pageId of pagesOfTree(tree)) {
    if (!(await menu.linkablePage(pageId, locale))) return new CodedError('V_12', `items.page.${pageId}`);
  }
  return null;
}

/**
 * Puts the tree in place of the locale's menu, in the caller's transaction: the items are made
 * anew, `menu.changed` is raised and the change audited (with `via`, e.g. the release).
 */
export async function replaceMenu(tx: TxCtx, locale: string, tree: readonly MenuTreeEntry[], via: Record<string, unknown> = {}): Promise<void> {
  const menu = new MenuItemRepository(tx.em);
  const refusal = await menuTreeRefusals(tx, locale, tree);
  if (refusal) throw refusal;
  await menu.lockLocale(locale);
  const current = await menu.ofLocale(locale);
  await menu.remove(current.map((item) => item.id));
  const pages = await Promise.all(pagesOfTree(tree).map(async (id) => [id, await menu.linkablePage(id, locale)] as const));
  const pageById = new Map(pages);
  const create = (list: readonly MenuTreeEntry[], parent: MenuItem | null) =>
    list.forEach((item, position) => {
      const made = tx.em.create(MenuItem, { locale, parent, position, label: item.label, page: item.pageId ? pageById.get(item.pageId)! : null, url: item.url });
      create(item.children, made);
    });
  create(tree, null);
  await tx.em.flush();
  recordAudit(tx, { action: 'menu.replaced', subject: { type: 'menu', id: locale }, details: { locale, entries: tree.length, ...via } });
  tx.emit('menu.changed', { locale });
}
