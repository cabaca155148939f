import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The events durable consumers gave up on (event-consumers.ts parks them), as the search index
 * screen shows and handles them: what other features may ask of `parked_event`.
 */

/** An event a durable consumer gave up on, as the search index screen shows it (no stack, no payload beyond the page). */
export interface ParkedEventView {
  id: number;
  consumer: string;
  /** The domain event's type (page.published…). */
  type: string;
  /** The page the event is about, when it is a page event. */
  pageId: number | null;
  attempts: number;
  /** The message of the last failure only. */
  lastError: string;
  raisedAt: Date;
  parkedAt: Date;
  /** `parked`, or `retrying` until the consumer has made the attempt an administrator asked for. */
  state: string;
}

export interface ParkedEventsView {
  total: number;
  /** The newest 100. */
  items: ParkedEventView[];
}

interface Row {
  id: string;
  consumer: string;
  type: string;
  page_id: string | null;
  attempts: number;
  last_error: string;
  raised_at: Date;
  parked_at: Date;
  state: string;
}

export async function readParkedEvents(em: EntityManager): Promise<ParkedEventsView> {
  const rows = await em.execute<Row[]>(
    `select id::text as id, consumer, type, payload->>'pageId' as page_id, attempts, last_error, raised_at, parked_at, state
       from parked_event order by parked_at desc, parked_event.id desc limit 100`,
  );
  const [{ n }] = await em.execute<{ n: string }[]>(`select count(*)::text as n from parked_event`);
  return {
    total: Number(n),
    items: rows.map((row) => ({
      id: Number(row.id),
      consumer: row.consumer,
      type: row.type,
      pageId: row.page_id !== null && /^\d+$/.test(row.page_id) ? Number(row.page_id) : null,
      attempts: row.attempts,
      lastError: row.last_error,
      raisedAt: new Date(row.raised_at),
      parkedAt: new Date(row.parked_at),
      state: row.state,
    })),
  };
}

/** What was parked, as the audit row records it when an administrator acts on it. */
export interface ParkedEventFacts {
  consumer: string;
  type: string;
  eventId: string;
}

const facts = (rows: { consumer: string; type: string; event_id: string }[]): ParkedEventFacts | null =>
  rows.length === 0 ? null : { consumer: rows[0].consumer, type: rows[0].type, eventId: rows[0].event_id };

/** Drops a parked event for good; null when it is not parked (gone, or a retry asked). */
export async function discardParked(em: EntityManager, id: number): Promise<ParkedEventFacts | null> {
  return facts(await em.execute(`delete from parked_event where id = ? and state = 'parked' returning consumer, type, event_id::text as event_id`, [id]));
}

/** Marks a parked event for one more attempt by its consumer; null when it is not parked (gone, or a retry already asked). */
export async function askRetryOfParked(em: EntityManager, id: number): Promise<ParkedEventFacts | null> {
  return facts(await em.execute(`update parked_event set state = 'retrying' where id = ? and state = 'parked' returning consumer, type, event_id::text as event_id`, [id]));
}
