import { createHash } from 'node:crypto';
import { captureLogLines, startTestGateway, type LogLine, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * API tokens over HTTP: made and listed by a person with manage-api-tokens, used with
 * `Authorization: Bearer` on REST and GraphQL without cookie or CSRF, never beyond their
 * permissions or their creator's, refused when unknown, expired, revoked (on every gateway), in
 * the address, guessed in a row or called too often; audit entries name them.
 */

let gateway: TestGateway;
let admin: TestClient;
const logLines: LogLine[] = [];

beforeAll(async () => {
  captureLogLines(logLines);
  gateway = await startTestGateway({ logLevel: 'info' });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
  jest.restoreAllMocks();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

async function makeToken(client: TestClient, permissions: string[], extra: Record<string, unknown> = {}): Promise<{ id: number; token: string }> {
  const reply = await client.rest('POST', '/api/tessera/api-tokens', { name: `token ${permissions.join(' ')}`, permissions, ...extra });
  expect(reply.status).toBe(200);
  return { id: reply.body.id, token: reply.body.token };
}

/** A call with the token only: no cookie, no CSRF header. */
async function withToken(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(gateway.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const graphql = (token: string, query: string, variables?: Record<string, unknown>) => withToken(token, 'POST', '/graphql', { query, variables });
const codesOf = (body: { errors?: { extensions?: { code?: string } }[] }) => (body.errors ?? []).map((error) => error.extensions?.code);
const refusedToken = { Success: false, Errors: [{ property: 'authorization', code: 'AUTH_04' }], Message: 'This API token is not valid, has expired or was revoked.' };

describe('making and listing tokens', () => {
  it('answers a tsr_ token once, stores only its SHA-256 and lists it without the token', async () => {
    const { id, token } = await makeToken(admin, ['manage-tags'], { name: 'Build pipeline' });

    expect(token).toMatch(/^tsr_[A-Za-z0-9_-]{43}$/);
    const [row] = await sql('select * from api_token where id = ?', [id]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await sql('select * from api_token'))).not.toContain(token.slice(4));

    const list = await admin.rest('GET', '/api/tessera/api-tokens');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token.slice(4, -4));
    expect(list.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      name: 'Build pipeline',
      hint: token.slice(-4),
      permissions: ['manage-tags'],
      createdBy: { email: 'admin@example.com' },
      expiresAt: null,
      lastUsedAt: null,
    });

    await withToken(token, 'GET', '/api/tessera/tags/fetch');
    const used = await admin.rest('GET', '/api/tessera/api-tokens');
    expect(used.body.items.find((item: { id: number }) => item.id === id).lastUsedAt).not.toBeNull();
  });

  it('makes tokens over GraphQL too, and records who made one', async () => {
    const reply = await admin.gql('mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { id token apiToken { name permissions } } }', {
      input: { name: 'Importer', permissions: ['create-page', 'create-page'], expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.createApiToken).toMatchObject({ token: expect.stringMatching(/^tsr_/), apiToken: { name: 'Importer', permissions: ['create-page'] } });
    const [entry] = await sql("select * from audit_log where action = 'api-token.created' and subject_id = ?", [String(reply.body.data.createApiToken.id)]);
    expect(entry).toMatchObject({ actor_email: 'admin@example.com', token_id: null });
  });

  it.each([
    [{ name: '', permissions: ['manage-tags'] }, 'V_01', 'name'],
    [{ name: 'x'.repeat(101), permissions: ['manage-tags'] }, 'V_14', 'name'],
    [{ name: 'n', permissions: [] }, 'V_01', 'permissions'],
    [{ name: 'n', permissions: ['be-root'] }, 'V_12', 'permissions.0'],
    [{ name: 'n', permissions: 'manage-tags' }, 'V_12', 'permissions'],
    [{ name: 'n', permissions: ['manage-tags'], expiresAt: 'tomorrow' }, 'V_12', 'expiresAt'],
    [{ name: 'n', permissions: ['manage-tags'], expiresAt: '2020-01-01T00:00:00Z' }, 'V_12', 'expiresAt'],
    [{ name: 'n', permissions: ['manage-tags'], expiresAt: '2099-01-01T00:00:00Z' }, 'V_12', 'expiresAt'],
    [{ name: 'n', permissions: ['manage-tags'], tokenHash: 'mine' }, 'V_12', undefined],
  ])('refuses %j with %s and makes nothing', async (body, code, property) => {
    const before = await sql('select count(*)::int as n from api_token');
    const reply = await admin.rest('POST', '/api/tessera/api-tokens', body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.body.Errors[0]).toMatchObject({ code, ...(property ? { property } : {}) });
    expect(await sql('select count(*)::int as n from api_token')).toEqual(before);
  });

  it('gives a token only permissions its maker holds, and needs manage-api-tokens to make one', async () => {
    await sql(`insert into role (name, permissions, created_at) values ('token-maker', '[{"name":"manage-api-tokens"},{"name":"manage-tags"}]', now())`);
    const maker = await gateway.signedIn('token-maker');
    const refused = await maker.client.rest('POST', '/api/tessera/api-tokens', { name: 'more', permissions: ['manage-tags', 'manage-users'] });
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([{ code: 'UM_01', property: 'permissions' }]);
    await makeToken(maker.client, ['manage-tags']);

    const editor = await gateway.signedIn('editor');
    const notAllowed = await editor.client.rest('POST', '/api/tessera/api-tokens', { name: 'mine', permissions: ['create-page'] });
    expect(notAllowed.status).toBe(403);
    expect((await editor.client.rest('GET', '/api/tessera/api-tokens')).status).toBe(403);
  });
});

describe('calling with a token', () => {
  let tags: string;
  let pages: string;

  beforeAll(async () => {
    tags = (await makeToken(admin, ['manage-tags'])).token;
    pages = (await makeToken(admin, ['create-page'])).token;
  });

  it('works on REST and GraphQL writes without cookie or CSRF header, and sets no cookie', async () => {
    const rest = await withToken(tags, 'POST', '/api/tessera/tags', { name: 'from-a-pipeline' });
    expect(rest.status).toBe(200);
    expect(rest.body.Tag.name).toBe('from-a-pipeline');
    expect(rest.headers.get('set-cookie')).toBeNull();

    const mutation = await graphql(tags, 'mutation { createTag(name: "from-graphql") { id name } }');
    expect(mutation.body.errors).toBeUndefined();
    expect(mutation.body.data.createTag.name).toBe('from-graphql');
    expect(mutation.headers.get('set-cookie')).toBeNull();
  });

  it('refuses what the token does not hold with UM_01 (403), also through aliases and batches', async () => {
    const users = await withToken(tags, 'GET', '/api/tessera/user/list');
    expect(users.status).toBe(403);
    expect(users.body.Errors[0].code).toBe('UM_01');

    // The root fields are non-null, so one refusal empties `data`: nothing of another route leaks.
    for (const other of ['users { totalItems }', 'webhooks { id }', 'apiTokens { id }', 'auditLog { hasMore }']) {
      const aliased = await graphql(tags, `{ a: tags(term: "from") { name } b: ${other} }`);
      expect(new Set(codesOf(aliased.body))).toEqual(new Set(['UM_01']));
      expect(aliased.body.data ?? null).toBeNull();
    }
    const allowed = await graphql(tags, '{ a: tags(term: "from") { name } b: tags(term: "graphql") { name } }');
    expect(allowed.body.data.a.length).toBeGreaterThan(0);

    const batch = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tags}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ tags(term: "from") { name } }' }, { query: '{ users { totalItems } }' }]),
    });
    const text = await batch.text();
    expect(text).not.toContain('totalItems":');
    expect(batch.status).toBe(400);
  });

  it("lets a token reach the page editor's calls only with create-page", async () => {
    expect((await withToken(pages, 'GET', '/api/tessera/page/list?pageIndex=0&pageSize=5')).status).not.toBe(403);
    const withTags = await graphql(tags, '{ pages { totalItems } }');
    expect(codesOf(withTags.body)).toEqual(['UM_01']);
    const withPages = await graphql(pages, '{ pages { totalItems } }');
    expect(withPages.body.errors).toBeUndefined();
  });

  it("never reaches its creator's own account, sessions or tokens", async () => {
    const [me] = await sql("select id from tessera_user where email = 'admin@example.com'");
    const all = (await makeToken(admin, ['manage-users', 'manage-api-tokens', 'create-page'])).token;
    const password = await withToken(all, 'PUT', `/api/tessera/user/${me.id}/password`, { currentPassword: 'x', password: 'N3w-password!', confirm: 'N3w-password!' });
    expect(password.status).toBe(403);
    const another = await withToken(all, 'POST', '/api/tessera/api-tokens', { name: 'child', permissions: ['create-page'] });
    expect(another.status).toBe(403);
    expect(another.body.Errors[0].code).toBe('UM_01');
    const signIn = await withToken(all, 'POST', '/api/tessera/auth/login', { email: 'admin@example.com', password: 'Adm1n-password!' });
    expect(signIn.headers.get('set-cookie')).toBeNull();
    expect(signIn.status).toBe(403);
    // Refused before the password was looked at: no sign-in is recorded.
    expect(await sql("select count(*)::int as n from audit_log where action = 'auth.login' and token_id is not null")).toEqual([{ n: 0 }]);
    expect((await withToken(all, 'POST', '/api/tessera/auth/two-factor', { challenge: 'x', code: '123456' })).status).toBe(403);
  });

  it('names the token in the audit entries of what it did', async () => {
    await withToken(tags, 'POST', '/api/tessera/tags', { name: 'audited' });
    const log = await admin.gql('{ auditLog(query: { action: "tag." }) { items { action actorEmail tokenId tokenName details } } }');
    const entry = log.body.data.auditLog.items.find((item: { details: { name?: string } | null }) => item.details?.name === 'audited');
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', tokenName: 'token manage-tags', tokenId: expect.any(Number) });
  });

  it('leaves other Authorization schemes (a proxy in front) to the session, and refuses a Bearer that is not a token', async () => {
    const basic = await admin.raw('GET', '/api/tessera/user', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(200);
    expect((await basic.json()).email).toBe('admin@example.com');

    for (const header of ['Bearer', 'Bearer not-a-token', `Bearer tsr_${'A'.repeat(43)}`, `Bearer ${tags} extra`]) {
      const reply = await withToken('', 'GET', '/api/tessera/tags/fetch', undefined, { authorization: header });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(refusedToken);
      expect(reply.headers.get('www-authenticate')).toContain('Bearer');
    }
    await sql("delete from login_throttle where email like 'api-token@%'");
  });

  it('refuses a token in the address, and keeps it out of the access log', async () => {
    for (const path of [
      `/graphql?query=%7Btags(term%3A%22a%22)%7Bname%7D%7D&access_token=${tags}`,
      `/api/tessera/tags/fetch?token=${encodeURIComponent(tags)}`,
      '/api/tessera/tags/fetch?access_token=x',
    ]) {
      const response = await fetch(gateway.url + path);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(JSON.stringify(body)).toContain('AUTH_05');
    }
  });
});

describe('a token that stops working', () => {
  it('is refused once expired, with AUTH_04 and no detail', async () => {
    const { id, token } = await makeToken(admin, ['manage-tags']);
    expect((await withToken(token, 'GET', '/api/tessera/tags/fetch')).status).toBe(200);
    await sql("update api_token set expires_at = now() - interval '1 second' where id = ?", [id]);
    const reply = await withToken(token, 'GET', '/api/tessera/tags/fetch');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(refusedToken);
    const viaGraphql = await graphql(token, '{ tags(term: "a") { name } }');
    expect(viaGraphql.status).toBe(401);
    expect(codesOf(viaGraphql.body)).toEqual(['AUTH_04']);
    await sql("delete from login_throttle where email like 'api-token@%'");
  });

  it('loses what its creator loses, stops while its creator is deactivated, and goes with its creator', async () => {
    await sql(`insert into role (name, permissions, created_at) values ('hook-keeper', '[{"name":"manage-api-tokens"},{"name":"manage-webhooks"},{"name":"manage-tags"}]', now())`);
    const keeper = await gateway.signedIn('hook-keeper');
    const { token } = await makeToken(keeper.client, ['manage-webhooks', 'manage-tags']);
    expect((await graphql(token, '{ webhooks { id } }')).body.errors).toBeUndefined();

    await sql("update tessera_user set role_id = (select id from role where name = 'editor') where id = ?", [keeper.id]);
    expect(codesOf((await graphql(token, '{ webhooks { id } }')).body)).toEqual(['UM_01']);
    expect((await graphql(token, '{ tags(term: "a") { name } }')).body.errors).toBeUndefined();

    await sql('update tessera_user set active = false where id = ?', [keeper.id]);
    expect((await withToken(token, 'GET', '/api/tessera/tags/fetch')).status).toBe(401);
    await sql('update tessera_user set active = true where id = ?', [keeper.id]);
    expect((await withToken(token, 'GET', '/api/tessera/tags/fetch')).status).toBe(200);

    const deleted = await admin.rest('DELETE', `/api/tessera/user/${keeper.id}`);
    expect(deleted.status).toBe(200);
    expect((await withToken(token, 'GET', '/api/tessera/tags/fetch')).status).toBe(401);
    await sql("delete from login_throttle where email like 'api-token@%'");
  });

  it('is refused at once on every gateway when revoked', async () => {
    const { id, token } = await makeToken(admin, ['manage-tags']);
    const second = await startTestGateway({ storage: gateway.storage }, { reset: false });
    try {
      const onSecond = () => fetch(`${second.url}/api/tessera/tags/fetch`, { headers: { authorization: `Bearer ${token}` } });
      expect((await onSecond()).status).toBe(200);
      const revoked = await admin.rest('DELETE', `/api/tessera/api-tokens/${id}`);
      expect(revoked.body).toMatchObject({ Success: true });
      expect((await onSecond()).status).toBe(401);
      expect((await withToken(token, 'GET', '/api/tessera/tags/fetch')).status).toBe(401);
      const [entry] = await sql("select * from audit_log where action = 'api-token.revoked' and subject_id = ?", [String(id)]);
      expect(entry.actor_email).toBe('admin@example.com');
      expect((await admin.rest('DELETE', `/api/tessera/api-tokens/${id}`)).status).toBe(404);
    } finally {
      await second.stop();
      await sql("delete from login_throttle where email like 'api-token@%'");
    }
  });
});

describe('limits', () => {
  it('counts calls per token per minute: over the limit is AUTH_06 with Retry-After, other tokens go on', async () => {
    const busy = await makeToken(admin, ['manage-tags']);
    const calm = await makeToken(admin, ['manage-tags']);
    await sql('update api_token set window_calls = 600, window_started_at = now() where id = ?', [busy.id]);
    const reply = await withToken(busy.token, 'GET', '/api/tessera/tags/fetch');
    expect(reply.status).toBe(429);
    expect(reply.body.Errors[0].code).toBe('AUTH_06');
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(reply.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await withToken(calm.token, 'GET', '/api/tessera/tags/fetch')).status).toBe(200);

    await sql("update api_token set window_started_at = now() - interval '61 seconds' where id = ?", [busy.id]);
    expect((await withToken(busy.token, 'GET', '/api/tessera/tags/fetch')).status).toBe(200);
  });

  it('throttles guessing: after 10 unknown tokens from an address, even a good one is AUTH_03 for 10 minutes', async () => {
    const good = await makeToken(admin, ['manage-tags']);
    for (let guess = 0; guess < 10; guess++) {
      const reply = await withToken(`tsr_${String(guess).padStart(43, 'x')}`, 'GET', '/api/tessera/tags/fetch');
      expect(reply.status).toBe(401);
    }
    const locked = await withToken(good.token, 'GET', '/api/tessera/tags/fetch');
    expect(locked.status).toBe(429);
    expect(locked.body.Errors[0].code).toBe('AUTH_03');
    expect(locked.headers.get('retry-after')).toBe('600');
    // A person's session from the same address is not a token guess: it goes on.
    expect((await admin.rest('GET', '/api/tessera/tags/fetch')).status).toBe(200);
    await sql("delete from login_throttle where email like 'api-token@%'");
    expect((await withToken(good.token, 'GET', '/api/tessera/tags/fetch')).status).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a token: the Authorization header is redacted and a token in the address is cut off', () => {
    expect(logLines.length).toBeGreaterThan(50);
    const leaks = logLines.map((line) => JSON.stringify(line)).filter((line) => /tsr_[A-Za-z0-9_-]{20,}/.test(line));
    expect(leaks.map((line) => line.slice(0, 600))).toEqual([]);
    expect(JSON.stringify(logLines)).toContain('"authorization":"[redacted]"');
  });
});
