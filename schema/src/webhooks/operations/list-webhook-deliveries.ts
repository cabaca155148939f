import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId, pageIndex, pageSize } from '../../validation/parse-input';
import { WebhookRepository } from '../webhook.repository';
import { presentDelivery, type WebhookDeliveriesView } from '../webhook.view';

/** An endpoint's delivery log, newest attempt first, a page at a time (25 unless asked). */
export const listWebhookDeliveries = defineOperation({
  name: 'listWebhookDeliveries',
  access: 'manage-webhooks',
  input: z.object({ webhookId: entityId(), pageIndex: pageIndex(), pageSize: pageSize() }),
  async run(ctx, input): Promise<WebhookDeliveriesView> {
    const webhooks = new WebhookRepository(ctx.em);
    await webhooks.get(input.webhookId, 'webhookId');
    const { total, items } = await webhooks.deliveries(input.webhookId, input.pageIndex * input.pageSize, input.pageSize);
    return { total, items: items.map(presentDelivery) };
  },
});
