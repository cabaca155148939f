import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import { domainEventTypes, type DomainEvent, type DomainEventType } from '@tessera/read-model';

/** An event as a durable consumer gets it: the domain event and its id in the outbox. */
export interface ConsumedEvent extends DomainEvent {
  id: string;
}

/**
 * A durable consumer's work for one event. It must be idempotent: delivery is at least once (a
 * gateway killed after the work and before recording it hands the event to another), and an
 * event an administrator retries from the parked list comes after later ones.
 */
export type ConsumerHandler = (event: ConsumedEvent) => void | Promise<void>;

/**
 * Handles a run of events at once (the CDN purge sends the keys of a hundred events in a few
 * requests, not a request each). Optional, beside the one-event handler: when a run fails, its
 * events are handled again one by one (retries and parking stay per event), so it must be safe to
 * handle an event twice, as every consumer's handler must be after a crash.
 */
export type ConsumerBatchHandler = (events: ConsumedEvent[]) => Promise<void>;

/** How one consumer retries, when it does not follow the doubling wait of EventConsumersOptions. */
export interface ConsumerRetry {
  /**
   * The wait before each retry of a failing event, in order (ms); the event is parked when the
   * attempt after the last wait fails too (so `retryDelaysMs.length + 1` attempts).
   */
  retryDelaysMs: readonly number[];
}

export interface EventConsumersOptions {
  orm: MikroORM;
  log: Logger;
  /** This gateway, as the holder of a consumer's lease (EventBus.instanceId). */
  instanceId: string;
  /** How often to look for work without being woken: other gateways' leases gone stale, retries due (ms). */
  pollMs: number;
  /** How long a claim lasts without being renewed; a killed gateway's consumers move on after it (ms). */
  leaseMs: number;
  /** Failed attempts after which an event is parked and the consumer goes on. */
  maxAttempts: number;
  /** Wait before the first retry; it doubles each attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * The event types this version knows (default: all of read-model's). An event of another type
   * was raised by a newer version (a rolling upgrade runs two versions for a while): this gateway
   * does not hand it to its handler, which would take it for "nothing to do" and move past it for
   * every gateway, but leaves it, unclaimed, to a gateway that knows it.
   */
  knownTypes?: ReadonlySet<string>;
  /**
   * How long an event of an unknown type waits for a gateway that knows it before it is parked
   * (no newer gateway is left: the upgrade was rolled back); retried from the parked list after
   * upgrading again (ms).
   */
  unknownTypeWaitMs?: number;
}

const unknownTypeMessage = (type: string) => `this version does not know the event type ${type}: retry it once the gateways run the version that raised it`;

/** Rolling restarts take minutes; an event nobody knows after this is parked, not lost. */
const defaultUnknownTypeWaitMs = 15 * 60_000;

export const eventConsumerDefaults = { leaseMs: 15_000, maxAttempts: 5, retryBaseMs: 1_000, retryMaxMs: 5 * 60_000 };

/** Consumer names: what the parked list and the logs show, and the key of the position row. */
const consumerName = /^[a-z0-9][a-z0-9.-]{0,99}$/;

const batchSize = 100;

interface Consumer {
  name: string;
  handler: ConsumerHandler;
  many: ConsumerBatchHandler | undefined;
  ready: boolean;
  running: Promise<void> | undefined;
  again: boolean;
  retryTimer: NodeJS.Timeout | undefined;
  retry: ConsumerRetry | undefined;
  /** Until when this gateway leaves the consumer to others: its next event is of a type this version does not know. */
  deferredUntil: number;
  /** The event of an unknown type it was deferred on (logged once, not at every look). */
  deferredOn: string | undefined;
}

interface EventRow {
  id: string;
  tx: string;
  type: DomainEventType;
  payload: unknown;
  origin: string;
  at: Date;
}

interface ParkedRow {
  id: string;
  event_id: string;
  type: DomainEventType;
  payload: unknown;
  origin: string;
  raised_at: Date;
}

type Outcome = { kind: 'done' } | { kind: 'lost' } | { kind: 'backoff'; delayMs: number } | { kind: 'defer'; delayMs: number };

