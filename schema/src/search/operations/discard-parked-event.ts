import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { discardParked } from '../../events/parked-events';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';

/** Drops a parked event for good (POST search/parked-events/{id}/discard); V_07 when it is not parked. */
export const discardParkedEvent = defineOperation({
  name: 'discardParkedEvent',
  access: 'manage-search',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const discarded = await discardParked(tx.em, id);
      if (!discarded) throw new CodedError('V_07', 'id');
      recordAudit(tx, { action: 'event.discarded', subject: { type: 'parked-event', id }, details: { ...discarded } });
      return { id };
    }),
});
