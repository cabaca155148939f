import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { setSchedule } from '../page-schedule';

/**
 * An ISO 8601 time with its offset (`2026-12-01T09:00:00+01:00`); null or left out is none.
 * zod's pattern takes any two digits as an offset's hours and minutes (`+99:99`, `+24:00`), of
 * which Date makes an invalid time; that is V_12 here, never a write that fails.
 */
const scheduleTime = () =>
  z
    .string({ invalid_type_error: 'V_12' })
    .max(40, 'V_12')
    .datetime({ offset: true, message: 'V_12' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null))
    .refine((time) => time === null || !Number.isNaN(time.getTime()), 'V_12');

/**
 * Schedules the page's publication (of its latest version) and/or unpublication, or clears them
 * (permission publish-page). The whole schedule is given each time, like a PUT.
 */
export const schedulePage = defineOperation({
  name: 'schedulePage',
  access: 'publish-page',
  input: z.object({ id: entityId(), publishAt: scheduleTime(), unpublishAt: scheduleTime() }).strict(),
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
