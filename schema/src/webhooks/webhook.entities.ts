import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A receiver an administrator registered: the domain events of the chosen types are POSTed to
 * its URL, signed with its secret (webhook-signature.ts). The secret is kept as given (the
 * signature needs it) and shown only in the answer that created the endpoint.
 */
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 200, hidden: true })
  secret!: string;

  /** The domain event types (domain-events.ts) sent to it. */
  @Property({ type: 'json' })
  eventTypes!: string[];

  /** A paused endpoint gets nothing; the events raised meanwhile are not sent later. */
  @Property({ type: 'boolean' })
  active: boolean & Opt = true;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}

/**
 * One attempt at sending one event to one endpoint (the delivery log): what was sent (the body,
 * so "send again" repeats it exactly) and how it went. An event reaches an endpoint once it has a
 * succeeded row; the consumer never sends it there again after that.
 */
@Entity({ tableName: 'webhook_delivery' })
@Index({ properties: ['endpoint', 'eventId'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  /** The domain event's id in the outbox: also the Tessera-Event-Id header. */
  @Property({ type: 'bigint' })
  eventId!: string;

  @Property({ type: 'string', length: 64 })
  eventType!: string;

  /** The JSON body sent. */
  @Property({ type: 'text' })
  body!: string;

  /** 1 for the first attempt at this event and endpoint, counting "send again". */
  @Property({ type: 'integer' })
  attempt!: number;

  /** `event` (the consumer) or `send-again` (an administrator). */
  @Property({ type: 'string', length: 16 })
  trigger!: string;

  /** The receiver's status, when it answered. */
  @Property({ type: 'integer', nullable: true })
  statusCode: number | null = null;

  /** Why it failed, when it did (a refused address, a timeout, a redirect, a non-2xx status). */
  @Property({ type: 'string', length: 1000, nullable: true })
  error: string | null = null;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'integer' })
  durationMs!: number;

  @Property({ type: 'datetime' })
  at!: Date;
}