/** The error's own message for the log and the admin (never its stack), cut to the column. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.slice(0, 1000) || 'Error';
}

const eventOf = (row: { id: string; type: DomainEventType; payload: unknown; origin: string }, at: Date): ConsumedEvent => ({
  id: row.id,
  type: row.type,
  payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
  origin: row.origin,
  at: new Date(at),
});

/**
 * Durable consumers of the domain events: each registered consumer handles every event once per
 * cluster (not once per gateway, as the EventBus's listeners do), in the order the bus delivers
 * them. Every gateway registers the same consumers; for each one, the gateway that claims its
 * row in `event_consumer` (a lease: `FOR UPDATE SKIP LOCKED`, so gateways never wait on each
 * other, and a deadline, so a killed gateway's claim passes to another) reads the events after
 * the consumer's position, hands them to the handler one by one and records each as done.
 * Like the bus, it reads only rows whose transaction is older than every one still running, in
 * `(tx, id)` order, so no event is skipped.
 *
 * A failing event is retried with a doubling wait, or the consumer's own schedule (nothing after
 * it is handled meanwhile: the order holds); after `maxAttempts` failures, or the last wait of
 * the schedule, it is parked (copied to `parked_event` with its
 * last error, logged at error level) and the consumer goes on. An administrator retries or
 * discards parked events on the search index screen; a retry is one more attempt, made by the
 * consumer's lease holder.
 */
export class EventConsumers {
  private readonly consumers = new Map<string, Consumer>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  /** Set by halt(): this gateway writes nothing more, as if it had been killed. */
  private halted = false;

  private readonly knownTypes: ReadonlySet<string>;

  constructor(private readonly options: EventConsumersOptions) {
    this.knownTypes = options.knownTypes ?? new Set<string>(domainEventTypes);
  }

  /**
   * Registers a consumer under a stable name (its position is kept under that name; renaming it
   * starts a new consumer from the events raised after its first start). A consumer new to the
   * database starts with the events committed from then on. `retry` gives it a schedule of its
   * own instead of the doubling wait and `maxAttempts` of the options (webhooks wait longer).
   */
  register(name: string, handler: ConsumerHandler, retry?: ConsumerRetry, many?: ConsumerBatchHandler): void {
    if (!consumerName.test(name)) throw new Error(`a consumer name is lower-case letters, digits, dots and dashes: ${name}`);
    if (this.consumers.has(name)) throw new Error(`the consumer ${name} is registered already`);
    this.consumers.set(name, { name, handler, many, ready: false, running: undefined, again: false, retryTimer: undefined, retry, deferredUntil: 0, deferredOn: undefined });
    if (this.started) this.wake();
  }

