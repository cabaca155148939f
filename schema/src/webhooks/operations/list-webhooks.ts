import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { WebhookRepository } from '../webhook.repository';
import { presentWebhook } from '../webhook.view';

/** Every registered endpoint, oldest first (never a secret). */
export const listWebhooks = defineOperation({
  name: 'listWebhooks',
  access: 'manage-webhooks',
  input: z.object({}),
  run: async (ctx) => (await new WebhookRepository(ctx.em).all()).map(presentWebhook),
});
