import type { MikroORM } from '@mikro-orm/postgresql';
import { EventBus } from './event-bus';

/*
 * The bus reads the event table when woken: by its poll, by NOTIFY, and by every commit of this
 * instance (catchUp). Under load a read can take longer than the poll interval; wakes that come
 * meanwhile must not pile up reads, or each commit's catchUp waits behind all of them.
 * A stand-in database whose reads finish only when the test says so counts the reads.
 */
function slowDatabase() {
  const state = { reads: 0, release: [] as Array<() => void>, rows: [] as Array<Record<string, unknown>> };
  const orm = {
    em: {
      fork: () => ({
        execute: async (sql: string) => {
          if (sql.includes('pg_snapshot_xmin(pg_current_snapshot())::text')) return [{ xmin: '1' }];
          state.reads++;
          // A read sees what had committed when it started, even if it answers later.
          const seen = state.rows.splice(0);
          await new Promise<void>((resolve) => state.release.push(resolve));
          return seen;
        },
      }),
    },
  } as unknown as MikroORM;
  const releaseAll = () => state.release.splice(0).forEach((release) => release());
  return { orm, state, releaseAll };
}

const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('waking the event bus', () => {
  it('runs at most one read and queues one more, however many wakes come while a read runs', async () => {
    const db = slowDatabase();
    const bus = new EventBus({ orm: db.orm, log, pollMs: 3_600_000 });
    await bus.start();
    const first = bus.catchUp();
    await tick();
    expect(db.state.reads).toBe(1);
    const waiting = Array.from({ length: 50 }, () => bus.catchUp());
    db.releaseAll();
    await first;
    await tick();
    db.releaseAll();
    await Promise.all(waiting);
    expect(db.state.reads).toBe(2);
    await bus.stop();
  });

  it('delivers to a commit that woke it while a read was under way', async () => {
    const db = slowDatabase();
    const bus = new EventBus({ orm: db.orm, log, pollMs: 3_600_000 });
    const heard: string[] = [];
    bus.subscribe((event) => {
      heard.push(event.type);
    });
    await bus.start();
    const first = bus.catchUp();
    await tick();
    // Committed after the running read looked: only a read that starts later can see it.
    db.state.rows.push({ id: '1', tx: '5', type: 'menu.changed', payload: {}, origin: 'x', at: new Date() });
    const mine = bus.catchUp();
    db.releaseAll();
    await first;
    await tick();
    db.releaseAll();
    await mine;
    expect(heard).toEqual(['menu.changed']);
    await bus.stop();
  });
});
