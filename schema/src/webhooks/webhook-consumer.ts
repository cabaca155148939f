import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import { noMetrics, type Metrics } from '../metrics/metrics';
import type { ConsumedEvent, ConsumerHandler } from '../events/event-consumers';
import { sendWebhook, type WebhookMessage } from './webhook-sender';
import type { WebhookSettings } from './webhook-settings';
import { WebhookRepository } from './webhook.repository';
import { WebhookEndpoint } from './webhook.entities';

/** The durable consumer's name (its position row, the parked list). */
export const webhookConsumerName = 'webhooks';

/** What a receiver gets: the event's id, type, time and payload. */
export function webhookBody(event: ConsumedEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, at: event.at.toISOString(), data: event.payload });
}

/**
 * The work of the `webhooks` consumer for one event: an attempt for each active endpoint of the
 * event's type that has not had it yet, all at once, each logged. When one fails it throws, and
 * the consumer (event-consumers.ts) retries the event on the webhook schedule
 * (webhookRetryDelays); the endpoints that succeeded are skipped then, so a receiver gets an
 * event once per success. After the schedule's last attempt the event is parked (search index
 * screen); single attempts are sent again from the webhooks screen.
 */
export function webhookConsumer(orm: MikroORM, settings: WebhookSettings, log: Logger, metrics: Metrics = noMetrics): ConsumerHandler {
  const deliverTo = async (endpoint: WebhookEndpoint, event: ConsumedEvent): Promise<boolean> => {
    const em = orm.em.fork();
    const webhooks = new WebhookRepository(em);
    if (await webhooks.delivered(endpoint.id, event.id)) return true;
    const message: WebhookMessage = { eventId: event.id, eventType: event.type, body: webhookBody(event), attempt: await webhooks.nextAttempt(endpoint.id, event.id) };
    const at = new Date();
    const attempt = await sendWebhook(endpoint.url, endpoint.secret, message, settings);
    webhooks.record(em.getReference(WebhookEndpoint, endpoint.id), message, 'event', attempt, at);
    await em.flush();
    metrics.count('webhook_delivery', { outcome: attempt.succeeded ? 'delivered' : 'failed' });
    if (!attempt.succeeded) log.warn({ webhookId: endpoint.id, eventId: event.id, attempt: message.attempt, error: attempt.error }, 'a webhook delivery failed');
    return attempt.succeeded;
  };
  return async (event) => {
    const endpoints = await new WebhookRepository(orm.em.fork()).subscribedTo(event.type);
    const outcomes = await Promise.all(endpoints.map((endpoint) => deliverTo(endpoint, event)));
    const failed = endpoints.filter((_, index) => !outcomes[index]).map((endpoint) => endpoint.id);
    if (failed.length > 0) throw new Error(`webhook delivery failed for endpoint ${failed.join(', ')}`);
  };
}
