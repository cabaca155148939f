import type { OidcSettings } from '@tessera/schema';
import { adminEmail, adminPassword, startOidcProvider, startTestGateway, userPassword, type TestClient, type TestGateway, type TestOidcProvider } from '@tessera/testing';
import { readConfig } from '../../config';

/**
 * Single sign-on with OpenID Connect over HTTP, against a real OpenID provider (oidc-provider in a
 * child process): the first sign-in makes the account just in time with the mapped role, a
 * verified e-mail links an existing account, the role follows the claim. And the attacks: a wrong
 * or missing state, a replayed code, an ID token for another client or already expired, a
 * callback whose `iss` names another provider (mix-up), an unverified e-mail, no role; the
 * browser only ever sees a code. SSO only refuses passwords, except for administrators.
 */

const callbackUri = 'http://tessera.test/api/tessera/auth/oidc/callback';
let provider: TestOidcProvider;
let gateway: TestGateway;

const settings = (issuer: string): OidcSettings => ({
  issuer,
  clientId: 'tessera',
  clientSecret: 'tessera-client-secret',
  name: 'Example ID',
  roleClaim: 'groups',
  roles: [
    { value: 'cms-admins', role: 'admin' },
    { value: 'cms-editors', role: 'editor' },
  ],
  defaultRole: null,
  ssoOnly: false,
});

