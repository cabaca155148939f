import { startTestGateway, adminEmail, adminPassword, TestClient, type TestGateway } from '@tessera/testing';

/** Sessions over REST: auth/user, auth/refresh-session, auth/logout, the cookie, restarts. */

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

async function signedInAdmin(): Promise<TestClient> {
  const client = gateway.client();
  const reply = await client.signIn(adminEmail, adminPassword);
  expect(reply.status).toBe(200);
  return client;
}

/** A client on the current gateway carrying another client's cookie and CSRF token. */
function sameBrowser(client: TestClient): TestClient {
  const copy = gateway.client();
  copy.cookie = client.cookie;
  copy.csrf = client.csrf;
  return copy;
}

describe('sessions', () => {
  it('auth/user answers ID 0 without a session and the user with one', async () => {
    const client = await gateway.client().start();
    const anonymous = await client.rest('POST', '/api/tessera/auth/user');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ ID: 0, role: null });

    const login = await client.signIn(adminEmail, adminPassword);
    const signedIn = await client.rest('POST', '/api/tessera/auth/user');

    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ ID: login.body.User.ID, email: adminEmail, role: { name: 'admin' } });
    expect(signedIn.body.role.permissions).toEqual(expect.arrayContaining([{ name: 'manage-users', parameters: null }]));
    expect(JSON.stringify(signedIn.body)).not.toMatch(/hash|scrypt/i);
  });

  it('refresh-session succeeds with a session and extends it', async () => {
    const client = await signedInAdmin();
    await sql(`update session set expires_at = now() + interval '1 minute'`);

    const reply = await client.rest('POST', '/api/tessera/auth/refresh-session');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });
    const [row] = await sql<{ minutes: string }>(`select max(extract(epoch from (expires_at - now())) / 60) as minutes from session`);
    expect(Number(row.minutes)).toBeGreaterThan(100);
  });

  it('refresh-session without a session is refused with 401 UM_01', async () => {
    const client = await gateway.client().start();
    const reply = await client.rest('POST', '/api/tessera/auth/refresh-session');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: null, code: 'UM_01' }] });
  });

  it('treats an expired session as signed out', async () => {
    const client = await signedInAdmin();
    await sql(`update session set expires_at = now() - interval '1 second'`);

    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    const refresh = await client.rest('POST', '/api/tessera/auth/refresh-session');
    expect(refresh.status).toBe(401);
    expect(refresh.body.Errors).toEqual([{ property: null, code: 'UM_01' }]);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for the whole site, and stores only its hash', async () => {
    const anonymous = await gateway.client().raw('GET', '/api/tessera/user');
    const anonymousCookie = anonymous.headers.get('set-cookie') ?? '';
    expect(anonymousCookie).toMatch(/^tessera_session=[A-Za-z0-9_-]{43};/);
    expect(anonymousCookie).toMatch(/;\s*HttpOnly/i);
    expect(anonymousCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(anonymousCookie).toMatch(/;\s*Path=\//);

    const client = await gateway.client().start();
    const login = await client.raw('POST', '/api/tessera/auth/login', {
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      headers: { 'content-type': 'application/json' },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    const token = cookie.match(/tessera_session=([^;]*)/)![1];
    expect(await sql('select id from session where id = ?', [token])).toEqual([]);
    expect(await sql('select id from session where user_id = (select id from tessera_user where email = ?)', [adminEmail])).not.toEqual([]);
  });

  it('ends the session on the server at sign-out, so a copy of the old cookie signs nobody in', async () => {
    const client = await signedInAdmin();
    const stolen = sameBrowser(client);
    expect((await stolen.rest('GET', '/api/tessera/user')).body.email).toBe(adminEmail);

    const logout = await client.rest('POST', '/api/tessera/auth/logout');

    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ Success: true, Errors: [] });
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expect((await stolen.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });

  it('sign-out without a session still answers Success and hands out a new anonymous session', async () => {
    const client = await gateway.client().start();
    const before = { cookie: client.cookie, csrf: client.csrf };
    const reply = await client.rest('POST', '/api/tessera/auth/logout');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });
    expect(client.cookie).not.toBe(before.cookie);
    expect(client.csrf).not.toBe(before.csrf);
  });

  it('ignores a malformed or made-up session cookie', async () => {
    for (const value of ['garbage', 'a'.repeat(43), `${'a'.repeat(43)}; tessera_session=b`, '%00%ff']) {
      const client = gateway.client();
      client.cookie = `tessera_session=${value}`;
      const reply = await client.rest('GET', '/api/tessera/user');
      expect({ value, status: reply.status, ID: reply.body.ID }).toEqual({ value, status: 200, ID: 0 });
    }
  });

  it('never signs in on a session id planted before sign-in', async () => {
    const planted = `tessera_session=${'p'.repeat(43)}`;
    const victim = gateway.client();
    victim.cookie = planted;
    await victim.start();
    expect(victim.cookie).toBe(planted);

    expect((await victim.rest('POST', '/api/tessera/auth/login', { email: adminEmail, password: adminPassword })).status).toBe(200);

    expect(victim.cookie).not.toBe(planted);
    expect((await victim.rest('GET', '/api/tessera/user')).body.email).toBe(adminEmail);
    const attacker = gateway.client();
    attacker.cookie = planted;
    expect((await attacker.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });

  it('keeps a session across a gateway restart on the same database, CSRF token included', async () => {
    const client = await signedInAdmin();
    const id = (await client.rest('GET', '/api/tessera/user')).body.ID;

    await gateway.stop();
    gateway = await startTestGateway({}, { reset: false });
    const after = sameBrowser(client);

    const session = await after.rest('GET', '/api/tessera/user');
    expect(session.status).toBe(200);
    expect(session.body.ID).toBe(id);
    expect(after.csrf).toBe(client.csrf);
    const refresh = await after.rest('POST', '/api/tessera/auth/refresh-session');
    expect(refresh.status).toBe(200);
    expect(refresh.body).toEqual({ Success: true, Errors: [] });
  });
});
