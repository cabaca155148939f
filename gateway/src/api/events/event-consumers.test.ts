import { inTransaction, systemContext, type ConsumedEvent } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Durable consumers on two gateways sharing one database: every event is handled once in the
 * cluster (not once per gateway), a failure is retried until it succeeds, an event that keeps
 * failing is parked for the administrator (who retries or discards it), and a gateway killed
 * while holding a consumer's claim loses nothing: the other takes over once the lease runs out.
 */
const consumers = { leaseMs: 1_000, maxAttempts: 3, retryBaseMs: 50, retryMaxMs: 200 };
let a: TestGateway;
let b: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  a = await startTestGateway({ consumers });
  b = await startTestGateway({ consumers }, { reset: false });
  admin = await a.admin();
});

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let serial = 0;

async function emit(on: TestGateway, marker: string): Promise<void> {
  await inTransaction(systemContext(on.tessera.orm.em.fork(), on.tessera.services), async (tx) => {
    tx.emit('settings.changed', { marker });
  });
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await pause(20);
  }
}

async function publish(on: TestClient, title: string): Promise<{ pageID: number; ms: number }> {
  const created = await on.rest('POST', '/api/tessera/page/create', { title, slug: `consumer-page-${++serial}`, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const started = Date.now();
  const stored = await on.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title, blocks: [] });
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID, ms: Date.now() - started };
}

async function found(on: TestGateway, term: string): Promise<number[]> {
  const reply = await (await on.client().start()).rest('POST', '/api/tessera/search/search', { term, locales: ['en-gb'] });
  expect(reply.status).toBe(200);
  return reply.body.results.map((hit: { pageId: number }) => hit.pageId);
}

