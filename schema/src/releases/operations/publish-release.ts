import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { ReleaseRepository } from '../release.repository';
import { releaseAnswer } from '../release-items';
import { publishRelease as publishAll } from '../release-publication';
import { releaseId } from '../release-rules';

/**
 * Publishes every item of the release in one transaction, or nothing (release-publication.ts).
 * Signed in is enough to ask; who may is decided on the release's items (release-access.ts):
 * UM_01, on `review` for a role that goes through review.
 */
export const publishRelease = defineOperation({
  name: 'publishRelease',
  access: 'signed-in',
  tokens: ['publish-release', 'publish-page'],
  input: z.object({ id: releaseId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const release = await new ReleaseRepository(tx.em).get(id, true);
      await publishAll(tx, release);
      return releaseAnswer(tx, release);
    }),
});
