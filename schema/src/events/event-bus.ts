import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import type { DomainEvent, DomainEventListener, DomainEventType } from './domain-events';

export const eventChannel = 'tessera_events';

export interface EventBusOptions {
  orm: MikroORM;
  log: Logger;
  /** A PostgreSQL server to LISTEN on; without one (embedded database) the bus only polls. */
  listenUrl?: string;
  /** How often to read the event table without a notification (ms). */
  pollMs: number;
}

interface Cursor {
  tx: string;
  id: string;
}

/**
 * Delivers the domain events that transactions wrote to `domain_event` (the outbox), on this
 * instance and every other: each instance tails the table, woken by NOTIFY (sent at commit) on a
 * PostgreSQL server, by a short poll on the embedded one, and at once after a commit of its own.
 *
 * Ids come from a sequence, so a transaction that took id 7 may commit after one that took id 8:
 * a reader that remembered "up to 8" would skip 7 for ever. So the bus reads in the order of the
 * writing transaction (`tx`, then `id`), and only rows whose transaction is older than every
 * transaction still running: those can gain no earlier row. Delivery is at least once (a
 * restarted instance reads from the oldest transaction running at its start), so listeners
 * tolerate a repeat.
 */
export class EventBus {
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<DomainEventListener>();
  private cursor: Cursor = { tx: '0', id: '0' };
  private timer: NodeJS.Timeout | undefined;
  private listener: Client | undefined;
  private reading: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: EventBusOptions) {}

  async start(): Promise<void> {
    const rows = await this.options.orm.em.fork().execute<{ xmin: string }[]>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
    this.cursor = { tx: rows[0].xmin, id: '0' };
    if (this.options.listenUrl) {
      this.listener = new Client({ connectionString: this.options.listenUrl });
      this.listener.on('notification', () => this.wake());
      this.listener.on('error', (error) => this.options.log.warn({ err: error }, 'event listener connection failed; polling only'));
      await this.listener.connect();
      await this.listener.query(`LISTEN ${eventChannel}`);
    }
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.reading;
    await this.listener?.end().catch(() => undefined);
  }

  subscribe(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads and delivers what has committed so far; resolves when this instance's listeners have it. */
  catchUp(): Promise<void> {
    this.wake();
    return this.reading;
  }

  private wake(): void {
    if (this.stopped) return;
    this.reading = this.reading.then(() => this.readCommitted()).catch((error) => this.options.log.warn({ err: error }, 'reading domain events failed'));
  }

  private async readCommitted(): Promise<void> {
    for (;;) {
      const rows = await this.options.orm.em.fork().execute<{ id: string; tx: string; type: DomainEventType; payload: unknown; origin: string; at: Date }[]>(
        `select id::text as id, tx::text as tx, type, payload, origin, at from domain_event
          where (tx, id) > (?::xid8, ?::bigint) and tx < pg_snapshot_xmin(pg_current_snapshot())
          order by tx, id limit 500`,
        [this.cursor.tx, this.cursor.id],
      );
      for (const row of rows) {
        this.cursor = { tx: row.tx, id: row.id };
        const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
        await this.deliver({ type: row.type, payload, origin: row.origin, at: new Date(row.at) });
      }
      if (rows.length < 500) return;
    }
  }

  private async deliver(event: DomainEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.options.log.error({ err: error, type: event.type }, 'domain event listener failed');
      }
    }
  }

  /** Forgets events older than a day (the trail is for delivery, not history: see the audit log). */
  async prune(): Promise<void> {
    await this.options.orm.em.fork().execute(`delete from domain_event where at < now() - interval '1 day'`);
  }
}
