import { startTestGateway, adminEmail, adminPassword, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Signing in over REST: the AUTH_01 answer, e-mail case, inactive accounts, the lockout of
 * SPEC §8/§9 (AUTH_03 after 5 failures, 10 minutes, kept in PostgreSQL) and the audit trail.
 */

let gateway: TestGateway;
let admin: TestClient;
const password = 'Corr3ct-horse!';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

/** An active user with a known password, made by the admin. */
async function activeUser(email: string): Promise<{ ID: number; email: string }> {
  const reply = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Test User' }, password });
  expect(reply.status).toBe(200);
  expect(reply.body.User.active).toBe(true);
  return reply.body.User;
}

async function attempt(email: string, secret: string) {
  const client = gateway.client();
  const reply = await client.signIn(email, secret);
  return { client, reply };
}

async function viewerId(client: TestClient): Promise<number> {
  const reply = await client.rest('GET', '/api/tessera/user');
  expect(reply.status).toBe(200);
  return reply.body.ID;
}

const authFailed = {
  Success: false,
  Errors: [{ property: null, code: 'AUTH_01' }],
  Message: 'These credentials do not match our records.',
};

const tooMany = {
  Success: false,
  Errors: [{ property: null, code: 'AUTH_03' }],
  Message: 'Too many login attempts. Try again after 10 minutes.',
};

describe('signing in', () => {
  it('refuses a wrong password and an unknown e-mail with the same AUTH_01 answer and no session', async () => {
    const user = await activeUser('wrong-password@example.com');

    const wrong = await attempt(user.email, 'Wr0ng-password!');
    const unknown = await attempt('nobody-here@example.com', 'Wr0ng-password!');

    expect(wrong.reply.status).toBe(401);
    expect(wrong.reply.body).toEqual(authFailed);
    expect(unknown.reply.status).toBe(401);
    expect(unknown.reply.body).toEqual(wrong.reply.body);
    expect(await viewerId(wrong.client)).toBe(0);
    expect(await viewerId(unknown.client)).toBe(0);
  });

  it('accepts the e-mail in any letter case and with surrounding spaces', async () => {
    const user = await activeUser('mixed.case@example.com');

    const { client, reply } = await attempt('  Mixed.CASE@Example.COM ', password);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, Errors: [], User: { ID: user.ID, email: 'mixed.case@example.com' } });
    expect(await viewerId(client)).toBe(user.ID);
  });

  it('returns the user without any secret and records the time of the sign-in', async () => {
    const user = await activeUser('last-login@example.com');
    const before = Date.now();

    const { reply } = await attempt(user.email, password);

    expect(reply.status).toBe(200);
    const text = JSON.stringify(reply.body);
    expect(text).not.toMatch(/password|hash|scrypt/i);
    expect(new Date(reply.body.User.lastLoginAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an invited account that was never activated', async () => {
    const invited = await admin.rest('POST', '/api/tessera/auth/register', {
      name: 'Invited',
      email: 'invited@example.com',
      role: 'editor',
      jobTitle: null,
    });
    expect(invited.status).toBe(200);
    expect(invited.body.User.active).toBe(false);

    const { client, reply } = await attempt('invited@example.com', password);

    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(authFailed);
    expect(await viewerId(client)).toBe(0);
  });

  it('refuses an inactive account even with its right password', async () => {
    const user = await activeUser('deactivated@example.com');
    await sql('update tessera_user set active = false where id = ?', [user.ID]);

    const { client, reply } = await attempt(user.email, password);

    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(authFailed);
    expect(await viewerId(client)).toBe(0);
  });

  it('signs a user in as that user, and signing in again as another user replaces the session', async () => {
    const first = await activeUser('first-of-two@example.com');
    const second = await activeUser('second-of-two@example.com');
    const client = gateway.client();

    expect((await client.signIn(first.email, password)).status).toBe(200);
    const firstCookie = client.cookie;
    expect(await viewerId(client)).toBe(first.ID);
    expect((await client.rest('POST', '/api/tessera/auth/login', { email: second.email, password })).status).toBe(200);

    expect(await viewerId(client)).toBe(second.ID);
    expect(client.cookie).not.toBe(firstCookie);
    // The first session's cookie no longer signs anybody in.
    const replay = gateway.client();
    replay.cookie = firstCookie;
    expect(await viewerId(replay)).toBe(0);
  });
});

describe('login lockout', () => {
  async function failTimes(email: string, times: number) {
    for (let i = 0; i < times; i++) {
      const { reply } = await attempt(email, `Wr0ng-password-${i}!`);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(authFailed);
    }
  }

  it('locks an e-mail after 5 failed sign-ins: the next one, even with the right password, is AUTH_03 (429)', async () => {
    const user = await activeUser('locked@example.com');

    await failTimes(user.email, 5);
    const { client, reply } = await attempt(user.email, password);

    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(tooMany);
    expect(await viewerId(client)).toBe(0);
    const [row] = await sql<{ minutes: number }>('select extract(epoch from (locked_until - now())) / 60 as minutes from login_throttle where email = ?', [user.email]);
    expect(Number(row.minutes)).toBeGreaterThan(9);
    expect(Number(row.minutes)).toBeLessThanOrEqual(10);
  });

  it('lets no more than 5 password guesses through when many arrive at once', async () => {
    const user = await activeUser('burst@example.com');

    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.email, `Wr0ng-burst-${i}!`)));

    const statuses = replies.map(({ reply }) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const { reply } = await attempt(user.email, password);
    expect(reply.status).toBe(429);
  });

  it('keeps the lock for the same e-mail written in another letter case', async () => {
    const { reply } = await attempt('LOCKED@Example.com', password);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(tooMany);
  });

  it('leaves other e-mails unaffected by a locked one', async () => {
    const other = await activeUser('not-locked@example.com');
    const { client, reply } = await attempt(other.email, password);
    expect(reply.status).toBe(200);
    expect(await viewerId(client)).toBe(other.ID);
  });

  it('locks an unknown e-mail exactly like a known one, so the lock reveals nothing', async () => {
    await failTimes('ghost@example.com', 5);
    const { reply } = await attempt('ghost@example.com', password);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(tooMany);
  });

  it('lets the e-mail sign in again once the lock has run out', async () => {
    const [user] = await sql<{ id: number }>('select id from tessera_user where email = ?', ['locked@example.com']);
    expect((await attempt('locked@example.com', password)).reply.status).toBe(429);

    await sql(`update login_throttle set locked_until = now() - interval '1 second' where email = ?`, ['locked@example.com']);
    const { client, reply } = await attempt('locked@example.com', password);

    expect(reply.status).toBe(200);
    expect(await viewerId(client)).toBe(user.id);
  });

  it('clears the failure count on a successful sign-in', async () => {
    const user = await activeUser('clears-count@example.com');

    await failTimes(user.email, 4);
    expect((await attempt(user.email, password)).reply.status).toBe(200);
    expect(await sql('select * from login_throttle where email = ?', [user.email])).toEqual([]);
    // Four more failures would make nine in a row without the reset, far over the limit.
    await failTimes(user.email, 4);

    const { reply } = await attempt(user.email, password);
    expect(reply.status).toBe(200);
  });

  it('records failed and successful sign-ins and sign-outs in the audit log for an administrator', async () => {
    const user = await activeUser('audited@example.com');
    await attempt(user.email, 'Wr0ng-password!');
    const { client } = await attempt(user.email, password);
    expect((await client.rest('POST', '/api/tessera/auth/logout')).status).toBe(200);

    const reply = await admin.rest('GET', '/api/tessera/audit-log?action=auth.&pageSize=100');

    expect(reply.status).toBe(200);
    expect(reply.body.items.length).toBeGreaterThanOrEqual(3);
    const mine = reply.body.items.filter((item: any) => item.subjectId === String(user.ID));
    expect(mine.map((item: any) => item.action)).toEqual(['auth.logout', 'auth.login', 'auth.login-failed']);
    expect(mine[2]).toMatchObject({ subjectType: 'user', actorId: null, details: { email: user.email } });
    expect(mine[1]).toMatchObject({ subjectType: 'user', actorId: user.ID, actorEmail: user.email });
    expect(reply.body.items.every((item: any) => item.action.startsWith('auth.'))).toBe(true);
    // The lock of an earlier test was noted on the failure that set it.
    expect(reply.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'auth.login-failed', details: { email: 'locked@example.com', locked: true } })]));
  });

  it('keeps the audit log from anonymous callers (401) and users without manage-users (403)', async () => {
    const anonymous = await gateway.client().rest('GET', '/api/tessera/audit-log?action=auth.');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Errors).toEqual([{ property: null, code: 'UM_01' }]);

    const editor = (await attempt('not-locked@example.com', password)).client;
    const refused = await editor.rest('GET', '/api/tessera/audit-log?action=auth.');
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([{ property: null, code: 'UM_01' }]);
  });

  it('keeps a lock across a gateway restart on the same database', async () => {
    const user = await activeUser('restart-lock@example.com');
    await failTimes(user.email, 5);

    await gateway.stop();
    gateway = await startTestGateway({}, { reset: false });

    const { client, reply } = await attempt(user.email, password);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(tooMany);
    expect(await viewerId(client)).toBe(0);
    // Other accounts still sign in on the new gateway.
    expect((await attempt(adminEmail, adminPassword)).reply.status).toBe(200);
  });
});