  names(): string[] {
    return [...this.consumers.keys()];
  }

  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for work now (a commit here, a NOTIFY from another gateway, an administrator's retry). */
  wake(): void {
    if (!this.started) return;
    for (const consumer of this.consumers.values()) this.schedule(consumer);
  }

  /**
   * Finishes the event in hand (waiting up to `graceMs` for it), then releases every claim this
   * gateway holds, so another gateway goes on at once (graceful shutdown). An event whose handler
   * is still running then is handled again by the next holder (at least once).
   */
  async stop(graceMs = 5_000): Promise<void> {
    if (this.stopped && !this.started) return;
    const halted = this.halted;
    this.stopped = true;
    this.started = false;
    clearInterval(this.timer);
    for (const consumer of this.consumers.values()) clearTimeout(consumer.retryTimer);
    if (halted) return;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.consumers.values()].map((consumer) => consumer.running)),
      new Promise((resolve) => {
        grace = setTimeout(resolve, graceMs);
        grace.unref();
      }),
    ]);
    clearTimeout(grace);
    // From here nothing of this gateway's is recorded: the release below hands its claims on.
    this.halted = true;
    await this.options.orm.em
      .fork()
      .execute(`update event_consumer set lease_owner = null, lease_until = null where lease_owner = ?`, [this.options.instanceId])
      .catch((error) => this.options.log.warn({ err: error }, 'releasing the event consumers failed'));
  }

  /**
   * Stops at once without releasing or recording anything, as a killed process would: its claims
   * stay until their lease runs out (for the tests of a takeover).
   */
  halt(): void {
    this.halted = true;
    this.stopped = true;
    clearInterval(this.timer);
    for (const consumer of this.consumers.values()) clearTimeout(consumer.retryTimer);
  }

  /**
   * Resolves once every consumer has handled what had committed when it was called (on whichever
   * gateway holds it), or after `timeoutMs`: false then. For tests and command-line runs.
   */
  async settle(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const horizon = (await this.options.orm.em.fork().execute<{ max: string | null }[]>(`select max(id)::text as max from domain_event`))[0].max;
    for (;;) {
      this.wake();
      await Promise.all([...this.consumers.values()].map((consumer) => consumer.running));
      if (horizon === null || !(await this.behind(horizon))) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Whether a consumer has not yet passed an event up to id `horizon` or has a retry waiting. */
  private async behind(horizon: string): Promise<boolean> {
    const names = this.names();
    if (names.length === 0) return false;
    const rows = await this.options.orm.em.fork().execute<{ behind: boolean }[]>(
      `select exists (
          select 1 from event_consumer c join domain_event d on (d.tx, d.id) > (c.position_tx, c.position_id)
           where c.name in (?) and d.id <= ?::bigint
        ) or exists (select 1 from parked_event where consumer in (?) and state = 'retrying') as behind`,
      [names, horizon, names],
    );
    return rows[0].behind;
  }

  private schedule(consumer: Consumer): void {
    if (this.stopped || Date.now() < consumer.deferredUntil) return;
    if (consumer.running) {
      consumer.again = true;
      return;
    }
    consumer.again = false;
    consumer.running = this.run(consumer)
      .catch((error) => this.options.log.warn({ err: error, consumer: consumer.name }, 'an event consumer could not run; it tries again at the next wake'))
      .finally(() => {
        consumer.running = undefined;
        if (consumer.again) this.schedule(consumer);
      });
  }

  private async run(consumer: Consumer): Promise<void> {
    const em = () => this.options.orm.em.fork();
    if (!consumer.ready) {
      await em().execute(
        `insert into event_consumer (name, position_tx, position_id, updated_at)
           values (?, pg_snapshot_xmin(pg_current_snapshot()), 0, now()) on conflict (name) do nothing`,
        [consumer.name],
      );
      consumer.ready = true;
    }
    for (;;) {
      // Idle, a look costs one read; the claim (a write) is made only when there is work.
      if (this.stopped || !(await this.pending(consumer))) return;
      const claimed = await em().execute<{ position_tx: string; position_id: string; attempts: number }[]>(
        `update event_consumer set lease_owner = ?, lease_until = now() + ? * interval '1 millisecond', updated_at = now()
          where name = (
            select name from event_consumer
             where name = ? and (lease_owner is null or lease_owner = ? or lease_until < now())
               and (next_attempt_at is null or next_attempt_at <= now())
             for update skip locked)
          returning position_tx::text as position_tx, position_id::text as position_id, attempts`,
        [this.options.instanceId, this.options.leaseMs, consumer.name, this.options.instanceId],
      );
      if (claimed.length === 0) return;
      const heartbeat = setInterval(
        () => {
          if (this.halted) return;
          em()
            .execute(`update event_consumer set lease_until = now() + ? * interval '1 millisecond' where name = ? and lease_owner = ?`, [this.options.leaseMs, consumer.name, this.options.instanceId])
            .catch((error) => this.options.log.warn({ err: error, consumer: consumer.name }, 'renewing an event consumer claim failed'));
        },
        Math.max(50, Math.floor(this.options.leaseMs / 3)),
      );
      heartbeat.unref();
      let outcome: Outcome;
      try {
        outcome = await this.work(consumer, { tx: claimed[0].position_tx, id: claimed[0].position_id }, claimed[0].attempts);
      } finally {
        clearInterval(heartbeat);
      }
      if (this.halted || outcome.kind === 'lost') return;
      await em().execute(`update event_consumer set lease_owner = null, lease_until = null where name = ? and lease_owner = ?`, [consumer.name, this.options.instanceId]);
      if (outcome.kind === 'backoff' || outcome.kind === 'defer') {
        // A deferral is this gateway's alone (the shared next_attempt_at stays as it is): the
        // others, which may know the event, claim it at their next look.
        if (outcome.kind === 'defer') consumer.deferredUntil = Date.now() + outcome.delayMs;
        clearTimeout(consumer.retryTimer);
        consumer.retryTimer = setTimeout(() => this.schedule(consumer), outcome.delayMs + 10);
        consumer.retryTimer.unref();
        return;
      }
      // An event committed on another gateway while this one held the claim found it taken: look once more.
    }
  }

  private async pending(consumer: Consumer): Promise<boolean> {
    const rows = await this.options.orm.em.fork().execute<{ pending: boolean }[]>(
      `select exists (
          select 1 from event_consumer c join domain_event d on (d.tx, d.id) > (c.position_tx, c.position_id)
           where c.name = ? and d.tx < pg_snapshot_xmin(pg_current_snapshot())
        ) or exists (select 1 from parked_event where consumer = ? and state = 'retrying') as pending`,
      [consumer.name, consumer.name],
    );
    return rows[0].pending;
  }

  /** Handles what is there while the claim holds: parked events an administrator retries, then the events after the position. */
  private async work(consumer: Consumer, position: { tx: string; id: string }, attempts: number): Promise<Outcome> {
    if (!(await this.retryParked(consumer))) return { kind: 'lost' };
    const { log } = this.options;
    for (;;) {
      const rows = await this.options.orm.em.fork().execute<EventRow[]>(
        `select id::text as id, tx::text as tx, type, payload, origin, at from domain_event
          where (tx, id) > (?::xid8, ?::bigint) and tx < pg_snapshot_xmin(pg_current_snapshot())
          order by domain_event.tx, domain_event.id limit ${batchSize}`,
        [position.tx, position.id],
      );
      const handled = attempts === 0 ? await this.handleRun(consumer, rows) : 0;
      if (handled < 0) return { kind: 'lost' };
      if (handled > 0) position = { tx: rows[handled - 1].tx, id: rows[handled - 1].id };
      for (const row of rows.slice(handled)) {
        if (this.stopped) return { kind: 'done' };
        if (!this.knownTypes.has(row.type)) {
          const unknown = await this.unknownType(consumer, row, attempts);
          if (unknown !== 'parked') return unknown;
          position = { tx: row.tx, id: row.id };
          attempts = 0;
          continue;
        }
        const event = eventOf(row, row.at);
        let failure: unknown;
        let failed = false;
        try {
          await consumer.handler(event);
        } catch (error) {
          failed = true;
          failure = error;
        }
        if (this.halted) return { kind: 'lost' };
        if (!failed) {
          if (!(await this.advance(consumer, row))) return { kind: 'lost' };
        } else {
          attempts += 1;
          const message = errorText(failure);
          const delayMs = this.retryDelay(consumer, attempts);
          if (delayMs !== undefined) {
            log.warn({ consumer: consumer.name, eventId: row.id, type: row.type, attempts, retryInMs: delayMs, error: message }, 'an event consumer failed; it retries the event after a pause');
            const noted = await this.options.orm.em.fork().execute<{ name: string }[]>(
              `update event_consumer set attempts = ?, last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond', updated_at = now()
                where name = ? and lease_owner = ? returning name`,
              [attempts, message, delayMs, consumer.name, this.options.instanceId],
            );
            return noted.length > 0 ? { kind: 'backoff', delayMs } : { kind: 'lost' };
          }
          if (!(await this.park(consumer, row, attempts, message))) return { kind: 'lost' };
          log.error({ consumer: consumer.name, eventId: row.id, type: row.type, attempts, error: message }, 'an event consumer gave up on an event: parked for an administrator');
        }
        position = { tx: row.tx, id: row.id };
        attempts = 0;
      }
      if (rows.length < batchSize) return { kind: 'done' };
    }
  }

  /**
   * Hands the leading run of events of known types to the consumer's batch handler, if it has
   * one and the run holds more than one: how many it handled (0: none, handle them one by one;
   * -1: the claim was lost meanwhile).
   */
  private async handleRun(consumer: Consumer, rows: EventRow[]): Promise<number> {
    if (!consumer.many || this.stopped) return 0;
    const unknownAt = rows.findIndex((row) => !this.knownTypes.has(row.type));
    const run = unknownAt < 0 ? rows : rows.slice(0, unknownAt);
    if (run.length < 2) return 0;
    try {
      await consumer.many(run.map((row) => eventOf(row, row.at)));
    } catch {
      // Each event again on its own: the one that fails is retried, then parked, as ever.
      return 0;
    }
    if (this.halted) return -1;
    return (await this.advance(consumer, run[run.length - 1])) ? run.length : -1;
  }

  /** How long this gateway leaves a consumer to the others when its next event is of a type unknown here. */
  private deferMs(): number {
    return Math.max(5 * this.options.pollMs, 1_000);
  }

  /**
   * An event of a type this version does not know (a newer gateway raised it): left to a gateway
   * that knows it, or, once it has waited `unknownTypeWaitMs` (no such gateway is left), parked
   * with that reason, so an administrator can retry it after upgrading again.
   */
  private async unknownType(consumer: Consumer, row: EventRow, attempts: number): Promise<Outcome | 'parked'> {
    const waitedMs = Date.now() - new Date(row.at).getTime();
    if (waitedMs < (this.options.unknownTypeWaitMs ?? defaultUnknownTypeWaitMs)) {
      if (consumer.deferredOn !== row.id) this.options.log.info({ consumer: consumer.name, eventId: row.id, type: row.type }, 'an event of a type this version does not know: left to a newer gateway');
      consumer.deferredOn = row.id;
      return { kind: 'defer', delayMs: this.deferMs() };
    }
    if (!(await this.park(consumer, row, attempts, unknownTypeMessage(row.type)))) return { kind: 'lost' };
    this.options.log.error({ consumer: consumer.name, eventId: row.id, type: row.type }, 'an event of a type no running version knows: parked for an administrator');
    return 'parked';
  }

  /** The wait before the next attempt after `attempts` failures, or undefined: park the event. */
  private retryDelay(consumer: Consumer, attempts: number): number | undefined {
    if (consumer.retry) return consumer.retry.retryDelaysMs[attempts - 1];
    if (attempts >= this.options.maxAttempts) return undefined;
    return Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.retryMaxMs);
  }

  /** Records the event as handled, if the claim is still this gateway's; extends the claim. */
  private async advance(consumer: Consumer, row: EventRow): Promise<boolean> {
    const moved = await this.options.orm.em.fork().execute<{ name: string }[]>(
      `update event_consumer set position_tx = ?::xid8, position_id = ?::bigint, attempts = 0, next_attempt_at = null, last_error = null,
              lease_until = now() + ? * interval '1 millisecond', updated_at = now()
        where name = ? and lease_owner = ? returning name`,
      [row.tx, row.id, this.options.leaseMs, consumer.name, this.options.instanceId],
    );
    return moved.length > 0;
  }

  /** Parks the event and moves past it, in one transaction, if the claim is still this gateway's. */
  private park(consumer: Consumer, row: EventRow, attempts: number, message: string): Promise<boolean> {
    return this.options.orm.em.fork().transactional(async (em) => {
      const moved = await em.execute<{ name: string }[]>(
        `update event_consumer set position_tx = ?::xid8, position_id = ?::bigint, attempts = 0, next_attempt_at = null, last_error = null,
                lease_until = now() + ? * interval '1 millisecond', updated_at = now()
          where name = ? and lease_owner = ? returning name`,
        [row.tx, row.id, this.options.leaseMs, consumer.name, this.options.instanceId],
      );
      if (moved.length === 0) return false;
      await em.execute(
        `insert into parked_event (consumer, event_id, type, payload, origin, raised_at, attempts, last_error, parked_at, state)
           values (?, ?::bigint, ?, ?::jsonb, ?, ?, ?, ?, now(), 'parked')`,
        [consumer.name, row.id, row.type, JSON.stringify(eventOf(row, row.at).payload), row.origin, new Date(row.at), attempts, message],
      );
      return true;
    });
  }

  /**
   * One more attempt at each parked event an administrator retried: gone when it succeeds, parked
   * again when not (one of a type this version does not know fails with that reason: its handler
   * would take it for "nothing to do").
   */
  private async retryParked(consumer: Consumer): Promise<boolean> {
    const rows = await this.options.orm.em.fork().execute<ParkedRow[]>(
      `select id::text as id, event_id::text as event_id, type, payload, origin, raised_at from parked_event
        where consumer = ? and state = 'retrying' order by parked_event.id limit 20`,
      [consumer.name],
    );
    for (const row of rows) {
      if (this.stopped) return true;
      try {
        if (!this.knownTypes.has(row.type)) throw new Error(unknownTypeMessage(row.type));
        await consumer.handler(eventOf({ ...row, id: row.event_id }, row.raised_at));
        if (this.halted) return false;
        await this.options.orm.em.fork().execute(`delete from parked_event where id = ?::bigint`, [row.id]);
        this.options.log.info({ consumer: consumer.name, eventId: row.event_id, type: row.type }, 'a parked event was retried and handled');
      } catch (error) {
        if (this.halted) return false;
        const message = errorText(error);
        await this.options.orm.em.fork().execute(`update parked_event set state = 'parked', attempts = attempts + 1, last_error = ?, parked_at = now() where id = ?::bigint`, [message, row.id]);
        this.options.log.error({ consumer: consumer.name, eventId: row.event_id, type: row.type, error: message }, 'a retried parked event failed again: parked');
      }
    }
    return true;
  }
}
