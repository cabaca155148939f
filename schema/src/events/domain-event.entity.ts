import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * The outbox of domain events: written in the transaction of the change that raises them, so an
 * event exists exactly when its change committed. Every instance tails the table (woken by
 * NOTIFY on a PostgreSQL server, by a short poll on the embedded one, whose socket cannot route
 * notifications) in the order of `(tx, id)`; see EventBus for why the transaction id.
 */
@Entity({ tableName: 'domain_event' })
@Index({ properties: ['tx', 'id'] })
export class DomainEventRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** The writing transaction (set by the database), so readers can wait for slower commits. */
  @Property({ type: 'string', columnType: 'xid8', defaultRaw: 'pg_current_xact_id()' })
  tx!: string & Opt;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  /** The instance that raised it (for the logs; every instance, this one too, reads it back). */
  @Property({ type: 'string', length: 36 })
  origin!: string;

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();
}
