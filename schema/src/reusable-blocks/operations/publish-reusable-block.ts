import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { publishVersion, requireLatest } from '../reusable-block-publication';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/**
 * Makes exactly the version the publisher saw (`versionID`, the latest) what every page showing
 * the reusable block shows (publish-page): PM_02 when a save came in between, so nobody's later
 * rewrite rides along on a publisher's click. The version passes the full check again (its media
 * may have changed). Raises `reusable-block.changed`, so the caches empty the pages that show it.
 */
export const publishReusableBlock = defineOperation({
  name: 'publishReusableBlock',
  access: 'publish-page',
  input: z.object({ id: entityId(), versionID: entityId() }),
  run: (ctx, { id, versionID }) =>
    inTransaction(ctx, async (tx) => {
      const block = await new ReusableBlockRepository(tx.em).get(id, { lock: true });
      await publishVersion(tx, block, requireLatest(block, versionID));
      return presentReusableBlock(block, (await pagesUsingReusableBlock(tx.em, id)).length);
    }),
});
