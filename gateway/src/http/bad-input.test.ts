import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Bad input on the auth calls, over REST and GraphQL: every refusal is coded, says which
 * property, changes nothing, and never shows a stack trace or database text.
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

const stackTrace = /\bat .+\(.+:\d+:\d+\)/;
const databaseText = /select |insert |relation |syntax error at/i;

/** Status, headers and parsed body of a hand-made request, after checking it leaks nothing. */
async function request(client: TestClient, method: string, path: string, init: { body?: RequestInit['body']; headers?: Record<string, string> } = {}) {
  const response = await client.raw(method, path, init);
  const text = await response.text();
  expect(text).not.toMatch(stackTrace);
  expect(text).not.toMatch(databaseText);
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}

function json(client: TestClient, path: string, body: string, contentType = 'application/json') {
  return request(client, 'POST', path, { body, headers: { 'content-type': contentType } });
}

function sorted(errors: Array<{ code: string; property: string | null }>) {
  return [...errors].sort((a, b) => `${a.code}${a.property}`.localeCompare(`${b.code}${b.property}`));
}

/** What a refused call must not have changed. */
async function snapshot() {
  const [users] = await sql<{ n: string }>('select count(*) as n from tessera_user');
  const [tokens] = await sql<{ n: string }>('select count(*) as n from one_time_token');
  const [throttle] = await sql<{ n: string }>('select count(*) as n from login_throttle');
  const [sessions] = await sql<{ n: string }>('select count(*) as n from session');
  return {
    users: Number(users.n),
    tokens: Number(tokens.n),
    throttle: Number(throttle.n),
    sessions: Number(sessions.n),
    mails: gateway.smtp.received.length,
  };
}

async function expectAdminStillSignedIn() {
  const me = await admin.rest('GET', '/api/tessera/user');
  expect(me.body.email).toBe(adminEmail);
}

/** Each auth payload: its path, the fields it needs, and a type-broken variant. */
const payloads = [
  { name: 'login', path: '/api/tessera/auth/login', required: ['email', 'password'], wrongTypes: { email: 123, password: ['x'] } },
  {
    name: 'register',
    path: '/api/tessera/auth/register',
    required: ['email', 'name', 'role'],
    wrongTypes: { email: 123, name: ['x'], role: { name: 'admin' } },
  },
  { name: 'forgot-password', path: '/api/tessera/auth/forgot-password', required: ['email'], wrongTypes: { email: 123 } },
  {
    name: 'reset-account',
    path: '/api/tessera/auth/reset-account',
    required: ['confirm', 'password', 'token'],
    wrongTypes: { password: ['x'], confirm: {}, token: 7 },
  },
];

describe.each(payloads)('bad input on $name', ({ path, required, wrongTypes }) => {
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeEach(async () => {
    before = await snapshot();
  });

  afterEach(async () => {
    expect(await snapshot()).toEqual(before);
    await expectAdminStillSignedIn();
  });

  it('reports each missing field as V_01 (422)', async () => {
    const reply = await json(admin, path, '{}');
    expect(reply.status).toBe(422);
    expect(reply.body.Success).toBe(false);
    expect(sorted(reply.body.Errors)).toEqual(required.map((property) => ({ property, code: 'V_01' })));
  });

  it('reports a field of the wrong type as V_12 on that field', async () => {
    const reply = await json(admin, path, JSON.stringify(wrongTypes));
    expect(reply.status).toBe(422);
    expect(reply.body.Success).toBe(false);
    expect(sorted(reply.body.Errors)).toEqual(required.map((property) => ({ property, code: 'V_12' })));
  });

  it('refuses a JSON array, null or a string as the body with 400 V_12 on body', async () => {
    for (const body of ['[{"email":"a@example.com"}]', 'null', '"text"', '42']) {
      const reply = await json(admin, path, body);
      expect({ body, status: reply.status, Errors: reply.body.Errors }).toEqual({
        body,
        status: 400,
        Errors: [{ property: 'body', code: 'V_12' }],
      });
    }
  });

  it('refuses malformed JSON with 400 V_12 on body', async () => {
    const reply = await json(admin, path, '{"email": "a@example.com", ');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Success: false, Errors: [{ property: 'body', code: 'V_12' }], Message: 'The body is not valid.' });
  });

  it('refuses a text/plain or form body with 415 V_12 on content-type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const reply = await json(admin, path, 'email=a@example.com&password=x', contentType);
      expect({ contentType, status: reply.status, Errors: reply.body.Errors }).toEqual({
        contentType,
        status: 415,
        Errors: [{ property: 'content-type', code: 'V_12' }],
      });
    }
  });

  it('refuses a body over 1 MB with 413 V_14', async () => {
    const reply = await json(admin, path, JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: 'body', code: 'V_14' }] });
  });
});

