import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { WebhookRepository } from '../webhook.repository';

/** Removes an endpoint and its delivery log; nothing more is sent to it. */
export const deleteWebhook = defineOperation({
  name: 'deleteWebhook',
  access: 'manage-webhooks',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const webhooks = new WebhookRepository(tx.em);
      const endpoint = await webhooks.get(id);
      await webhooks.delete(endpoint);
      recordAudit(tx, { action: 'webhook.deleted', subject: { type: 'webhook', id }, details: { url: endpoint.url } });
      return { id };
    }),
});
