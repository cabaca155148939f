import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import type { DomainEvent, DomainEventListener, DomainEventType, EventEmitter } from './domain-events';

const channel = 'tessera_events';

export interface EventBusOptions {
  orm: MikroORM;
  log: Logger;
  /** A PostgreSQL server to LISTEN on; without one (embedded database) the bus only polls. */
  listenUrl?: string;
  /** How often to read the event table without a notification (ms). */
  pollMs: number;
}

/**
 * Domain events, in-process and across instances. An event is written to `domain_event`
 * (durable, ordered) and announced with NOTIFY; every instance tails the table from where it
 * stood at start, woken by the notification on a PostgreSQL server or by a short poll on the
 * embedded one. Listeners on the raising instance hear it at once, others within a poll.
 */
export class EventBus implements EventEmitter {
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<DomainEventListener>();
  private lastId = '0';
  private timer: NodeJS.Timeout | undefined;
  private listener: Client | undefined;
  private reading: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: EventBusOptions) {}

  async start(): Promise<void> {
    const rows = await this.options.orm.em.fork().execute<{ max: string | null }[]>('select max(id)::text as max from domain_event');
    this.lastId = rows[0]?.max ?? '0';
    if (this.options.listenUrl) {
      this.listener = new Client({ connectionString: this.options.listenUrl });
      this.listener.on('notification', () => this.wake());
      this.listener.on('error', (error) => this.options.log.warn({ err: error }, 'event listener connection failed; polling only'));
      await this.listener.connect();
      await this.listener.query(`LISTEN ${channel}`);
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

  async emit(type: DomainEventType, payload: Record<string, unknown>): Promise<void> {
    const event: DomainEvent = { type, payload, origin: this.instanceId, at: new Date() };
    const em = this.options.orm.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      'insert into domain_event (type, payload, origin, at) values (?, ?, ?, ?) returning id::text as id',
      [type, JSON.stringify(payload), this.instanceId, event.at],
    );
    await em.execute('select pg_notify(?, ?)', [channel, rows[0].id]);
    await this.deliver(event);
  }

  private wake(): void {
    if (this.stopped) return;
    this.reading = this.reading.then(() => this.readNew()).catch((error) => this.options.log.warn({ err: error }, 'reading domain events failed'));
  }

  private async readNew(): Promise<void> {
    const rows = await this.options.orm.em.fork().execute<{ id: string; type: DomainEventType; payload: Record<string, unknown>; origin: string; at: Date }[]>(
      'select id::text as id, type, payload, origin, at from domain_event where id > ?::bigint order by id limit 500',
      [this.lastId],
    );
    for (const row of rows) {
      this.lastId = row.id;
      if (row.origin !== this.instanceId) {
        const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
        await this.deliver({ type: row.type, payload, origin: row.origin, at: new Date(row.at) });
      }
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