describe('once per cluster', () => {
  it('with two gateways, one publication is indexed once, and search on the other gateway finds it within 2 s', async () => {
    const writes: Array<{ on: string; pages: number[] }> = [];
    for (const [name, gateway] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const engine = gateway.tessera.services.search.engine;
      const index = engine.index.bind(engine);
      jest.spyOn(engine, 'index').mockImplementation(async (em, documents) => {
        writes.push({ on: name, pages: documents.map((d) => d.pageId) });
        return index(em, documents);
      });
    }
    const { pageID } = await publish(admin, 'Lighthouse keepers');
    const shown = await until(
      () => found(b, 'lighthouse'),
      (ids) => ids.includes(pageID),
      2_000,
    );
    expect(shown).toContain(pageID);
    expect(await a.tessera.consumers.settle()).toBe(true);
    await pause(300);
    expect(writes.filter((write) => write.pages.includes(pageID))).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('every event reaches a consumer once, whichever gateway raised it and however they race', async () => {
    const handled: string[] = [];
    const prefix = `race-${Date.now()}`;
    const count = (event: ConsumedEvent) => {
      if (String(event.payload.marker).startsWith(prefix)) handled.push(String(event.payload.marker));
    };
    a.tessera.consumers.register('test-count', count);
    b.tessera.consumers.register('test-count', count);
    await a.tessera.consumers.settle();
    const markers = Array.from({ length: 40 }, (_, i) => `${prefix}-${i}`);
    await Promise.all(markers.map((marker, i) => emit(i % 2 ? a : b, marker)));
    expect(await b.tessera.consumers.settle()).toBe(true);
    await pause(300);
    expect([...handled].sort()).toEqual([...markers].sort());
  });
});

describe('the publishing request', () => {
  it('answers without waiting for the search index, which follows in the background', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waiting = 0;
    // Held before its transaction (the embedded database runs one transaction at a time).
    for (const gateway of [a, b]) {
      const search = gateway.tessera.services.search;
      const sync = search.sync.bind(search);
      jest.spyOn(search, 'sync').mockImplementation(async (pageId) => {
        waiting += 1;
        await gate;
        return sync(pageId);
      });
    }
    try {
      const { pageID } = await publish(admin, 'Puffin burrows');
      // The reply came while indexing was held up: the request did not wait for it.
      await until(
        () => waiting,
        (n) => n > 0,
      );
      expect(waiting).toBe(1);
      expect(await found(a, 'puffin')).toEqual([]);
      const page = await (await a.client().start()).raw('GET', `/consumer-page-${serial}`);
      expect(page.status).toBe(200);
      open();
      expect(
        await until(
          () => found(a, 'puffin'),
          (ids) => ids.includes(pageID),
          2_000,
        ),
      ).toEqual([pageID]);
    } finally {
      open();
      jest.restoreAllMocks();
    }
  });
});

describe('pruning', () => {
  it('keeps the events a consumer has not passed yet (up to a week), and forgets the others after a day', async () => {
    await a.tessera.consumers.settle();
    const old = (days: number, marker: string) =>
      a.sql(`insert into domain_event (type, payload, origin, at) values ('settings.changed', ?::jsonb, 'test', now() - ? * interval '1 day') returning id::text as id, tx::text as tx`, [
        JSON.stringify({ marker }),
        days,
      ]);
    const [passed] = await old(2, 'prune-passed');
    // A consumer that stopped before the next two events (a gateway version without it, a long outage).
    await a.sql(`insert into event_consumer (name, position_tx, position_id, updated_at) values ('test-behind', ?::xid8, ?::bigint, now())`, [passed.tx, passed.id]);
    const [needed] = await old(2, 'prune-needed');
    const [tooOld] = await old(8, 'prune-too-old');
    // The registered consumers (search indexing…) have handled all three.
    expect(await a.tessera.consumers.settle()).toBe(true);
    await a.tessera.events.prune();
    const left = (await a.sql<{ id: string }>(`select id::text as id from domain_event where id in (?, ?, ?)`, [passed.id, needed.id, tooOld.id])).map((row) => row.id);
    expect(left).toEqual([needed.id]);
    await a.sql(`delete from event_consumer where name = 'test-behind'`);
    await a.tessera.events.prune();
    expect(await a.sql(`select 1 from domain_event where id = ?`, [needed.id])).toHaveLength(0);
  });
});

describe('failures', () => {
  it('a handler that fails twice then succeeds applies the event once', async () => {
    const marker = `flaky-${Date.now()}`;
    let calls = 0;
    const applied: string[] = [];
    const flaky = (event: ConsumedEvent) => {
      if (event.payload.marker !== marker) return;
      calls += 1;
      if (calls <= 2) throw new Error(`flaky failure ${calls}`);
      applied.push(event.id);
    };
    a.tessera.consumers.register('test-flaky', flaky);
    b.tessera.consumers.register('test-flaky', flaky);
    await a.tessera.consumers.settle();
    await emit(a, marker);
    await until(
      () => applied.length,
      (n) => n > 0,
    );
    await pause(300);
    expect(calls).toBe(3);
    expect(applied).toHaveLength(1);
    const [row] = await a.sql(`select attempts, last_error, next_attempt_at from event_consumer where name = 'test-flaky'`);
    expect(row).toEqual({ attempts: 0, last_error: null, next_attempt_at: null });
    expect(await a.sql(`select 1 from parked_event where consumer = 'test-flaky'`)).toHaveLength(0);
  });

  it('an event that keeps failing is parked (shown to the administrator), the next one goes through, and a retry applies it', async () => {
    const bad = `bad-${Date.now()}`;
    const good = `good-${Date.now()}`;
    let healed = false;
    const applied: string[] = [];
    const broken = (event: ConsumedEvent) => {
      const marker = String(event.payload.marker);
      if (marker === bad && !healed) throw new Error('the webhook answered 500');
      if (marker === bad || marker === good) applied.push(marker);
    };
    const logged: unknown[][] = [];
    for (const gateway of [a, b]) {
      const log = gateway.tessera.services.log;
      const error = log.error.bind(log);
      jest.spyOn(log, 'error').mockImplementation((...args: unknown[]) => {
        logged.push(args);
        return (error as (...args: unknown[]) => void)(...args);
      });
    }
    a.tessera.consumers.register('test-broken', broken);
    b.tessera.consumers.register('test-broken', broken);
    await a.tessera.consumers.settle();
    await emit(b, bad);
    await emit(a, good);
    await until(
      () => applied,
      (list) => list.includes(good),
    );
    expect(applied).toEqual([good]);

    const listed = await admin.rest('GET', '/api/tessera/search/parked-events');
    expect(listed.status).toBe(200);
    const parked = listed.body.items.find((item: { consumer: string }) => item.consumer === 'test-broken');
    expect(parked).toMatchObject({ consumer: 'test-broken', type: 'settings.changed', attempts: 3, lastError: 'the webhook answered 500', state: 'parked' });
    expect(parked.lastError).not.toMatch(/\n\s+at /);

    const viaGraphQL = await admin.gql(`{ parkedEvents { total items { id consumer type attempts lastError parkedAt state } } }`);
    expect(viaGraphQL.body.errors).toBeUndefined();
    expect(viaGraphQL.body.data.parkedEvents.items).toContainEqual(expect.objectContaining({ id: parked.id, consumer: 'test-broken', attempts: 3 }));

    expect(logged).toContainEqual([expect.objectContaining({ consumer: 'test-broken', type: 'settings.changed', attempts: 3, error: 'the webhook answered 500' }), expect.stringContaining('parked')]);
    healed = true;
    const retried = await admin.rest('POST', `/api/tessera/search/parked-events/${parked.id}/retry`);
    expect(retried.status).toBe(200);
    await until(
      () => applied,
      (list) => list.includes(bad),
    );
    expect(applied).toEqual([good, bad]);
    await until(
      () => a.sql(`select 1 from parked_event where id = ?`, [parked.id]),
      (rows) => rows.length === 0,
    );
    expect(await a.sql(`select 1 from parked_event where id = ?`, [parked.id])).toHaveLength(0);
    const audit = await a.sql(`select action from audit_log where action like 'event.%' order by id`);
    expect(audit.map((row) => row.action)).toContain('event.retry-requested');
    jest.restoreAllMocks();
  });

  it('discard drops a parked event; a second retry or discard of it is refused; others may not see or touch the list', async () => {
    const marker = `discard-${Date.now()}`;
    const doomed = (event: ConsumedEvent) => {
      if (event.payload.marker === marker) throw new Error('always');
    };
    a.tessera.consumers.register('test-doomed', doomed);
    b.tessera.consumers.register('test-doomed', doomed);
    await a.tessera.consumers.settle();
    await emit(a, marker);
    const rows = await until(
      () => a.sql<{ id: string }>(`select id::text as id from parked_event where consumer = 'test-doomed'`),
      (list) => list.length > 0,
    );
    expect(rows).toHaveLength(1);
    const id = rows[0].id;

    const editor = (await a.signedIn('editor')).client;
    expect((await editor.rest('GET', '/api/tessera/search/parked-events')).body.Errors).toEqual([{ code: 'UM_01', property: null }]);
    expect((await editor.rest('POST', `/api/tessera/search/parked-events/${id}/discard`)).status).toBe(403);

    expect((await admin.rest('POST', `/api/tessera/search/parked-events/${id}/discard`)).status).toBe(200);
    expect(await a.sql(`select 1 from parked_event where id = ?`, [id])).toHaveLength(0);
    const again = await admin.rest('POST', `/api/tessera/search/parked-events/${id}/discard`);
    expect(again.status).toBe(409);
    expect(again.body.Errors).toEqual([{ code: 'V_07', property: 'id' }]);
    expect((await admin.rest('POST', `/api/tessera/search/parked-events/${id}/retry`)).body.Errors).toEqual([{ code: 'V_07', property: 'id' }]);
    expect((await admin.rest('POST', `/api/tessera/search/parked-events/abc/retry`)).status).toBe(422);
  });
});

describe('a claim held by a slow handler', () => {
  it('is renewed while the handler runs, so no other gateway handles the event meanwhile', async () => {
    const marker = `slow-${Date.now()}`;
    const calls: string[] = [];
    const slow = (name: string) => async (event: ConsumedEvent) => {
      if (event.payload.marker !== marker) return;
      calls.push(name);
      await pause(consumers.leaseMs * 2.5);
    };
    a.tessera.consumers.register('test-slow', slow('a'));
    b.tessera.consumers.register('test-slow', slow('b'));
    await a.tessera.consumers.settle();
    await emit(a, marker);
    await until(
      () => calls.length,
      (n) => n > 0,
    );
    await pause(consumers.leaseMs * 3);
    expect(calls).toHaveLength(1);
  });
});

describe('a gateway killed while holding a claim', () => {
  it('loses nothing: the other gateway takes the event over once the lease has run out', async () => {
    const marker = `kill-${Date.now()}`;
    const handledBy: string[] = [];
    let claimedOnA!: () => void;
    const heldOnA = new Promise<void>((resolve) => (claimedOnA = resolve));
    let releaseA!: () => void;
    const hang = new Promise<void>((resolve) => (releaseA = resolve));
    a.tessera.consumers.register('test-kill', async (event) => {
      if (event.payload.marker !== marker) return;
      claimedOnA();
      await hang; // the process dies here: what the handler did is lost with it, and nothing is recorded
    });
    await a.tessera.consumers.settle();
    await emit(a, marker);
    await heldOnA;
    a.tessera.consumers.halt();
    // The claim's last renewal, which the halted gateway can no longer extend.
    const [lease] = await a.sql<{ until: string }>(`select (extract(epoch from lease_until) * 1000)::bigint::text as until from event_consumer where name = 'test-kill'`);
    b.tessera.consumers.register('test-kill', (event) => {
      if (event.payload.marker === marker) handledBy.push('b');
    });
    await until(
      () => handledBy,
      (list) => list.length > 0,
      5_000,
    );
    expect(handledBy).toEqual(['b']);
    // Taken over only once the lease had run out (50 ms for the two clocks' reading).
    expect(Date.now()).toBeGreaterThanOrEqual(Number(lease.until) - 50);
    // b records its position right after the handler returns: wait for that, then nothing may move it
    const [event] = await b.sql<{ id: string }>(`select id::text as id from domain_event where payload->>'marker' = ?`, [marker]);
    const [passed] = await until(
      () => b.sql<{ id: string }>(`select position_id::text as id from event_consumer where name = 'test-kill'`),
      ([row]) => BigInt(row.id) >= BigInt(event.id),
    );
    expect(BigInt(passed.id)).toBeGreaterThanOrEqual(BigInt(event.id));
    releaseA();
    await pause(300);
    expect(handledBy).toEqual(['b']);
    const [row] = await b.sql(`select lease_owner, position_id::text as id, attempts from event_consumer where name = 'test-kill'`);
    expect(row.lease_owner).not.toBe(a.tessera.events.instanceId);
    expect(row).toMatchObject({ id: passed.id, attempts: 0 });
  });
});

describe('a consumer that handles a run of events at once (on b: a was halted above)', () => {
  async function emitMany(on: TestGateway, markers: string[]): Promise<void> {
    await inTransaction(systemContext(on.tessera.orm.em.fork(), on.tessera.services), async (tx) => {
      for (const marker of markers) tx.emit('settings.changed', { marker });
    });
  }

  it('gets the events of one commit in one call, in the order raised, each once, and the position moves past them', async () => {
    const prefix = `run-${Date.now()}`;
    const runs: string[][] = [];
    const single: string[] = [];
    const ours = (event: ConsumedEvent) => String(event.payload.marker).startsWith(prefix);
    b.tessera.consumers.register(
      'test-run',
      (event) => {
        if (ours(event)) single.push(String(event.payload.marker));
      },
      undefined,
      async (events) => {
        const mine = events.filter(ours).map((event) => String(event.payload.marker));
        if (mine.length > 0) runs.push(mine);
      },
    );
    await b.tessera.consumers.settle();
    const markers = Array.from({ length: 30 }, (_, i) => `${prefix}-${i}`);
    await emitMany(b, markers);
    await until(
      () => runs.flat().length + single.length,
      (n) => n >= markers.length,
    );
    await pause(200);
    // In the order raised, each once (ids past 9 once sorted as text: 1, 10, 11, …, 2, and the position went back to 9).
    expect([...runs.flat(), ...single]).toEqual(markers);
    // One commit of 30 events: a run, not 30 calls (a control: one by one would make `single` 30 long).
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(single.length).toBeLessThan(markers.length);
  });

  it('when a run fails, its events are handled one by one: the failing one retried, the others once', async () => {
    const prefix = `runfail-${Date.now()}`;
    const handled: string[] = [];
    let failures = 0;
    const ours = (event: ConsumedEvent) => String(event.payload.marker).startsWith(prefix);
    b.tessera.consumers.register(
      'test-run-fails',
      (event) => {
        if (!ours(event)) return;
        if (event.payload.marker === `${prefix}-2` && failures < 1) {
          failures += 1;
          throw new Error('one event fails once');
        }
        handled.push(String(event.payload.marker));
      },
      undefined,
      async (events) => {
        if (events.some(ours)) throw new Error('the run fails');
      },
    );
    await b.tessera.consumers.settle();
    const markers = Array.from({ length: 5 }, (_, i) => `${prefix}-${i}`);
    await emitMany(b, markers);
    await until(
      () => handled.length,
      (n) => n >= markers.length,
    );
    await pause(300);
    expect(handled).toEqual(markers);
    expect(failures).toBe(1);
    const [row] = await b.sql(`select attempts, last_error from event_consumer where name = 'test-run-fails'`);
    expect(row).toEqual({ attempts: 0, last_error: null });
  });
});
