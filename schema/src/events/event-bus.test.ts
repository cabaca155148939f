import { Client } from 'pg';
import { startTestDomain, type TestDomain } from '../test-support';
import type { DomainEvent } from '@tessera/read-model';

/*
 * On a PostgreSQL server the bus is woken by NOTIFY on its own LISTEN connection. When that
 * connection goes (the server restarts, an administrator or a proxy cuts it), the bus listens
 * again by itself instead of falling back to polling for the rest of its life. The poll is an
 * hour here, so only a notification can deliver in time.
 */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onServer('the event listener connection (PostgreSQL server)', () => {
  let domain: TestDomain;
  const heard: DomainEvent[] = [];

  beforeAll(async () => {
    domain = await startTestDomain({ eventPollMs: 3_600_000 });
    domain.events.subscribe((event) => {
      heard.push(event);
    });
  });

  afterAll(async () => {
    await domain?.stop();
  });

  const listeners = async () =>
    (await domain.sql<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`)).map((row) => row.pid);

  async function commitElsewhere(marker: string): Promise<void> {
    const other = new Client({ connectionString: process.env.TESSERA_TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`insert into domain_event (type, payload, origin, at) values ('menu.changed', $1, 'another instance', now())`, [JSON.stringify({ locale: marker })]);
      await other.query(`select pg_notify('tessera_events', '')`);
      await other.query('commit');
    } finally {
      await other.end();
    }
  }

  const heardOf = (marker: string) => heard.some((event) => event.payload.locale === marker);

  it('listens again after its connection was terminated, and hears what others commit', async () => {
    // The listener connects in the background after the start: wait for it (10 s at most).
    let [before] = await listeners();
    for (const deadline = Date.now() + 10_000; before === undefined && Date.now() < deadline; [before] = await listeners()) await pause(50);
    expect(before).toBeDefined();
    await domain.sql('select pg_terminate_backend(?)', [before]);
    let after: number | undefined;
    while (!after || after === before) {
      await pause(50);
      [after] = await listeners();
    }
    await commitElsewhere('after-the-cut');
    // The bus reads events below the oldest open transaction of the whole server (transaction ids
    // are server-wide), and the other jest worker's database has transactions of its own: if one
    // was open when the notification came, the event is read at the next one, so notify again.
    for (let waited = 0; !heardOf('after-the-cut'); waited += 20) {
      await pause(20);
      if (waited % 500 === 480) await domain.sql(`select pg_notify('tessera_events', '')`);
    }
    expect(heardOf('after-the-cut')).toBe(true);
  });
});
