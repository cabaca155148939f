import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { ReleaseRepository } from '../release.repository';
import { releaseAnswer } from '../release-items';
import { rollbackRelease as restoreAll } from '../release-publication';
import { releaseId } from '../release-rules';

/** Brings back what was live before a published release, in one transaction; the same right as publishing it. */
export const rollbackRelease = defineOperation({
  name: 'rollbackRelease',
  access: 'signed-in',
  tokens: ['publish-release', 'publish-page'],
  input: z.object({ id: releaseId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const release = await new ReleaseRepository(tx.em).get(id, true);
      await restoreAll(tx, release);
      return releaseAnswer(tx, release);
    }),
});
