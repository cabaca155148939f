import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { ReleaseRepository } from '../release.repository';
import { releaseAnswer } from '../release-items';
import { releaseId } from '../release-rules';

/**
 * A release with its items, each with the full publish check and the content checks of its
 * version, and whether its page or block changed since it was added. Read in a transaction of its
 * own because the media check share-locks what it reads, as a publication would.
 */
export const getRelease = defineOperation({
  name: 'getRelease',
  access: 'create-page',
  input: z.object({ id: releaseId() }),
  run: (ctx, { id }) => inTransaction(ctx, async (tx) => releaseAnswer(tx, await new ReleaseRepository(tx.em).get(id))),
});
