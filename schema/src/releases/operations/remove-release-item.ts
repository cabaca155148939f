import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { ReleaseRepository } from '../release.repository';
import { editableRelease, releaseAnswer } from '../release-items';
import { releaseId } from '../release-rules';

/** Takes an item out of a release that has not published; a menu item needs manage-menu. V_12 on `itemId` for an item of another release. */
export const removeReleaseItem = defineOperation({
  name: 'removeReleaseItem',
  access: 'create-page',
  input: z.object({ releaseId: releaseId(), itemId: entityId() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const item = await new ReleaseRepository(tx.em).item(release, input.itemId);
      if (!item) throw new CodedError('V_12', 'itemId');
      if (item.kind === 'menu') authorize(tx, 'manage-menu');
      recordAudit(tx, { action: 'release.item-removed', subject: { type: 'release', id: release.id }, details: { item: item.id, kind: item.kind, target: item.target } });
      tx.em.remove(item);
      release.updatedAt = new Date();
      await tx.em.flush();
      return releaseAnswer(tx, release);
    }),
});