beforeAll(async () => {
  provider = await startOidcProvider([
    { client_id: 'tessera', client_secret: 'tessera-client-secret', redirect_uris: [callbackUri] },
    { client_id: 'another-app', client_secret: 'another-secret', redirect_uris: [callbackUri] },
  ]);
  gateway = await startTestGateway({ oidc: settings(provider.issuer) });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await provider?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

/** Every refused callback counts against 127.0.0.1 (ten lock it): each test starts with none counted. */
const forgetFailures = () => sql(`delete from login_throttle where email like 'oidc@%'`);

interface Started {
  client: TestClient;
  authorization: URL;
  flowCookie: string;
  setCookie: string;
}

/** The admin's "Sign in with …": the gateway sends the browser to the provider with a flow cookie. */
async function begin(client = gateway.client()): Promise<Started> {
  await client.start();
  const reply = await client.raw('GET', '/api/tessera/auth/oidc');
  expect(reply.status).toBe(302);
  const setCookie = reply.headers.getSetCookie().find((line) => line.startsWith('tessera_oidc='))!;
  return { client, authorization: new URL(reply.headers.get('location')!), flowCookie: setCookie.split(';')[0], setCookie };
}

/** The provider's redirect back, as the browser follows it (with the flow cookie). */
function callback(started: Pick<Started, 'client' | 'flowCookie'>, back: URL): Promise<Response> {
  return started.client.raw('GET', `/api/tessera/auth/oidc/callback${back.search}`, { headers: { cookie: [started.client.cookie, started.flowCookie].filter(Boolean).join('; ') } });
}

async function signInAs(login: string): Promise<{ started: Started; back: URL; reply: Response }> {
  const started = await begin();
  const back = await provider.signIn(started.authorization.href, login);
  const reply = await callback(started, back);
  return { started, back, reply };
}

async function me(client: TestClient): Promise<{ ID: number; Email?: string }> {
  return (await client.rest('GET', '/api/tessera/user')).body;
}

async function roleOf(email: string): Promise<string> {
  const [row] = await sql<{ name: string }>(`select r.name from tessera_user u join role r on r.id = u.role_id where u.email = ?`, [email]);
  return row?.name;
}

const lastFailure = async () => (await sql<{ details: { reason: string } }>(`select details from audit_log where action = 'auth.oidc-failed' order by id desc limit 1`))[0]?.details.reason;

function expectRefused(reply: Response, code: string): void {
  expect(reply.status).toBe(302);
  expect(reply.headers.get('location')).toBe(`/cmsadmin/login?error=${code}`);
}

describe('signing in with single sign-on', () => {
  afterEach(forgetFailures);

  it('tells the sign-in page that single sign-on is on, and its label (REST and GraphQL)', async () => {
    const status = await gateway.client().rest('GET', '/api/tessera/auth/oidc/status');
    expect(status.body).toEqual({ enabled: true, name: 'Example ID', ssoOnly: false });
    const client = gateway.client();
    await client.start();
    expect((await client.gql('query { singleSignOn { enabled name ssoOnly } }')).body.data.singleSignOn).toEqual({ enabled: true, name: 'Example ID', ssoOnly: false });
  });

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge, bound to an HttpOnly cookie', async () => {
    const { authorization, setCookie } = await begin();
    expect(authorization.origin + authorization.pathname).toBe(`${provider.issuer}/auth`);
    const params = authorization.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('tessera');
    expect(params.get('redirect_uri')).toBe(callbackUri);
    expect(params.get('scope')).toBe('openid email profile groups');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(setCookie).toMatch(/; Path=\/api\/tessera\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/);
    // The verifier never leaves the server in the clear: the cookie is sealed.
    expect(setCookie).not.toContain(params.get('state')!);
  });

  it('makes the account just in time with the mapped role, links it to the subject and audits the sign-in', async () => {
    await provider.accounts({ alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice Single', groups: ['staff', 'cms-editors'] } });
    const { started, reply } = await signInAs('alice');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/cmsadmin');
    expect(reply.headers.getSetCookie().some((line) => line.startsWith('tessera_oidc=;'))).toBe(true);
    const user = await me(started.client);
    expect(user.ID).toBeGreaterThan(0);
    const [row] = await sql(`select email, name, active, password_hash from tessera_user where id = ?`, [user.ID]);
    expect(row).toEqual({ email: 'alice@example.com', name: 'Alice Single', active: true, password_hash: null });
    expect(await roleOf('alice@example.com')).toBe('editor');
    expect(await sql(`select issuer, subject from oidc_link where user_id = ?`, [user.ID])).toEqual([{ issuer: provider.issuer, subject: 'alice' }]);
    const audit = await sql(`select action, details from audit_log where subject_id = ? order by id`, [String(user.ID)]);
    expect(audit).toEqual([
      { action: 'user.created', details: { role: 'editor', method: 'oidc' } },
      { action: 'auth.login', details: { method: 'oidc' } },
    ]);
    // The session is a real one: a second sign-in gets the same account, not a new one.
    const again = await signInAs('alice');
    expect((await me(again.started.client)).ID).toBe(user.ID);
  });

  it('gives the role of the claim at every sign-in, the first mapping in order winning', async () => {
    await provider.accounts({ bob: { email: 'bob@example.com', email_verified: true, groups: ['cms-editors'] } });
    await signInAs('bob');
    expect(await roleOf('bob@example.com')).toBe('editor');
    await provider.accounts({ bob: { email: 'bob@example.com', email_verified: true, groups: ['cms-editors', 'cms-admins'] } });
    const { started } = await signInAs('bob');
    expect(await roleOf('bob@example.com')).toBe('admin');
    expect((await started.client.rest('GET', '/api/tessera/user')).body.ID).toBeGreaterThan(0);
    await provider.accounts({ bob: { email: 'bob@example.com', email_verified: true, groups: 'cms-editors' } });
    await signInAs('bob');
    expect(await roleOf('bob@example.com')).toBe('editor');
  });

  it('links an existing account by its verified e-mail, and refuses another subject with the same address later', async () => {
    const existing = await gateway.signedIn('reviewer');
    await provider.accounts({ carol: { email: existing.email, email_verified: true, groups: ['cms-editors'] } });
    const { started, reply } = await signInAs('carol');
    expect(reply.headers.get('location')).toBe('/cmsadmin');
    expect((await me(started.client)).ID).toBe(existing.id);
    expect(await sql(`select subject from oidc_link where user_id = ?`, [existing.id])).toEqual([{ subject: 'carol' }]);
    expect(await roleOf(existing.email)).toBe('editor');

    // The address was given to someone else at the provider: not a way into carol's account.
    await provider.accounts({ 'carol-2': { email: existing.email, email_verified: true, groups: ['cms-admins'] } });
    const other = await signInAs('carol-2');
    expectRefused(other.reply, 'AUTH_21');
    expect(await lastFailure()).toContain('linked to another subject');
    expect((await me(other.started.client)).ID).toBe(0);
  });

  it('keeps the role of the last active user manager, whatever the claim says', async () => {
    expect(await sql(`select u.email from tessera_user u join role r on r.id = u.role_id where u.active and r.name = 'admin'`)).toEqual([{ email: adminEmail }]);
    await provider.accounts({ root: { email: adminEmail, email_verified: true, groups: ['cms-editors'] } });
    const { started } = await signInAs('root');
    expect((await me(started.client)).ID).toBeGreaterThan(0);
    expect(await roleOf(adminEmail)).toBe('admin');
  });

  it('refuses an account that an administrator deactivated (AUTH_24)', async () => {
    await provider.accounts({ dave: { email: 'dave@example.com', email_verified: true, groups: ['cms-editors'] } });
    await signInAs('dave');
    await sql(`update tessera_user set active = false where email = 'dave@example.com'`);
    const { started, reply } = await signInAs('dave');
    expectRefused(reply, 'AUTH_24');
    expect((await me(started.client)).ID).toBe(0);
  });

  it('refuses an e-mail the provider did not verify (AUTH_22), and a person no mapping gives a role (AUTH_23)', async () => {
    await provider.accounts({
      erin: { email: 'erin@example.com', email_verified: false, groups: ['cms-admins'] },
      frank: { email: 'frank@example.com', groups: ['cms-admins'] },
      gina: { email: 'gina@example.com', email_verified: true, groups: ['visitors'] },
    });
    expectRefused((await signInAs('erin')).reply, 'AUTH_22');
    expectRefused((await signInAs('frank')).reply, 'AUTH_22');
    expectRefused((await signInAs('gina')).reply, 'AUTH_23');
    expect(await sql(`select id from tessera_user where email in ('erin@example.com', 'frank@example.com', 'gina@example.com')`)).toEqual([]);
  });
});

describe('attacks on the callback', () => {
  beforeAll(async () => {
    await provider.accounts({ mallory: { email: 'mallory@example.com', email_verified: true, groups: ['cms-admins'] } });
  });

  afterEach(async () => {
    await provider.tamper({});
    await forgetFailures();
  });

  async function refusedWith(reply: Response, started: Started, code = 'AUTH_21'): Promise<string> {
    expectRefused(reply, code);
    expect((await me(started.client)).ID).toBe(0);
    return lastFailure();
  }

  it('refuses a wrong state, and a callback without the flow cookie of the browser that started it', async () => {
    const started = await begin();
    const back = await provider.signIn(started.authorization.href, 'mallory');
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'an-attackers-state');
    expect(await refusedWith(await callback(started, wrong), started)).toBe('state does not match');
    // Login CSRF: the attacker's own code, sent to a victim's browser that never started a sign-in.
    const victim = gateway.client();
    await victim.start();
    expect(await refusedWith(await callback({ client: victim, flowCookie: '' }, back), { ...started, client: victim })).toBe('no live sign-in flow in this browser');
    // A flow cookie not sealed by this installation.
    expect(await refusedWith(await callback({ client: victim, flowCookie: 'tessera_oidc=forged' }, back), { ...started, client: victim })).toBe('no live sign-in flow in this browser');
  });

  it('refuses a replayed code', async () => {
    const { started, back, reply } = await signInAs('mallory');
    expect(reply.headers.get('location')).toBe('/cmsadmin');
    const replay = await begin();
    const again = await callback({ client: replay.client, flowCookie: started.flowCookie }, back);
    expect(await refusedWith(again, replay)).toMatch(/invalid_grant/);
  });

  it('refuses an ID token issued for another client (wrong audience)', async () => {
    await provider.tamper({ audience: 'another-app' });
    const { started, reply } = await signInAs('mallory');
    expect(await refusedWith(reply, started)).toMatch(/"aud"/);
  });

  it('refuses an ID token that had expired when it came', async () => {
    await provider.tamper({ expired: true });
    const { started, reply } = await signInAs('mallory');
    expect(await refusedWith(reply, started)).toMatch(/"exp"/);
  });

  it('refuses a callback whose iss names another provider (mix-up), or that leaves iss out', async () => {
    const started = await begin();
    const back = await provider.signIn(started.authorization.href, 'mallory');
    expect(back.searchParams.get('iss')).toBe(provider.issuer);
    const mixedUp = new URL(back);
    mixedUp.searchParams.set('iss', 'https://attacker.example');
    expect(await refusedWith(await callback(started, mixedUp), started)).toMatch(/unexpected "iss"/);
    const without = new URL(back);
    without.searchParams.delete('iss');
    expect(await refusedWith(await callback(started, without), started)).toMatch(/"iss" \(issuer\) missing/);
  });

  it('bounds what refused callbacks from one address cost: ten are audited, then AUTH_03 writes nothing more', async () => {
    const auditRows = async () => Number((await sql<{ n: string }>(`select count(*) as n from audit_log where action = 'auth.oidc-failed'`))[0].n);
    const before = await auditRows();
    const started = await begin();
    const forged = new URL('http://tessera.test/?code=guess&state=guess');
    for (let n = 0; n < 10; n++) expectRefused(await callback(started, forged), 'AUTH_21');
    expect(await auditRows()).toBe(before + 10);
    for (let n = 0; n < 20; n++) expectRefused(await callback(started, forged), 'AUTH_03');
    expect(await auditRows()).toBe(before + 10);
    // Locked, even a right answer waits: nothing about the flow is looked at.
    const { reply } = await signInAs('mallory');
    expectRefused(reply, 'AUTH_03');
  });

  it("shows the browser a code only, never the provider's error text", async () => {
    const started = await begin();
    const state = started.authorization.searchParams.get('state')!;
    const back = new URL(callbackUri);
    back.search = new URLSearchParams({ error: 'access_denied', error_description: '<script>alert(1)</script> internal detail', state, iss: provider.issuer }).toString();
    const reply = await callback(started, back);
    expect(await refusedWith(reply, started)).toMatch(/access_denied/);
    const body = await reply.text();
    expect(body + reply.headers.get('location')).not.toMatch(/script|internal detail|access_denied/);
  });
});

describe('configuration', () => {
  it('is read from TESSERA_OIDC_* and refused when incomplete or insecure', () => {
    const base = { NODE_ENV: 'test', TESSERA_OIDC_ISSUER: 'https://id.example.com/', TESSERA_OIDC_CLIENT_ID: 'tessera', TESSERA_OIDC_CLIENT_SECRET: 's3cret' };
    expect(readConfig({ ...base, TESSERA_OIDC_ROLES: 'cms-admins=admin, staff=editor', TESSERA_OIDC_SSO_ONLY: 'true' }).oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'tessera',
      clientSecret: 's3cret',
      name: 'single sign-on',
      roleClaim: 'groups',
      roles: [
        { value: 'cms-admins', role: 'admin' },
        { value: 'staff', role: 'editor' },
      ],
      defaultRole: null,
      ssoOnly: true,
    });
    expect(readConfig({ NODE_ENV: 'test' }).oidc).toBeUndefined();
    expect(() => readConfig({ ...base, TESSERA_OIDC_ISSUER: 'http://id.example.com' })).toThrow(/TESSERA_OIDC_ISSUER.*https/);
    expect(() => readConfig({ ...base, TESSERA_OIDC_CLIENT_SECRET: '', TESSERA_OIDC_DEFAULT_ROLE: 'editor' })).toThrow('TESSERA_OIDC_ISSUER (single sign-on) needs TESSERA_OIDC_CLIENT_SECRET');
    expect(() => readConfig(base)).toThrow(/needs TESSERA_OIDC_ROLES or TESSERA_OIDC_DEFAULT_ROLE/);
    expect(() => readConfig({ ...base, TESSERA_OIDC_ROLES: 'admin' })).toThrow(/"admin" is not a claimValue=role pair/);
    expect(() => readConfig({ NODE_ENV: 'test', TESSERA_OIDC_SSO_ONLY: 'true' })).toThrow(/only apply with TESSERA_OIDC_ISSUER/);
    expect(() => readConfig({ ...base, TESSERA_OIDC_CLIENT_SECRET: 'top-secret-value', TESSERA_OIDC_ISSUER: 'ftp://x' })).not.toThrow(/top-secret-value/);
  });
});

