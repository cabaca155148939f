import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { editableRelease } from '../release-items';
import { releaseId } from '../release-rules';

/** Deletes a release that has not published (open, scheduled or failed) with its items; V_07 on `status` after. */
export const deleteRelease = defineOperation({
  name: 'deleteRelease',
  access: 'create-page',
  input: z.object({ id: releaseId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, id);
      recordAudit(tx, { action: 'release.deleted', subject: { type: 'release', id }, details: { name: release.name } });
      tx.em.remove(release);
      await tx.em.flush();
      return { id };
    }),
});
