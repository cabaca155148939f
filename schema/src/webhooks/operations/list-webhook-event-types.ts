import { z } from 'zod';
import { domainEventTypes } from '@tessera/read-model';
import { defineOperation } from '../../operations/define-operation';

/** The domain event types an endpoint may take (the admin's choice list). */
export const listWebhookEventTypes = defineOperation({
  name: 'listWebhookEventTypes',
  access: 'manage-webhooks',
  input: z.object({}),
  run: async () => [...domainEventTypes],
});
