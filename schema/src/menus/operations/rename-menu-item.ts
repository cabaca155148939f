import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { MenuItemRepository } from '../menu-item.repository';
import { menuLabel } from '../menu.inputs';
import { menuChange } from '../read-menu';

/** Gives an item a new label; where it sits and what it links stay. */
export const renameMenuItem = defineOperation({
  name: 'renameMenuItem',
  access: 'manage-menu',
  input: z.object({ id: entityId(), label: menuLabel() }).strict(),
  async run(ctx, { id, label }) {
    const locale = await inTransaction(ctx, async (tx) => {
      const item = await new MenuItemRepository(tx.em).get(id);
      recordAudit(tx, { action: 'menu-item.renamed', subject: { type: 'menu-item', id }, details: { locale: item.locale, from: item.label, to: label } });
      item.label = label;
      item.updatedAt = new Date();
      tx.emit('menu.changed', { locale: item.locale });
      return item.locale;
    });
    return menuChange(ctx, id, locale);
  },
});
