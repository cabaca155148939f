import { startTestGateway, adminEmail, adminPassword, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * CSRF (SPEC §7: every admin call carries X-Requested-With and the CSRF token): REST writes and
 * GraphQL mutations without both are refused with 403 V_04 on `csrf`, and change nothing.
 */

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

async function userCount(): Promise<number> {
  return Number((await sql<{ n: string }>('select count(*) as n from tessera_user'))[0].n);
}

const refused = {
  Success: false,
  Errors: [{ property: 'csrf', code: 'V_04' }],
  Message: 'The token is not valid.',
};

const newUser = { email: 'csrf.victim@example.com', role: 'admin', profile: { name: 'Planted' }, password: 'Pl4nted-admin!' };

/** A JSON request with exactly the given CSRF headers (the client's own are left off). */
async function send(client: TestClient, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const sendCsrf = client.sendCsrf;
  client.sendCsrf = false;
  try {
    const response = await client.raw(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  } finally {
    client.sendCsrf = sendCsrf;
  }
}

describe('CSRF on REST', () => {
  it('hands every API response an X-CSRF-TOKEN, also errors and unknown paths', async () => {
    const client = gateway.client();
    const first = await client.raw('GET', '/api/tessera/user');
    const token = first.headers.get('x-csrf-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.raw('GET', '/api/tessera/no-such-path')).headers.get('x-csrf-token')).toBe(token);
    expect((await client.raw('POST', '/api/tessera/auth/login')).headers.get('x-csrf-token')).toBe(token);
    expect((await client.raw('POST', '/api/tessera/auth/refresh-session')).headers.get('x-csrf-token')).toBe(token);
  });

  it('refuses a write without X-Requested-With and creates no user', async () => {
    const before = await userCount();
    const reply = await send(admin, 'POST', '/api/tessera/user', newUser, { 'x-csrf-token': admin.csrf! });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(refused);
    expect(await userCount()).toBe(before);
  });

  it('refuses a write without the token and creates no user', async () => {
    const before = await userCount();
    const reply = await send(admin, 'POST', '/api/tessera/user', newUser, { 'x-requested-with': 'XMLHttpRequest' });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(refused);
    expect(await userCount()).toBe(before);
  });

  it("refuses another session's token, or a wrong one, and creates no user", async () => {
    const before = await userCount();
    const other = await gateway.client().start();
    // A forgery one character off the real token (never the real token itself).
    const lastChanged = `${admin.csrf!.slice(0, -1)}${admin.csrf!.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [other.csrf!, lastChanged, `${admin.csrf}x`, '']) {
      const reply = await send(admin, 'POST', '/api/tessera/user', newUser, { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token });
      expect({ token, status: reply.status, body: reply.body }).toEqual({ token, status: 403, body: refused });
    }
    expect(await userCount()).toBe(before);
    expect(await sql('select id from tessera_user where email = ?', [newUser.email])).toEqual([]);
  });

  it('refuses PUT and DELETE without the token and leaves the user as it was', async () => {
    const created = await admin.rest('POST', '/api/tessera/user', {
      email: 'csrf.target@example.com',
      role: 'editor',
      profile: { name: 'Target' },
      password: 'T4rget-password!',
    });
    expect(created.status).toBe(200);
    const id = created.body.User.ID;

    const put = await send(admin, 'PUT', `/api/tessera/user/${id}`, { email: 'csrf.changed@example.com', role: 'admin', profile: { name: 'Changed' } }, {});
    const del = await send(admin, 'DELETE', `/api/tessera/user/${id}`, undefined, { 'x-requested-with': 'XMLHttpRequest' });

    expect(put.status).toBe(403);
    expect(put.body).toEqual(refused);
    expect(del.status).toBe(403);
    expect(del.body).toEqual(refused);
    const after = await admin.rest('GET', `/api/tessera/user/${id}`);
    expect(after.body).toMatchObject({ ID: id, email: 'csrf.target@example.com', name: 'Target', role: { name: 'editor' } });
  });

  it('refuses a sign-in without CSRF headers: no session, no audit entry, no counted failure', async () => {
    const client = await gateway.client().start();
    const auditBefore = await sql('select id from audit_log');

    const reply = await send(client, 'POST', '/api/tessera/auth/login', { email: adminEmail, password: adminPassword }, {});

    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(refused);
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expect(await sql('select id from audit_log')).toEqual(auditBefore);
    expect(await sql('select * from login_throttle')).toEqual([]);
  });

  it('refuses sign-out without CSRF headers: the session stays', async () => {
    const client = await gateway.admin();
    const reply = await send(client, 'POST', '/api/tessera/auth/logout', undefined, {});
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(refused);
    expect((await client.rest('GET', '/api/tessera/user')).body.email).toBe(adminEmail);
  });

  it('rotates the token on sign-in and sign-out, and refuses the earlier tokens afterwards', async () => {
    const client = await gateway.client().start();
    const anonymousToken = client.csrf!;

    expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
    const signedInToken = client.csrf!;
    expect(signedInToken).not.toBe(anonymousToken);
    const stale = await send(client, 'POST', '/api/tessera/auth/refresh-session', undefined, {
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': anonymousToken,
    });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual(refused);
    expect((await client.rest('POST', '/api/tessera/auth/refresh-session')).status).toBe(200);

    expect((await client.rest('POST', '/api/tessera/auth/logout')).status).toBe(200);
    const signedOutToken = client.csrf!;
    expect(signedOutToken).not.toBe(signedInToken);
    expect(signedOutToken).not.toBe(anonymousToken);
    const staleLogin = await send(
      client,
      'POST',
      '/api/tessera/auth/login',
      { email: adminEmail, password: adminPassword },
      {
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': signedInToken,
      },
    );
    expect(staleLogin.status).toBe(403);
    expect(staleLogin.body).toEqual(refused);
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });

  it('answers the session fetch (POST auth/user) without CSRF headers, as GET user: the user and the token, nothing changed', async () => {
    const signedIn = await gateway.admin();
    // After a reload the client has its cookie but no token yet: the session fetch gives it one.
    const reloaded = gateway.client();
    reloaded.cookie = signedIn.cookie;
    const sessionsBefore = await sql('select id, user_id from session order by id');
    const auditBefore = await sql('select id from audit_log');

    const fetched = await send(reloaded, 'POST', '/api/tessera/auth/user', undefined, {});
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ ID: expect.any(Number), email: adminEmail });
    expect(fetched.headers.get('x-csrf-token')).toBe(signedIn.csrf);
    expect(fetched.headers.get('set-cookie')).toBeNull();
    const read = await send(reloaded, 'GET', '/api/tessera/user', undefined, {});
    expect(fetched.body).toEqual(read.body);
    expect(await sql('select id, user_id from session order by id')).toEqual(sessionsBefore);
    expect(await sql('select id from audit_log')).toEqual(auditBefore);

    // The token it handed out is the session's: the next write passes with it.
    reloaded.csrf = fetched.headers.get('x-csrf-token');
    expect((await reloaded.rest('POST', '/api/tessera/auth/refresh-session')).status).toBe(200);
  });

  it('answers a cross-site session fetch no more than GET user: no CORS grant, and a form body is refused before it is read', async () => {
    const client = await gateway.admin();
    for (const method of ['POST', 'GET']) {
      const reply = await send(client, method, method === 'POST' ? '/api/tessera/auth/user' : '/api/tessera/user', undefined, { origin: 'https://elsewhere.example' });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
    }
    client.sendCsrf = false;
    const form = await client.raw('POST', '/api/tessera/auth/user', { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' } });
    expect(form.status).toBe(415);
  });

  it('keeps the CSRF proof on every other POST of auth (logout, refresh-session, login)', async () => {
    const client = await gateway.admin();
    for (const path of ['/api/tessera/auth/refresh-session', '/api/tessera/auth/logout', '/api/tessera/auth/login']) {
      const reply = await send(client, 'POST', path, path.endsWith('login') ? { email: adminEmail, password: adminPassword } : undefined, {});
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 403, body: refused });
    }
    expect((await client.rest('GET', '/api/tessera/user')).body.email).toBe(adminEmail);
  });

  it('needs no CSRF headers for GET requests', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const user = await client.rest('GET', '/api/tessera/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(adminEmail);
    const audit = await client.rest('GET', '/api/tessera/audit-log?action=auth.');
    expect(audit.status).toBe(200);
    expect(audit.body.items.length).toBeGreaterThan(0);
  });
});

describe('CSRF on GraphQL', () => {
  const loginMutation = 'mutation Login($input: LoginInput!) { login(input: $input) { id email } }';

  it('refuses a mutation without CSRF headers with 403 and extensions.code V_04, and does not run it', async () => {
    const client = await gateway.client().start();
    client.sendCsrf = false;

    const reply = await client.gql(loginMutation, { input: { email: adminEmail, password: adminPassword } });

    expect(reply.status).toBe(403);
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errors).toHaveLength(1);
    expect(reply.body.errors![0]).toMatchObject({ message: 'The token is not valid.', extensions: { code: 'V_04', property: 'csrf' } });
    client.sendCsrf = true;
    expect((await client.gql('query { me { id } }')).body).toEqual({ data: { me: null } });
  });

  it("refuses a mutation with another session's token and creates nothing", async () => {
    const before = await userCount();
    const other = await gateway.client().start();
    const reply = await send(
      admin,
      'POST',
      '/graphql',
      {
        query: 'mutation Add($input: CreateUserInput!) { createUser(input: $input) { id } }',
        variables: { input: newUser },
      },
      { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': other.csrf! },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0].extensions).toMatchObject({ code: 'V_04', property: 'csrf' });
    expect(await userCount()).toBe(before);
  });

  it('answers a query without CSRF headers', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const reply = await client.gql('query { me { email } }');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { me: { email: adminEmail } } });
  });

  it('accepts a mutation with the CSRF headers', async () => {
    const client = await gateway.client().start();
    const reply = await client.gql(loginMutation, { input: { email: adminEmail, password: adminPassword } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.login.email).toBe(adminEmail);
  });
});
