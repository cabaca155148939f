import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { requireLatest } from '../reusable-block-publication';
import { checkReusableContent, reusableBlockNameInput, reusableContentInput } from '../reusable-block-rules';
import { ReusableBlockVersion } from '../reusable-block.entities';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

const sameContent = (a: Pick<ReusableBlockVersion, 'props' | 'images' | 'files'>, b: Pick<ReusableBlockVersion, 'props' | 'images' | 'files'>) =>
  JSON.stringify([a.props, a.images, a.files]) === JSON.stringify([b.props, b.images, b.files]);

/**
 * Changes a reusable block's name and saves its content as a new version on top of the one the
 * editor opened (`versionID`; PM_02 when another save came first, as a page's store). Content
 * equal to the latest makes no new version. Its type stays; pages show it when it is published.
 */
export const updateReusableBlock = defineOperation({
  name: 'updateReusableBlock',
  access: 'create-page',
  input: z.object({ id: entityId(), versionID: entityId(), name: reusableBlockNameInput(), ...reusableContentInput }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const block = await new ReusableBlockRepository(tx.em).get(input.id, { lock: true });
      const latest = requireLatest(block, input.versionID);
      const checked = await checkReusableContent(tx, tx, { ...input, type: block.type });
      const content = { props: checked.props, images: checked.__images, files: checked.__files };
      const userId = actingUserId(tx.viewer);
      const before = block.name;
      if (!sameContent(content, latest)) {
        block.latestVersion = tx.em.create(ReusableBlockVersion, { block, number: latest.number + 1, ...content, createdBy: userId });
      }
      Object.assign(block, { name: input.name, updatedAt: new Date(), updatedBy: userId });
      await tx.em.flush();
      recordAudit(tx, { action: 'reusable-block.updated', subject: { type: 'reusable-block', id: block.id }, details: { name: { before, after: block.name }, version: block.latestVersion!.number } });
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, block.id)).length);
    }),
});
