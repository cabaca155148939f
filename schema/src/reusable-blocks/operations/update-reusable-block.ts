import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { checkReusableContent, reusableBlockNameInput, reusableContentInput } from '../reusable-block-rules';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/** Changes a reusable block's name and draft content (its type stays); pages show it when it is published. */
export const updateReusableBlock = defineOperation({
  name: 'updateReusableBlock',
  access: 'create-page',
  input: z.object({ id: entityId(), name: reusableBlockNameInput(), ...reusableContentInput }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const block = await new ReusableBlockRepository(tx.em).get(input.id, { lock: true });
      const content = await checkReusableContent(ctx, tx, { ...input, type: block.type });
      const before = block.name;
      Object.assign(block, { name: input.name, draftProps: content.props, draftImages: content.__images, draftFiles: content.__files, updatedAt: new Date(), updatedBy: actingUserId(tx.viewer) });
      recordAudit(tx, { action: 'reusable-block.updated', subject: { type: 'reusable-block', id: block.id }, details: { name: { before, after: block.name } } });
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});