describe('SSO only, and a provider that is down', () => {
  let ssoOnly: TestGateway;

  beforeAll(async () => {
    await gateway.stop();
    // Nothing listens at this issuer: the start does not ask it, the first sign-in does.
    ssoOnly = await startTestGateway({ oidc: { ...settings('http://127.0.0.1:9'), ssoOnly: true } });
  }, 120_000);

  afterAll(async () => {
    await ssoOnly?.stop();
  });

  it('refuses password sign-in (AUTH_25) except for administrators, and says so to the sign-in page', async () => {
    expect((await ssoOnly.client().rest('GET', '/api/tessera/auth/oidc/status')).body).toEqual({ enabled: true, name: 'Example ID', ssoOnly: true });
    const email = 'ed@example.com';
    const created = await (await ssoOnly.admin()).rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Ed' }, password: userPassword });
    expect(created.status).toBe(200);
    const refused = await ssoOnly.client().signIn(email, userPassword);
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([{ code: 'AUTH_25', property: null }]);
    // A wrong password is still just wrong: the refusal does not tell which passwords are right.
    expect((await ssoOnly.client().signIn(email, 'Wr0ng-password!')).body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
    const admin = await ssoOnly.client().signIn(adminEmail, adminPassword);
    expect(admin.status).toBe(200);
  });

  it('answers a provider that cannot be reached with AUTH_20 on the sign-in page', async () => {
    const client = ssoOnly.client();
    await client.start();
    const reply = await client.raw('GET', '/api/tessera/auth/oidc');
    expectRefused(reply, 'AUTH_20');
  });

  it('refuses to start when the role mapping names a role that does not exist', async () => {
    await expect(startTestGateway({ oidc: { ...settings('http://127.0.0.1:9'), roles: [{ value: 'x', role: 'superuser' }], defaultRole: 'guest' } }, { reset: false })).rejects.toThrow(
      'TESSERA_OIDC_ROLES and TESSERA_OIDC_DEFAULT_ROLE name roles that do not exist: superuser, guest',
    );
  });
});
