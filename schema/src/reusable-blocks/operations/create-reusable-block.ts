import { maxBlockType, maxReusableBlocks } from '@tessera/content-model';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { requiredString } from '../../validation/parse-input';
import { checkReusableContent, reusableBlockNameInput, reusableContentInput } from '../reusable-block-rules';
import { ReusableBlock } from '../reusable-block.entity';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/**
 * Saves a block as a reusable block: a name, a block type of the configuration and its content,
 * checked as a page's block. It starts as a draft: pages show it once it is published. At most
 * `maxReusableBlocks` exist (V_07 past it).
 */
export const createReusableBlock = defineOperation({
  name: 'createReusableBlock',
  access: 'create-page',
  input: z.object({ name: reusableBlockNameInput(), type: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).pipe(requiredString(maxBlockType)), ...reusableContentInput }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      // One creation at a time, so the count holds.
      await tx.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:reusable-blocks'))`);
      if ((await new ReusableBlockRepository(tx.em).count()) >= maxReusableBlocks) throw new CodedError('V_07');
      const content = await checkReusableContent(ctx, tx, input);
      const userId = actingUserId(tx.viewer);
      const block = tx.em.create(ReusableBlock, { name: input.name, type: content.type, draftProps: content.props, draftImages: content.__images, draftFiles: content.__files, createdBy: userId, updatedBy: userId });
      await tx.em.flush();
      recordAudit(tx, { action: 'reusable-block.created', subject: { type: 'reusable-block', id: block.id }, details: { name: block.name, type: block.type } });
      return presentReusableBlock(block, 0);
    }),
});
