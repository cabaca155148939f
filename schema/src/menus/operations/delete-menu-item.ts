import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { menuItemNotFound, MenuItemRepository } from '../menu-item.repository';
import { childrenOf, parentIdOf, place, subtreeOf } from '../menu-tree';
import { menuChange } from '../read-menu';

/** Removes an item with everything under it; the siblings close the gap. */
export const deleteMenuItem = defineOperation({
  name: 'deleteMenuItem',
  access: 'manage-menu',
  input: z.object({ id: entityId() }).strict(),
  async run(ctx, { id }) {
    const locale = await inTransaction(ctx, async (tx) => {
      const menu = new MenuItemRepository(tx.em);
      const { locale } = await menu.get(id);
      await menu.lockLocale(locale);
      const items = await menu.ofLocale(locale);
      const item = items.find((i) => i.id === id);
      if (!item) throw menuItemNotFound();

      const removed = subtreeOf(items, item).map((i) => i.id);
      await menu.remove(removed);
      place(
        childrenOf(items, parentIdOf(item)).filter((i) => i !== item),
        item.parent,
      );
      recordAudit(tx, { action: 'menu-item.deleted', subject: { type: 'menu-item', id }, details: { locale, label: item.label, removed } });
      tx.emit('menu.changed', { locale });
      return locale;
    });
    return menuChange(ctx, id, locale);
  },
});
