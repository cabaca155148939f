import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { readParkedEvents, type ParkedEventsView } from '../../events/parked-events';

/** The events durable consumers (search indexing…) gave up on, newest first (GET search/parked-events). */
export const listParkedEvents = defineOperation({
  name: 'listParkedEvents',
  access: 'manage-search',
  input: z.object({}).strict(),
  run: (ctx): Promise<ParkedEventsView> => readParkedEvents(ctx.em),
});
