import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import type { WebhookAttempt, WebhookMessage } from './webhook-sender';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/** The largest id an `integer` column holds; anything above names no row. */
const maxId = 2_147_483_647;

export class WebhookRepository {
  constructor(private readonly em: EntityManager) {}

  /** The endpoint, or V_12 with 404 on `property` (`id` unless told). */
  async get(id: number, property = 'id'): Promise<WebhookEndpoint> {
    const endpoint = id <= maxId ? await this.em.findOne(WebhookEndpoint, { id }) : null;
    if (!endpoint) throw new CodedError('V_12', property, 404);
    return endpoint;
  }

  all(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' } });
  }

  /** The active endpoints that take events of this type. */
  subscribedTo(type: string): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { active: true, eventTypes: { $contains: [type] } }, { orderBy: { id: 'asc' } });
  }

  async delete(endpoint: WebhookEndpoint): Promise<void> {
    await this.em.nativeDelete(WebhookEndpoint, { id: endpoint.id });
  }

  /** The logged attempt, or V_12 with 404 on `id`. */
  async delivery(id: number): Promise<WebhookDelivery> {
    // Every whole number JavaScript holds exactly fits the bigint column.
    const delivery = await this.em.findOne(WebhookDelivery, { id: String(id) }, { populate: ['endpoint'] });
    if (!delivery) throw new CodedError('V_12', 'id', 404);
    return delivery;
  }

  /** The endpoint's attempts, newest first, a page at a time. */
  async deliveries(endpointId: number, offset: number, limit: number): Promise<{ total: number; items: WebhookDelivery[] }> {
    const [items, total] = await this.em.findAndCount(WebhookDelivery, { endpoint: endpointId }, { orderBy: { id: 'desc' }, offset, limit });
    return { total, items };
  }

  /** Whether the event reached the endpoint already (the consumer then leaves it alone). */
  async delivered(endpointId: number, eventId: string): Promise<boolean> {
    return (await this.em.count(WebhookDelivery, { endpoint: endpointId, eventId, succeeded: true })) > 0;
  }

  /** The number the next attempt at this event and endpoint gets. */
  async nextAttempt(endpointId: number, eventId: string): Promise<number> {
    return (await this.em.count(WebhookDelivery, { endpoint: endpointId, eventId })) + 1;
  }

  /** Adds an attempt to the log (flushed with the unit of work it belongs to). */
  record(endpoint: WebhookEndpoint, message: WebhookMessage, trigger: 'event' | 'send-again', attempt: WebhookAttempt, at: Date): WebhookDelivery {
    const delivery = this.em.create(WebhookDelivery, {
      endpoint,
      eventId: message.eventId,
      eventType: message.eventType,
      body: message.body,
      attempt: message.attempt,
      trigger,
      statusCode: attempt.statusCode,
      error: attempt.error,
      succeeded: attempt.succeeded,
      durationMs: attempt.durationMs,
      at,
    });
    this.em.persist(delivery);
    return delivery;
  }
}
