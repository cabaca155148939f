import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId, optionalInstant } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { setSchedule } from '../page-schedule';

/**
 * Schedules the page's publication (of its latest version) and/or unpublication, or clears them
 * (permission publish-page). The whole schedule is given each time, like a PUT.
 */
export const schedulePage = defineOperation({
  name: 'schedulePage',
  access: 'publish-page',
  input: z.object({ id: entityId(), publishAt: optionalInstant(), unpublishAt: optionalInstant() }).strict(),
  run: (ctx, { id, publishAt, unpublishAt }) =>
    inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(id);
      setSchedule(tx, page, { publishAt, unpublishAt });
      return {
        pageID: page.id,
        scheduledPublishAt: page.scheduledPublishAt,
        scheduledUnpublishAt: page.scheduledUnpublishAt,
        scheduledVersionID: page.scheduledVersion?.id ?? null,
        scheduledVersionNumber: page.scheduledVersion?.number ?? null,
      };
    }),
});
