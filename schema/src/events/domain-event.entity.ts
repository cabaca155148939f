import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * The durable trail of domain events. Each instance tails it (woken by NOTIFY on a PostgreSQL
 * server, by a short poll on the embedded one, whose socket cannot route notifications), so an
 * event raised on one gateway reaches every other.
 */
@Entity({ tableName: 'domain_event' })
export class DomainEventRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  /** The instance that raised it, which delivered it in-process already. */
  @Property({ type: 'string', length: 36 })
  origin!: string;

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();
}
