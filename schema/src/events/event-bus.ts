import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import type { DomainEvent, DomainEventListener, DomainEventType } from '@tessera/read-model';

export const eventChannel = 'tessera_events';

export interface EventBusOptions {
  orm: MikroORM;
  log: Logger;
  /** A PostgreSQL server to LISTEN on; without one (embedded database) the bus only polls. */
  listenUrl?: string;
  /** How often to read the event table without a notification (ms). */
  pollMs: number;
  /** How long `catchUp` waits for a committed transaction's events behind older transactions (ms). */
  catchUpMs?: number;
}

const defaultCatchUpMs = 5_000;

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
  private relistenTimer: NodeJS.Timeout | undefined;
  private reading: Promise<void> = Promise.resolve();
  /** The read asked for that has not started yet (wakes until it starts join it). */
  private waiting: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: EventBusOptions) {}

  async start(): Promise<void> {
    const rows = await this.options.orm.em.fork().execute<{ xmin: string }[]>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
    this.cursor = { tx: rows[0].xmin, id: '0' };
    if (this.options.listenUrl) await this.listen(this.options.listenUrl);
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.relistenTimer);
    await this.reading;
    await this.listener?.end().catch(() => undefined);
  }

  private async listen(url: string): Promise<void> {
    const client = new Client({ connectionString: url });
    client.on('notification', () => this.wake());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${eventChannel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) await client.end().catch(() => undefined);
    else this.listener = client;
  }

  /**
   * The LISTEN connection went (the server restarted, a proxy cut it): the poll delivers
   * meanwhile, and the connection is made again with a growing pause, then what was
   * committed while nobody listened is read at once.
   */
  private lost(client: Client, error?: Error): void {
    if (this.stopped || this.listener !== client) return;
    this.listener = undefined;
    this.options.log.warn({ err: error }, 'event listener connection lost; polling until it is back');
    client.end().catch(() => undefined);
    const retry = (pauseMs: number) => {
      this.relistenTimer = setTimeout(() => {
        if (this.stopped) return;
        this.listen(this.options.listenUrl!).then(
          () => this.wake(),
          () => retry(Math.min(pauseMs * 2, 5000)),
        );
      }, pauseMs);
      this.relistenTimer.unref();
    };
    retry(100);
  }

  subscribe(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads and delivers what has committed so far; resolves when this instance's listeners have it.
   * Given a committed transaction's id, it also waits until that transaction's events are
   * delivered: a read holds back rows of a transaction while an older one still runs (a consumer's
   * claim, another request's write), so one read right after the commit may not reach them yet,
   * and the caller's answer would go out before its own change reached the HTML cache and the
   * site. The wait is bounded by `catchUpMs`; after it, the next poll delivers them.
   */
  async catchUp(tx?: string): Promise<void> {
    await this.wake();
    if (tx === undefined) return;
    const target = BigInt(tx);
    const until = Date.now() + (this.options.catchUpMs ?? defaultCatchUpMs);
    for (let pauseMs = 2; BigInt(this.cursor.tx) < target && !this.stopped && Date.now() < until; pauseMs = Math.min(pauseMs * 2, 50)) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await this.wake();
    }
  }

  /**
   * Asks for a read that starts after this call. Wakes while a read is already waiting to start
   * join it (it will see what they want seen), so at most one read runs and one waits: under
   * load, when a read takes longer than the poll interval, the poll would otherwise queue reads
   * without bound, and every commit's catchUp would wait for the whole queue (seen in the soak
   * as publishes taking 25 s and more).
   */
  private wake(): Promise<void> {
    if (this.stopped) return this.reading;
    if (!this.waiting) {
      const read = this.reading.then(() => {
        this.waiting = undefined;
        return this.readCommitted();
      });
      this.waiting = read.catch((error) => this.options.log.warn({ err: error }, 'reading domain events failed'));
      this.reading = this.waiting;
    }
    return this.waiting;
  }

  private async readCommitted(): Promise<void> {
    for (;;) {
      const rows = await this.options.orm.em.fork().execute<{ id: string; tx: string; type: DomainEventType; payload: unknown; origin: string; at: Date }[]>(
        `select id::text as id, tx::text as tx, type, payload, origin, at from domain_event
          where (tx, id) > (?::xid8, ?::bigint) and tx < pg_snapshot_xmin(pg_current_snapshot())
          order by domain_event.tx, domain_event.id limit 500`,
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

  /**
   * Forgets events older than a day (the trail is for delivery, not history: see the audit log)
   * that every durable consumer has passed; an event a consumer still needs stays up to a week
   * (a consumer stopped that long, or no longer registered, does not keep the table growing).
   */
  async prune(): Promise<void> {
    const dropped = await this.options.orm.em.fork().execute<{ n: string }[]>(
      `with gone as (
         delete from domain_event d where d.at < now() - interval '1 day'
            and (d.at < now() - interval '7 days'
                 or not exists (select 1 from event_consumer c where (d.tx, d.id) > (c.position_tx, c.position_id)))
         returning (select count(*) from event_consumer c where (d.tx, d.id) > (c.position_tx, c.position_id)) as unread)
       select count(*) filter (where unread > 0)::text as n from gone`,
    );
    if (Number(dropped[0]?.n ?? 0) > 0) this.options.log.warn({ events: Number(dropped[0].n) }, 'pruned events older than a week that a durable consumer had not handled yet');
  }
}
