import { maxBlockType, maxReusableBlocksPerUser } from '@tessera/content-model';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { requiredString } from '../../validation/parse-input';
import { checkReusableContent, reusableBlockNameInput, reusableContentInput } from '../reusable-block-rules';
import { ReusableBlock, ReusableBlockVersion } from '../reusable-block.entities';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/**
 * Saves a block as a reusable block: a name, a block type of the configuration and its content,
 * checked as a page's block, as its version 1. It starts unpublished: pages show it once it is
 * published. Each user may make `maxReusableBlocksPerUser` (V_07 on `reusableBlocks` past it), so
 * no one can fill the installation for everyone else.
 */
export const createReusableBlock = defineOperation({
  name: 'createReusableBlock',
  access: 'create-page',
  input: z.object({ name: reusableBlockNameInput(), type: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).pipe(requiredString(maxBlockType)), ...reusableContentInput }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const userId = actingUserId(tx.viewer);
      if (userId !== null) {
        // One creation at a time per user, so their count holds.
        await tx.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:reusable-blocks'), ?)`, [userId]);
        if ((await new ReusableBlockRepository(tx.em).countMadeBy(userId)) >= maxReusableBlocksPerUser) throw new CodedError('V_07', 'reusableBlocks');
      }
      const content = await checkReusableContent(tx, tx, input);
      const block = tx.em.create(ReusableBlock, { name: input.name, type: content.type, createdBy: userId, updatedBy: userId });
      await tx.em.flush();
      const version = tx.em.create(ReusableBlockVersion, { block, number: 1, props: content.props, images: content.__images, files: content.__files, createdBy: userId });
      block.latestVersion = version;
      await tx.em.flush();
      recordAudit(tx, { action: 'reusable-block.created', subject: { type: 'reusable-block', id: block.id }, details: { name: block.name, type: block.type } });
      return presentReusableBlock(block, 0);
    }),
});
