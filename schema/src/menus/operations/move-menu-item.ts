import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { menuItemNotFound, MenuItemRepository } from '../menu-item.repository';
import { menuPosition } from '../menu.inputs';
import { childrenOf, insertAt, isWithin, parentIdOf, place } from '../menu-tree';
import { menuChange } from '../read-menu';

/**
 * Re-parents and reorders an item in one transaction: `parentId` null is the top level,
 * `position` the index among the new siblings. Both sibling lists stay 0..n-1. An item cannot
 * go under itself or its own descendant (V_07).
 */
export const moveMenuItem = defineOperation({
  name: 'moveMenuItem',
  access: 'manage-menu',
  input: z
    .object({ id: entityId(), parentId: entityId().nullish(), position: menuPosition() })
    .strict()
    // Left out is not "the top level": a client that forgot the field must not move the item there.
    .refine((move) => move.parentId !== undefined, { message: 'V_01', path: ['parentId'] })
    .transform((move) => ({ ...move, parentId: move.parentId ?? null })),
  async run(ctx, { id, parentId, position }) {
    const locale = await inTransaction(ctx, async (tx) => {
      const menu = new MenuItemRepository(tx.em);
      const { locale } = await menu.get(id);
      await menu.lockLocale(locale);
      const items = await menu.ofLocale(locale);
      const item = items.find((i) => i.id === id);
      if (!item) throw menuItemNotFound();
      const parent = parentId === null ? null : items.find((i) => i.id === parentId);
      if (parent === undefined) throw new CodedError('V_12', 'parentId');
      if (isWithin(items, parent, item)) throw new CodedError('V_07', 'parentId');

      const from = { parentId: parentIdOf(item), position: item.position };
      place(
        childrenOf(items, from.parentId).filter((i) => i !== item),
        item.parent,
      );
      place(
        insertAt(
          childrenOf(items, parentId).filter((i) => i !== item),
          item,
          position,
        ),
        parent,
      );
      item.updatedAt = new Date();
      recordAudit(tx, { action: 'menu-item.moved', subject: { type: 'menu-item', id }, details: { locale, from, to: { parentId, position: item.position } } });
      tx.emit('menu.changed', { locale });
      return locale;
    });
    return menuChange(ctx, id, locale);
  },
});
