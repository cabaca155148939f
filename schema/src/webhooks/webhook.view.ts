import type { WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/** An endpoint as administrators see it: never its secret. */
export interface WebhookView {
  id: number;
  url: string;
  description: string | null;
  eventTypes: string[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function presentWebhook(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    active: endpoint.active,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

/** The answer that creates an endpoint: the only one that carries its secret. */
export interface CreatedWebhookView {
  webhook: WebhookView;
  secret: string;
}

/** One attempt of the delivery log. */
export interface WebhookDeliveryView {
  id: number;
  webhookId: number;
  eventId: string;
  eventType: string;
  attempt: number;
  trigger: string;
  succeeded: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  at: Date;
}

export function presentDelivery(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: Number(delivery.id),
    webhookId: delivery.endpoint.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    attempt: delivery.attempt,
    trigger: delivery.trigger,
    succeeded: delivery.succeeded,
    statusCode: delivery.statusCode,
    error: delivery.error,
    durationMs: delivery.durationMs,
    at: delivery.at,
  };
}

export interface WebhookDeliveriesView {
  total: number;
  items: WebhookDeliveryView[];
}
