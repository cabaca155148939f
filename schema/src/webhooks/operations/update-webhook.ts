import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { checkWebhookTarget, eventTypesInput, webhookDescriptionInput, webhookUrlInput } from '../webhook-rules';
import { webhookDefaults } from '../webhook-settings';
import { WebhookRepository } from '../webhook.repository';
import { presentWebhook } from '../webhook.view';

/** Changes an endpoint's URL (checked as at registration), description, event types or pause; the secret stays. */
export const updateWebhook = defineOperation({
  name: 'updateWebhook',
  access: 'manage-webhooks',
  input: z.object({
    id: entityId(),
    url: webhookUrlInput(),
    description: webhookDescriptionInput(),
    eventTypes: eventTypesInput(),
    active: z.boolean({ required_error: 'V_01', invalid_type_error: 'V_12' }),
  }),
  async run(ctx, input) {
    await new WebhookRepository(ctx.em).get(input.id);
    await checkWebhookTarget(input.url, ctx.services.webhooks ?? webhookDefaults);
    return inTransaction(ctx, async (tx) => {
      const endpoint = await new WebhookRepository(tx.em).get(input.id);
      const before = { url: endpoint.url, eventTypes: endpoint.eventTypes, active: endpoint.active };
      Object.assign(endpoint, { url: input.url, description: input.description, eventTypes: input.eventTypes, active: input.active, updatedAt: new Date() });
      recordAudit(tx, {
        action: 'webhook.updated',
        subject: { type: 'webhook', id: endpoint.id },
        details: { before, after: { url: endpoint.url, eventTypes: endpoint.eventTypes, active: endpoint.active } },
      });
      return presentWebhook(endpoint);
    });
  },
});
