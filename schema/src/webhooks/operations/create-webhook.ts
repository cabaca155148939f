import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { checkWebhookTarget, eventTypesInput, webhookDescriptionInput, webhookSecretInput, webhookUrlInput } from '../webhook-rules';
import { webhookDefaults } from '../webhook-settings';
import { newWebhookSecret } from '../webhook-signature';
import { WebhookEndpoint } from '../webhook.entities';
import { presentWebhook, type CreatedWebhookView } from '../webhook.view';

/**
 * Registers an endpoint for the chosen event types. The secret is the one given or a new one,
 * and this answer is the only one that shows it. A URL leading to a private or local address is
 * WH_01, one whose host is not found WH_02.
 */
export const createWebhook = defineOperation({
  name: 'createWebhook',
  access: 'manage-webhooks',
  input: z.object({
    url: webhookUrlInput(),
    description: webhookDescriptionInput(),
    eventTypes: eventTypesInput(),
    secret: webhookSecretInput(),
    active: z.boolean({ invalid_type_error: 'V_12' }).default(true),
  }),
  async run(ctx, input): Promise<CreatedWebhookView> {
    await checkWebhookTarget(input.url, ctx.services.webhooks ?? webhookDefaults);
    const secret = input.secret ?? newWebhookSecret();
    return inTransaction(ctx, async (tx) => {
      const endpoint = tx.em.create(WebhookEndpoint, { url: input.url, description: input.description, eventTypes: input.eventTypes, active: input.active, secret });
      await tx.em.flush();
      recordAudit(tx, { action: 'webhook.created', subject: { type: 'webhook', id: endpoint.id }, details: { url: endpoint.url, eventTypes: endpoint.eventTypes, active: endpoint.active } });
      return { webhook: presentWebhook(endpoint), secret };
    });
  },
});
