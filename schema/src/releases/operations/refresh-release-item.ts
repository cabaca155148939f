import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { ReleaseRepository } from '../release.repository';
import { blockVersionOf, editableRelease, pageOf, pageVersionOf, putItem, releaseAnswer, reusableBlockOf } from '../release-items';
import { releaseId } from '../release-rules';

/** Takes the page's or block's latest version into its item now (after "changed since added"); V_07 on `itemId` for an unpublication or a menu. */
export const refreshReleaseItem = defineOperation({
  name: 'refreshReleaseItem',
  access: 'create-page',
  input: z.object({ releaseId: releaseId(), itemId: entityId() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const item = await new ReleaseRepository(tx.em).item(release, input.itemId);
      if (!item) throw new CodedError('V_12', 'itemId');
      if (item.kind === 'page-version') {
        const page = await pageOf(tx, item.page!.id);
        await putItem(tx, release, item.target, { kind: item.kind, page, pageVersion: await pageVersionOf(tx, page, null) });
      } else if (item.kind === 'reusable-block-version') {
        const reusableBlock = await reusableBlockOf(tx, item.reusableBlock!.id);
        await putItem(tx, release, item.target, { kind: item.kind, reusableBlock, reusableBlockVersion: await blockVersionOf(tx, reusableBlock, null) });
      } else {
        throw new CodedError('V_07', 'itemId');
      }
      return releaseAnswer(tx, release);
    }),
});
