import { Client } from 'pg';
import { inTransaction, systemContext } from '@tessera/schema';
import { type DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Events and mail are written in the transaction of the change that causes them (the outbox)
 * and leave only after it commits: a rollback leaves neither, and a crash between the commit and
 * the send loses neither.
 */
let gateway: TestGateway;
let admin: TestClient;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    heard.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

const count = async (table: string, where = 'true') => Number((await gateway.sql<{ n: string }>(`select count(*) as n from ${table} where ${where}`))[0].n);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function invite(client: TestClient, email: string) {
  const reply = await client.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Invited' } });
  expect(reply.status).toBe(200);
  return reply.body.User.ID as number;
}

describe('a unit of work that rolls back', () => {
  it('leaves no event, no mail and no change behind', async () => {
    const ctx = systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
    const eventsBefore = await count('domain_event');
    const heardBefore = heard.length;

    await expect(
      inTransaction(ctx, async (tx) => {
        await tx.em.execute(`insert into setting (key, value) values ('rolled-back', '"x"')`);
        tx.emit('settings.changed', { marker: 'rolled-back' });
        tx.sendMail({ to: 'nobody@example.com', subject: 'never', text: 'never' });
        throw new Error('the operation fails after raising its event and mail');
      }),
    ).rejects.toThrow('fails after');

    await pause(300);
    expect(await count('domain_event')).toBe(eventsBefore);
    expect(await count('mail_outbox', `message->>'to' = 'nobody@example.com'`)).toBe(0);
    expect(await count('setting', `key = 'rolled-back'`)).toBe(0);
    expect(heard.slice(heardBefore)).toEqual([]);
    expect(await gateway.smtp.mailTo('nobody@example.com', 300)).toHaveLength(0);
  });

  it('commits what it wrote, and the event is delivered once the request answers', async () => {
    const ctx = systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
    await inTransaction(ctx, async (tx) => {
      tx.emit('settings.changed', { marker: 'committed' });
    });
    expect(heard.filter((e) => e.payload.marker === 'committed')).toHaveLength(1);
  });
});

describe('the request only records mail', () => {
  it('answers the invitation before the mail is sent, and the mail leaves from the outbox', async () => {
    const id = await invite(admin, 'outbox.invite@example.com');
    const rows = await gateway.sql<{ message: { to: string; subject: string } }>(`select message from mail_outbox where message->>'to' = 'outbox.invite@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].message.subject).toMatch(/activate/i);
    expect(await gateway.smtp.mailTo('outbox.invite@example.com')).toHaveLength(1);
    const sentRow = () => gateway.sql<{ sent_at: Date | null; attempts: number }>(`select sent_at, attempts from mail_outbox where message->>'to' = 'outbox.invite@example.com'`);
    const deadline = Date.now() + 2000;
    while ((await sentRow())[0].sent_at === null && Date.now() < deadline) await pause(25);
    expect((await sentRow())[0]).toMatchObject({ attempts: 1, sent_at: expect.anything() });
    expect(id).toBeGreaterThan(0);
  });

  it('retries with backoff while the mail server refuses, then sends once', async () => {
    gateway.smtp.refuseNext = 2;
    await invite(admin, 'outbox.retry@example.com');
    const mails = await gateway.smtp.mailTo('outbox.retry@example.com', 10_000);
    expect(mails).toHaveLength(1);
    const retryRow = async () =>
      (
        await gateway.sql<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
          `select attempts, sent_at, last_error from mail_outbox where message->>'to' = 'outbox.retry@example.com'`,
        )
      )[0];
    const deadline = Date.now() + 2000;
    while ((await retryRow()).sent_at === null && Date.now() < deadline) await pause(25);
    const row = await retryRow();
    expect(row.attempts).toBe(3);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    await pause(600);
    expect(await gateway.smtp.mailTo('outbox.retry@example.com', 100)).toHaveLength(1);
  });
});

describe('a crash between commit and send', () => {
  it('loses no mail: a restarted instance sends what the stopped one had committed', async () => {
    // An instance that commits but never gets to send: its delivery is off, as if it died right after the commit.
    // The suite's own instance must not send it either, so only the restarted one can.
    await gateway.tessera.mail.stop();
    const crashed = await startTestGateway({ mailDelivery: false }, { reset: false });
    const crashedAdmin = await crashed.admin();
    await invite(crashedAdmin, 'outbox.crash@example.com');
    const [pending] = await gateway.sql<{ attempts: number; sent_at: Date | null }>(`select attempts, sent_at from mail_outbox where message->>'to' = 'outbox.crash@example.com'`);
    expect(pending).toMatchObject({ attempts: 0, sent_at: null });
    await crashed.stop();
    expect(await crashed.smtp.mailTo('outbox.crash@example.com', 300)).toHaveLength(0);

    const restarted = await startTestGateway({}, { reset: false });
    try {
      const mails = await restarted.smtp.mailTo('outbox.crash@example.com', 5000);
      expect(mails).toHaveLength(1);
      expect(mails[0].raw).toMatch(/activate-account\?token=/);
    } finally {
      await restarted.stop();
      gateway.tessera.mail.start();
    }
  });
});

/*
 * Ids come from a sequence, so a transaction can take an id and commit after a later one. On the
 * embedded database transactions run one at a time, so this can only happen on a server.
 */
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
onServer('events committed out of id order (PostgreSQL server)', () => {
  it('delivers both, in commit-safe order, instead of skipping the slower one', async () => {
    const url = process.env.TESSERA_TEST_DATABASE_URL!;
    const slow = new Client({ connectionString: url });
    const fast = new Client({ connectionString: url });
    await slow.connect();
    await fast.connect();
    try {
      const insert = `insert into domain_event (type, payload, origin, at) values ('menu.changed', $1, 'test', now())`;
      await slow.query('begin');
      await slow.query(insert, [JSON.stringify({ locale: 'slow' })]);
      await fast.query('begin');
      await fast.query(insert, [JSON.stringify({ locale: 'fast' })]);
      await fast.query('commit');
      await pause(400);
      const locales = () => heard.filter((e) => e.type === 'menu.changed' && ['slow', 'fast'].includes(String(e.payload.locale))).map((e) => e.payload.locale);
      // The faster transaction's event waits for the slower one, which may still commit an earlier id.
      expect(locales()).toEqual([]);
      await slow.query('commit');
      const deadline = Date.now() + 3000;
      while (locales().length < 2 && Date.now() < deadline) await pause(50);
      expect(locales()).toEqual(['slow', 'fast']);
    } finally {
      await slow.end();
      await fast.end();
    }
  });
});

describe('the request context', () => {
  it('refuses writes outside a unit of work', () => {
    const ctx = systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
    expect(() => ctx.em.flush()).toThrow(/outside a transaction/);
    expect(() => ctx.em.persist({})).toThrow(/outside a transaction/);
  });
});