describe('bad values', () => {
  it('refuses over-long sign-in values with V_14 before checking anything', async () => {
    const before = await snapshot();
    const reply = await json(admin, '/api/tessera/auth/login', JSON.stringify({ email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(5000) }));
    expect(reply.status).toBe(422);
    expect(sorted(reply.body.Errors)).toEqual([
      { property: 'email', code: 'V_14' },
      { property: 'password', code: 'V_14' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('treats SQL-looking and odd e-mails as plain unknown credentials', async () => {
    const client = await gateway.client().start();
    for (const email of ["' or 1=1 --", 'a@example.com"; drop table session; --', '%', '_@example.com']) {
      const reply = await json(client, '/api/tessera/auth/login', JSON.stringify({ email, password: 'Whatever-1!' }));
      expect({ email, status: reply.status, Errors: reply.body.Errors }).toEqual({ email, status: 401, Errors: [{ property: null, code: 'AUTH_01' }] });
    }
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });

  it('refuses an e-mail with a NUL character as not valid (V_12), not as a server error', async () => {
    const client = await gateway.client().start();
    const rest = await json(client, '/api/tessera/auth/login', JSON.stringify({ email: `${adminEmail}\u0000`, password: 'Whatever-1!' }));
    expect(rest.status).toBe(422);
    expect(rest.body.Errors).toEqual([{ property: 'email', code: 'V_12' }]);

    const graphql = await client.gql('mutation Login($input: LoginInput!) { login(input: $input) { id } }', {
      input: { email: `${adminEmail}\u0000`, password: 'Whatever-1!' },
    });
    expect(graphql.body.errors![0].extensions).toMatchObject({ code: 'V_12', property: 'email' });
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });

  it('treats an over-long or odd reset token as not valid (V_04)', async () => {
    const client = await gateway.client().start();
    for (const token of ['x'.repeat(600), "' or 1=1 --"]) {
      const reply = await json(client, '/api/tessera/auth/reset-account', JSON.stringify({ password: 'G00d-password!', confirm: 'G00d-password!', token }));
      expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status: 422, Errors: [{ property: 'token', code: 'V_04' }] });
    }
  });

  it('refuses text holding a NUL character in any field as malformed (V_12), never a server error', async () => {
    const client = await gateway.client().start();
    const reply = await json(client, '/api/tessera/auth/reset-account', JSON.stringify({ password: 'G00d-password!', confirm: 'G00d-password!', token: '\u0000' }));
    expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status: 422, Errors: [{ property: 'token', code: 'V_12' }] });
    const invite = await admin.rest('POST', '/api/tessera/user', { email: 'nul@example.com', role: 'editor', profile: { name: 'a\u0000b' } });
    expect({ status: invite.status, Errors: invite.body.Errors }).toEqual({ status: 422, Errors: [{ property: 'profile.name', code: 'V_12' }] });
  });

  it('refuses an unsupported charset with 415', async () => {
    const reply = await json(admin, '/api/tessera/auth/forgot-password', '{"email":"a@example.com"}', 'application/json; charset=klingon');
    expect(reply.status).toBe(415);
    expect(reply.body.Errors).toEqual([{ property: 'content-type', code: 'V_12' }]);
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api/tessera path with 404 and a coded body, for reads and writes', async () => {
    const get = await request(admin, 'GET', '/api/tessera/auth/no-such-call');
    const post = await request(admin, 'POST', '/api/tessera/no-such-thing', { body: '{}', headers: { 'content-type': 'application/json' } });
    const other = await request(admin, 'GET', '/api/elsewhere');

    for (const reply of [get, post, other]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ Success: false, Errors: [{ property: 'path', code: 'V_12' }], Message: 'The path is not valid.' });
    }
  });

  it('answers a known path with the wrong method with 404', async () => {
    const reply = await request(admin, 'GET', '/api/tessera/auth/login');
    expect(reply.status).toBe(404);
    expect(reply.body.Errors).toEqual([{ property: 'path', code: 'V_12' }]);
  });
});

