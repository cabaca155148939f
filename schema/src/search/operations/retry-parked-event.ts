import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { askRetryOfParked } from '../../events/parked-events';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';

/**
 * Asks the event's consumer for one more attempt (POST search/parked-events/{id}/retry): the
 * gateway holding the consumer makes it in the background; the event leaves the list when it
 * succeeds, and comes back parked with the new error when not. V_07 when it is not parked (gone,
 * or a retry already asked).
 */
export const retryParkedEvent = defineOperation({
  name: 'retryParkedEvent',
  access: 'manage-search',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const result = await inTransaction(ctx, async (tx) => {
      const asked = await askRetryOfParked(tx.em, id);
      if (!asked) throw new CodedError('V_07', 'id');
      recordAudit(tx, { action: 'event.retry-requested', subject: { type: 'parked-event', id }, details: { ...asked } });
      return { id };
    });
    ctx.services.consumers?.wake();
    return result;
  },
});
