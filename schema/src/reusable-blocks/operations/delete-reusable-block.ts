import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { reusableBlockEvent } from '../reusable-block-event';
import { ReusableBlockRepository } from '../reusable-block.repository';

/**
 * Deletes a reusable block no page shows (publish-page). One that a page's latest or published
 * version refers to is refused with RB_01, the pages in the answer's details (`pages`).
 */
export const deleteReusableBlock = defineOperation({
  name: 'deleteReusableBlock',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const blocks = new ReusableBlockRepository(tx.em);
      // Locked first: a store adding a reference waits (it locks the row for share), so the count below holds.
      const block = await blocks.get(id, { lock: true });
      const pages = await pagesUsingReusableBlock(tx.em, id);
      if (pages.length > 0) throw new CodedError('RB_01', 'id').withDetails({ pages });
      await blocks.delete(block);
      recordAudit(tx, { action: 'reusable-block.deleted', subject: { type: 'reusable-block', id }, details: { name: block.name } });
      if (block.publishedVersion) tx.emit('reusable-block.changed', reusableBlockEvent(block, 'deleted'));
      return { id };
    }),
});