describe('bad GraphQL', () => {
  const loginMutation = 'mutation Login($input: LoginInput!) { login(input: $input) { id } }';

  async function gql(client: TestClient, body: string, contentType = 'application/json') {
    return request(client, 'POST', '/graphql', { body, headers: { 'content-type': contentType } });
  }

  it('answers a variable of the wrong type with V_12', async () => {
    const client = await gateway.client().start();
    const reply = await gql(client, JSON.stringify({ query: loginMutation, variables: { input: { email: 123, password: ['x'] } } }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors.length).toBeGreaterThan(0);
    expect(reply.body.errors.every((e: any) => e.extensions.code === 'V_12')).toBe(true);
    expect((await client.gql('query { me { id } }')).body.data.me).toBeNull();
  });

  it('answers a missing variable with V_12', async () => {
    const client = await gateway.client().start();
    const reply = await gql(client, JSON.stringify({ query: loginMutation, variables: {} }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].extensions.code).toBe('V_12');
  });

  it('answers a syntax error with V_12', async () => {
    const reply = await gql(admin, JSON.stringify({ query: 'query { me { id ' }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveLength(1);
    expect(reply.body.errors[0].extensions).toMatchObject({ code: 'V_12', property: null });
  });

  it('answers an unknown field with V_12', async () => {
    const reply = await gql(admin, JSON.stringify({ query: 'query { me { id passwordHash } }' }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].extensions).toMatchObject({ code: 'V_12', property: null });
    expect(reply.body.errors[0].message).toContain('passwordHash');
  });

  it('answers a request without a query with V_12', async () => {
    const reply = await gql(admin, JSON.stringify({ variables: {} }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].extensions.code).toBe('V_12');
  });

  it('answers malformed JSON with 400 V_12 and a body over 1 MB with 413 V_14', async () => {
    const malformed = await gql(admin, '{"query": ');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('V_12');

    const huge = await gql(admin, JSON.stringify({ query: 'query { me { id } }', variables: { padding: 'x'.repeat(1024 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(JSON.stringify(huge.body)).toContain('V_14');
  });

  it('keeps every error extension code in the catalogue', async () => {
    const replies = await Promise.all([
      gql(admin, JSON.stringify({ query: 'mutation { login(input: { email: "a@example.com" }) { id } }' })),
      gql(admin, JSON.stringify({ query: 'query { me { id } } query { me { email } }' })),
      gql(admin, JSON.stringify({ query: 'subscription { me { id } }' })),
      gql(admin, JSON.stringify({ query: 'query { me { id } }', operationName: 'Nope' })),
    ]);
    for (const reply of replies) {
      expect(reply.body.errors.length).toBeGreaterThan(0);
      for (const error of reply.body.errors) expect(error.extensions.code).toBe('V_12');
    }
  });
});

describe('plain HTTP', () => {
  it('GET /healthz answers 200 { status: ok }', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('sends helmet headers and a fresh X-Request-Id on API, GraphQL and error responses', async () => {
    const client = gateway.client();
    const ids = new Set<string>();
    for (const [method, path] of [
      ['GET', '/api/tessera/user'],
      ['GET', '/api/tessera/nowhere'],
      ['GET', '/healthz'],
      ['POST', '/api/tessera/auth/login'],
    ]) {
      const response = await client.raw(method, path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-powered-by')).toBeNull();
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    const graphql = await client.raw('POST', '/graphql', { body: JSON.stringify({ query: '{ me { id } }' }), headers: { 'content-type': 'application/json' } });
    expect(graphql.headers.get('x-content-type-options')).toBe('nosniff');
    ids.add(graphql.headers.get('x-request-id')!);
    expect(ids.size).toBe(5);
  });
});
