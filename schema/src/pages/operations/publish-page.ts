import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { publish } from '../publication';
import { PageRepository } from '../page.repository';

/** Publishes the latest version directly (permission publish-page). */
export const publishPage = defineOperation({
  name: 'publishPage',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      if (!page.latestVersion) throw new CodedError('V_07', 'version');
      await publish(tx, page, page.latestVersion);
      return { pageID: page.id, publishedVersionID: page.latestVersion.id };
    }),
});
