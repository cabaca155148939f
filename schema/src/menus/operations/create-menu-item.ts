import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError, type ErrorEntry } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { requireLocale } from '../../settings/site-settings';
import { entityId, localeInput } from '../../validation/parse-input';
import { MenuItem } from '../menu-item.entity';
import { MenuItemRepository } from '../menu-item.repository';
import { menuLabel, menuPosition, menuUrl } from '../menu.inputs';
import { childrenOf, insertAt, place } from '../menu-tree';
import { menuChange } from '../read-menu';

const input = z
  .object({
    locale: localeInput(),
    parentId: entityId().nullish(),
    label: menuLabel(),
    pageId: entityId().nullish(),
    url: menuUrl(),
    position: menuPosition().nullish(),
  })
  .strict()
  .superRefine((item, issues) => {
    if (item.pageId == null && item.url === null) {
      issues.addIssue({ code: 'custom', message: 'V_01', path: ['pageId'] });
      issues.addIssue({ code: 'custom', message: 'V_01', path: ['url'] });
    }
    if (item.pageId != null && item.url !== null) issues.addIssue({ code: 'custom', message: 'V_12', path: ['url'] });
  });

/**
 * Adds an item linking a page of the locale or a url, under a parent of the same locale or at
 * the top, at the given position among its siblings (the end by default).
 */
export const createMenuItem = defineOperation({
  name: 'createMenuItem',
  access: 'manage-menu',
  input,
  async run(ctx, { locale, parentId, label, pageId, url, position }) {
    await requireLocale(ctx, locale);
    const id = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const menu = new MenuItemRepository(em);
      const page = pageId ? await menu.linkablePage(pageId, locale) : null;
      await menu.lockLocale(locale);
      const items = await menu.ofLocale(locale);
      const parent = parentId ? (items.find((i) => i.id === parentId) ?? null) : null;
      const errors: ErrorEntry[] = [];
      if (pageId && !page) errors.push({ code: 'V_12', property: 'pageId' });
      if (parentId && !parent) errors.push({ code: 'V_12', property: 'parentId' });
      if (errors.length > 0) throw new CodedError(errors);

      const item = em.create(MenuItem, { locale, parent, label, page, url });
      place(insertAt(childrenOf(items, parentId ?? null), item, position ?? null), parent);
      await em.flush();
      recordAudit(tx, { action: 'menu-item.created', subject: { type: 'menu-item', id: item.id }, details: { locale, label, pageId: pageId ?? null, url } });
      tx.emit('menu.changed', { locale });
      return item.id;
    });
    return menuChange(ctx, id, locale);
  },
});
