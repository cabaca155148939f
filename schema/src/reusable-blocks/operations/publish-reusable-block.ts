import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { checkReusableContent } from '../reusable-block-rules';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';
import { reusableBlockEvent } from '../reusable-block-event';

/**
 * Makes the draft what every page showing the reusable block shows (publish-page). The draft
 * passes the full check again (its media may have changed). Raises `reusable-block.changed`, so
 * the caches empty the pages that show it.
 */
export const publishReusableBlock = defineOperation({
  name: 'publishReusableBlock',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const block = await new ReusableBlockRepository(tx.em).get(id, { lock: true });
      const content = await checkReusableContent(ctx, tx, { type: block.type, props: block.draftProps, __images: block.draftImages, __files: block.draftFiles });
      const before = reusableBlockEvent(block, 'published');
      Object.assign(block, { publishedProps: content.props, publishedImages: content.__images, publishedFiles: content.__files, publishedAt: new Date() });
      const after = reusableBlockEvent(block, 'published');
      recordAudit(tx, { action: 'reusable-block.published', subject: { type: 'reusable-block', id }, details: { name: block.name } });
      tx.emit('reusable-block.changed', { ...after, fileIds: [...new Set([...before.fileIds, ...after.fileIds])] });
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, id)).length);
    }),
});
