import { succeeded, type RestRoute } from '../http/rest-route';
import { createWebhook } from './operations/create-webhook';
import { deleteWebhook } from './operations/delete-webhook';
import { listWebhookDeliveries } from './operations/list-webhook-deliveries';
import { listWebhookEventTypes } from './operations/list-webhook-event-types';
import { listWebhooks } from './operations/list-webhooks';
import { sendWebhookAgain } from './operations/send-webhook-again';
import { updateWebhook } from './operations/update-webhook';

/** Tessera's addition: webhook endpoints and their delivery log, under /api/tessera/webhooks (manage-webhooks). */
export const webhookRoutes: RestRoute[] = [
  { method: 'GET', path: '/webhooks', handle: async (ctx) => ({ items: await listWebhooks(ctx, {}) }) },
  { method: 'GET', path: '/webhooks/event-types', handle: async (ctx) => ({ items: await listWebhookEventTypes(ctx, {}) }) },
  { method: 'POST', path: '/webhooks/deliveries/:id/send-again', handle: async (ctx, { params }) => succeeded({ Delivery: await sendWebhookAgain(ctx, { id: params.id }) }) },
  { method: 'POST', path: '/webhooks', handle: async (ctx, { body }) => succeeded(await createWebhook(ctx, body)) },
  { method: 'PUT', path: '/webhooks/:id', handle: async (ctx, { params, body }) => succeeded({ Webhook: await updateWebhook(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: '/webhooks/:id', handle: async (ctx, { params }) => succeeded(await deleteWebhook(ctx, params)) },
  { method: 'GET', path: '/webhooks/:id/deliveries', handle: (ctx, { params, query }) => listWebhookDeliveries(ctx, { ...query, webhookId: params.id }) },
];
