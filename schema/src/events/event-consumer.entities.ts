import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A durable consumer of the domain events (search indexing, later CDN purges, webhooks…): one row
 * per consumer name, shared by every gateway on the database. The row is the consumer's lease
 * (the gateway that holds it is the only one handling the consumer's events, until
 * `lease_until`) and its position: the last event it finished, in `(tx, id)` order. `attempts`,
 * `next_attempt_at` and `last_error` describe the event after the position while it fails.
 */
@Entity({ tableName: 'event_consumer' })
export class EventConsumerRow {
  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', columnType: 'xid8' })
  positionTx!: string;

  @Property({ type: 'bigint' })
  positionId!: string;

  /** The gateway (EventBus.instanceId) that holds the lease, or null when none does. */
  @Property({ type: 'string', length: 36, nullable: true })
  leaseOwner: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil: Date | null = null;

  /** Failed attempts at the next event. */
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  /** After a failure: not before this. */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}

/**
 * An event a consumer gave up on after its attempts, kept (with a copy of the event, which the
 * pruning may delete) for an administrator to retry or discard on the search index screen.
 */
@Entity({ tableName: 'parked_event' })
@Index({ properties: ['consumer', 'state'] })
export class ParkedEventRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 100 })
  consumer!: string;

  @Property({ type: 'bigint' })
  eventId!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'string', length: 36 })
  origin!: string;

  /** When the event was raised. */
  @Property({ type: 'datetime' })
  raisedAt!: Date;

  @Property({ type: 'integer' })
  attempts!: number;

  /** The error's message only (no stack), cut to 1,000 characters. */
  @Property({ type: 'string', length: 1000 })
  lastError!: string;

  @Property({ type: 'datetime' })
  parkedAt!: Date;

  /** `parked`, or `retrying` once an administrator asked for another attempt. */
  @Property({ type: 'string', length: 16 })
  state: string & Opt = 'parked';
}
