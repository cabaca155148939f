import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { sendWebhook, type WebhookMessage } from '../webhook-sender';
import { webhookDefaults } from '../webhook-settings';
import { WebhookEndpoint } from '../webhook.entities';
import { WebhookRepository } from '../webhook.repository';
import { presentDelivery } from '../webhook.view';

/**
 * Sends a logged delivery's event to its endpoint once more, now, with the same body and event id
 * (a receiver that keeps the ids it handled ignores it), under the endpoint's current URL and
 * secret and the same address checks. Answers the new attempt, succeeded or not; it is logged
 * like the consumer's.
 */
export const sendWebhookAgain = defineOperation({
  name: 'sendWebhookAgain',
  access: 'manage-webhooks',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const webhooks = new WebhookRepository(ctx.em);
    const logged = await webhooks.delivery(id);
    const endpoint = logged.endpoint;
    const message: WebhookMessage = { eventId: logged.eventId, eventType: logged.eventType, body: logged.body, attempt: await webhooks.nextAttempt(endpoint.id, logged.eventId) };
    const at = new Date();
    const attempt = await sendWebhook(endpoint.url, endpoint.secret, message, ctx.services.webhooks ?? webhookDefaults);
    return inTransaction(ctx, async (tx) => {
      const delivery = new WebhookRepository(tx.em).record(tx.em.getReference(WebhookEndpoint, endpoint.id), message, 'send-again', attempt, at);
      await tx.em.flush();
      recordAudit(tx, {
        action: 'webhook.sent-again',
        subject: { type: 'webhook', id: endpoint.id },
        details: { deliveryId: id, eventId: logged.eventId, succeeded: attempt.succeeded, statusCode: attempt.statusCode },
      });
      return presentDelivery(delivery);
    });
  },
});
