import { domainEventTypes } from '@tessera/read-model';
import { EventConsumers, eventConsumerDefaults } from '@tessera/schema';
import { startTestGateway, type TestGateway } from '@tessera/testing';

/*
 * Events between versions during a rolling upgrade (docs/deployment.md, "Upgrading without
 * downtime"): a newer version may raise an event of a type the older one does not know. The
 * older gateway's caches cannot tell what it changed, so they empty; its durable consumers leave
 * it to a gateway that knows it (their handlers would take it for "nothing to do" and move every
 * gateway past it), and park it only when no such gateway comes (the upgrade was rolled back).
 */

const newerType = 'upgrade.probe-changed';
let gateway: TestGateway;
const consumers: EventConsumers[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  for (const consumer of consumers) await consumer.stop(100);
  await gateway.stop();
});

/** Raises an event as another gateway would: a row in the outbox. */
async function raise(type: string, payload: Record<string, unknown> = {}): Promise<void> {
  await gateway.sql(`insert into domain_event (type, payload, origin, at) values (?, ?::jsonb, 'another-gateway', now())`, [type, JSON.stringify(payload)]);
}

async function until(what: string, probe: () => boolean | Promise<boolean>, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A gateway's durable consumers, knowing this version's event types or, for a newer version, one more. */
function consumersOf(instanceId: string, options: { newer?: boolean; unknownTypeWaitMs?: number } = {}): EventConsumers {
  const made = new EventConsumers({
    orm: gateway.tessera.orm,
    log: gateway.tessera.services.log,
    instanceId,
    pollMs: 50,
    ...eventConsumerDefaults,
    ...(options.newer ? { knownTypes: new Set<string>([...domainEventTypes, newerType]) } : {}),
    ...(options.unknownTypeWaitMs !== undefined ? { unknownTypeWaitMs: options.unknownTypeWaitMs } : {}),
  });
  consumers.push(made);
  return made;
}

const registered = async (name: string) => (await gateway.sql(`select 1 from event_consumer where name = ?`, [name])).length > 0;

describe('events across versions', () => {
  it('an event of a type this version does not know empties its HTML cache', async () => {
    const admin = await gateway.admin();
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Cached', slug: 'cached', type: 'content-page', locale: 'en-gb' });
    const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: 'Cached', blocks: [] });
    expect(stored.status).toBe(200);
    const title = async () => (await (await fetch(`${gateway.url}/cached`)).text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(await title()).toContain('Cached');
    // Changed behind the cache's back, as a newer version's change it cannot read would be.
    await gateway.sql(`update page_version set title = 'Changed by a newer version' where page_id = ?`, [created.body.pageID]);
    expect(await title()).toContain('Cached');
    await raise(newerType);
    await until('the cache to empty', async () => (await title()).includes('Changed by a newer version'));
  });

  it('a durable consumer leaves an event of a type it does not know to a newer gateway, which handles it in order', async () => {
    const name = 'upgrade-probe';
    const byOld: string[] = [];
    const byNewer: string[] = [];
    const old = consumersOf('old-version');
    old.register(name, (event) => void byOld.push(`${event.type} ${String(event.payload.n ?? '')}`.trim()));
    old.start();
    await until('the consumer to be registered', () => registered(name));
    await raise('tags.changed', { n: 1 });
    await raise(newerType);
    await raise('tags.changed', { n: 2 });
    await until('the first event', () => byOld.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The old gateway went no further than the event it does not know.
    expect(byOld).toEqual(['tags.changed 1']);

    const newer = consumersOf('new-version', { newer: true });
    newer.register(name, (event) => void byNewer.push(`${event.type} ${String(event.payload.n ?? '')}`.trim()));
    newer.start();
    await until('every event', () => byOld.length + byNewer.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Once each, the newer event by the newer gateway; the one after it by whichever claimed it.
    expect(byNewer[0]).toBe(newerType);
    expect([...byOld, ...byNewer].sort()).toEqual(['tags.changed 1', 'tags.changed 2', newerType].sort());
    expect(await gateway.sql(`select count(*)::int as n from parked_event where consumer = ?`, [name])).toEqual([{ n: 0 }]);
  });

  it('parks an event of a type no running gateway knows after the wait (a rollback), goes on, and keeps it parked when retried by the old version', async () => {
    const name = 'upgrade-probe-rolled-back';
    const handled: string[] = [];
    const old = consumersOf('rolled-back', { unknownTypeWaitMs: 0 });
    old.register(name, (event) => void handled.push(event.type));
    old.start();
    await until('the consumer to be registered', () => registered(name));
    await raise(newerType);
    await raise('menu.changed', { locale: 'en-gb' });
    await until('the event after it', () => handled.includes('menu.changed'));
    expect(handled).toEqual(['menu.changed']);
    const parked = await gateway.sql(`select type, state, last_error from parked_event where consumer = ?`, [name]);
    expect(parked).toEqual([{ type: newerType, state: 'parked', last_error: expect.stringContaining('does not know the event type') }]);

    // An administrator retries it before upgrading again: the attempt fails with that reason.
    await gateway.sql(`update parked_event set state = 'retrying' where consumer = ?`, [name]);
    old.wake();
    await until('the retry', async () => (await gateway.sql(`select state from parked_event where consumer = ?`, [name]))[0]?.state === 'parked');
    expect(handled).toEqual(['menu.changed']);
    expect(await gateway.sql(`select attempts from parked_event where consumer = ?`, [name])).toEqual([{ attempts: expect.any(Number) }]);
  });
});
