import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { personWith } from './audit-log.test-support';

/**
 * How long the trail is kept: the setting (`GET|PUT /api/tessera/audit-log/retention`, GraphQL
 * `auditRetention`/`updateAuditRetention`; read with view-audit-log, changed with manage-settings,
 * every change audited), and the job that enforces it: it deletes only entries older than the
 * setting, in batches, and once per cluster when two gateways on one database run it together.
 */
let first: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  first = await startTestGateway();
  admin = await first.admin();
});

afterAll(async () => {
  await first?.stop();
});

const retention = (client: TestClient = admin) => client.rest('GET', '/api/tessera/audit-log/retention');
const setRetention = (body: unknown, client: TestClient = admin) => client.rest('PUT', '/api/tessera/audit-log/retention', body);
const count = async (gateway: TestGateway, where: string) => (await gateway.sql<{ n: number }>(`select count(*)::int as n from audit_log where ${where}`))[0].n;

/** `n` entries `days` days old (by the database's clock), under an action of their own. */
async function arrangeAged(gateway: TestGateway, action: string, days: number, n: number): Promise<void> {
  await gateway.sql(`insert into audit_log (at, action) select now() - ? * interval '1 day', ? from generate_series(1, ?)`, [days, action, n]);
}

describe('the setting', () => {
  it('keeps entries for ever until someone sets a number of days, and audits every change', async () => {
    expect((await retention()).body).toEqual({ days: null });
    const set = await setRetention({ days: 90 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ Success: true, Errors: [], days: 90 });
    expect((await retention()).body).toEqual({ days: 90 });
    expect((await setRetention({ days: '365' })).body.days).toBe(365);
    expect((await setRetention({ days: null })).body.days).toBeNull();
    const changes = await first.sql(`select actor_email, details from audit_log where action = 'settings.updated' and subject_type = 'settings' and subject_id = 'audit-retention' order by id`);
    expect(changes).toEqual([
      { actor_email: 'admin@example.com', details: { before: { days: null }, after: { days: 90 } } },
      { actor_email: 'admin@example.com', details: { before: { days: 90 }, after: { days: 365 } } },
      { actor_email: 'admin@example.com', details: { before: { days: 365 }, after: { days: null } } },
    ]);
  });

  it('is read and changed over GraphQL too', async () => {
    const changed = await admin.gql('mutation { updateAuditRetention(days: 30) { days } }');
    expect(changed.body).toEqual({ data: { updateAuditRetention: { days: 30 } } });
    expect((await admin.gql('{ auditRetention { days } }')).body.data.auditRetention).toEqual({ days: 30 });
    expect((await admin.gql('mutation { updateAuditRetention(days: null) { days } }')).body.data.updateAuditRetention).toEqual({ days: null });
  });

  it.each([
    [{ days: 29 }, 'V_12', 'days'],
    [{ days: 3651 }, 'V_12', 'days'],
    [{ days: 45.5 }, 'V_12', 'days'],
    [{ days: 'a month' }, 'V_12', 'days'],
    [{ days: -30 }, 'V_12', 'days'],
    [{}, 'V_01', 'days'],
    [{ days: 60, keepFor: 'ever' }, 'V_12', 'keepFor'],
  ])('refuses %j with %s and changes nothing', async (body, code, property) => {
    const before = await count(first, `action = 'settings.updated'`);
    const reply = await setRetention(body);
    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([{ code, property }]);
    expect((await retention()).body).toEqual({ days: null });
    expect(await count(first, `action = 'settings.updated'`)).toBe(before);
  });

  it('is read with view-audit-log and changed only with manage-settings', async () => {
    const auditor = await personWith(first, ['view-audit-log']);
    expect((await retention(auditor.client)).body).toEqual({ days: null });
    const refused = await setRetention({ days: 30 }, auditor.client);
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([{ code: 'UM_01', property: null }]);

    const settings = await personWith(first, ['manage-settings']);
    expect((await retention(settings.client)).status).toBe(403);
    expect((await setRetention({ days: 400 }, settings.client)).body).toMatchObject({ Success: true, days: 400 });
    expect((await retention()).body).toEqual({ days: 400 });
    expect((await setRetention({ days: null })).status).toBe(200);
    expect((await retention(first.client())).status).toBe(401);
  });
});

describe('the retention job', () => {
  afterEach(async () => {
    await setRetention({ days: null });
  });

  it('deletes nothing while entries are kept for ever', async () => {
    await arrangeAged(first, 'aged.forever', 4000, 3);
    expect(await first.tessera.auditRetention.runNow()).toBe(0);
    expect(await count(first, `action = 'aged.forever'`)).toBe(3);
    await first.sql(`delete from audit_log where action = 'aged.forever'`);
  });

  it('deletes only the entries older than the setting, and says so in the trail', async () => {
    await arrangeAged(first, 'aged.old', 31, 4);
    await arrangeAged(first, 'aged.recent', 29, 2);
    await setRetention({ days: 30 });
    const kept = await count(first, `at >= now() - interval '30 days'`);

    expect(await first.tessera.auditRetention.runNow()).toBe(4);
    expect(await count(first, `action = 'aged.old'`)).toBe(0);
    expect(await count(first, `action = 'aged.recent'`)).toBe(2);
    // The setting's own change and every other recent entry stay; the run adds its own.
    expect(await count(first, `at >= now() - interval '30 days'`)).toBe(kept + 1);
    const [pruned] = await first.sql(`select actor_id, actor_email, details from audit_log where action = 'audit-log.pruned'`);
    expect(pruned).toEqual({ actor_id: null, actor_email: 'system', details: { deleted: 4, days: 30 } });
    expect(await first.tessera.auditRetention.runNow()).toBe(0);
    await first.sql(`delete from audit_log where action in ('aged.recent', 'audit-log.pruned')`);
  });

  it('waits while another gateway holds the job, and takes it over when that lease runs out', async () => {
    await arrangeAged(first, 'aged.held', 100, 3);
    await setRetention({ days: 30 });
    await first.sql(`insert into audit_retention_run (id, holder, lease_until) values (1, 'a gateway that died', now() + interval '1 hour')
                     on conflict (id) do update set holder = excluded.holder, lease_until = excluded.lease_until`);
    expect(await first.tessera.auditRetention.runNow()).toBe(0);
    expect(await count(first, `action = 'aged.held'`)).toBe(3);

    await first.sql(`update audit_retention_run set lease_until = now() - interval '1 second'`);
    expect(await first.tessera.auditRetention.runNow()).toBe(3);
    expect(await first.sql('select holder, lease_until from audit_retention_run')).toEqual([{ holder: null, lease_until: null }]);
    await first.sql(`delete from audit_log where action = 'audit-log.pruned'`);
  });

  it('runs once when two gateways on one database race for it, deleting in batches', async () => {
    const second = await startTestGateway({ storage: first.storage }, { reset: false });
    try {
      // Whatever the second gateway's start began is over before the race.
      await second.tessera.auditRetention.runNow();
      await arrangeAged(first, 'aged.raced', 60, 12_000);
      await setRetention({ days: 30 });

      const runs = await Promise.all([first.tessera.auditRetention.runNow(), second.tessera.auditRetention.runNow()]);
      expect([...runs].sort((a, b) => a - b)).toEqual([0, 12_000]);
      expect(await count(first, `action = 'aged.raced'`)).toBe(0);
      const pruned = await first.sql(`select details from audit_log where action = 'audit-log.pruned'`);
      expect(pruned).toEqual([{ details: { deleted: 12_000, days: 30 } }]);
    } finally {
      await second.stop();
    }
  });
});
