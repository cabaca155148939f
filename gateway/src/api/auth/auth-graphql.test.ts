import { startTestGateway, adminEmail, adminPassword, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The GraphQL twins of the auth calls: me, login, logout, refreshSession, register,
 * forgotPassword, resetAccount. Failures come back as `extensions: { code, property }`.
 */

let gateway: TestGateway;
let admin: TestClient;
const password = 'Gr4phql-user!';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

const userFields = 'id email name jobTitle active role { name permissions { name } }';
const meQuery = `query { me { ${userFields} } }`;
const loginMutation = `mutation Login($input: LoginInput!) { login(input: $input) { ${userFields} } }`;
const registerMutation = `mutation Register($input: RegisterInput!) { register(input: $input) { ${userFields} } }`;
const forgotMutation = 'mutation Forgot($email: String!) { forgotPassword(email: $email) }';
const resetMutation = 'mutation Reset($input: ResetAccountInput!) { resetAccount(input: $input) }';

/** A fresh client that already holds an anonymous session (and so a CSRF token). */
async function anonymous(): Promise<TestClient> {
  return gateway.client().start();
}

function codes(errors: any[] | undefined) {
  return (errors ?? []).map((e) => ({ code: e.extensions?.code, property: e.extensions?.property }));
}

function entries(error: any): Array<{ code: string; property: string | null }> {
  return [...error.extensions.errors].sort((a, b) => `${a.code}${a.property}`.localeCompare(`${b.code}${b.property}`));
}

async function userCount(): Promise<number> {
  return Number((await sql<{ n: string }>('select count(*) as n from tessera_user'))[0].n);
}

describe('GraphQL sign-in', () => {
  it('me is null without a session; login signs in; me and REST then see the user', async () => {
    const client = await anonymous();
    const before = await client.gql(meQuery);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ data: { me: null } });
    const csrfBefore = client.csrf;

    const login = await client.gql(loginMutation, { input: { email: adminEmail.toUpperCase(), password: adminPassword } });

    expect(login.status).toBe(200);
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data.login).toMatchObject({ email: adminEmail, active: true, role: { name: 'admin' } });
    expect(client.csrf).not.toBe(csrfBefore);
    expect((await client.gql(meQuery)).body.data.me).toMatchObject({ id: login.body.data.login.id, email: adminEmail });
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(login.body.data.login.id);
  });

  it('login with a wrong password or an unknown e-mail fails alike with AUTH_01 and signs nobody in', async () => {
    const client = await anonymous();
    const wrong = await client.gql(loginMutation, { input: { email: adminEmail, password: 'Wr0ng-password!' } });
    const unknown = await client.gql(loginMutation, { input: { email: 'nobody@example.com', password: 'Wr0ng-password!' } });

    expect(wrong.body.data).toBeNull();
    expect(codes(wrong.body.errors)).toEqual([{ code: 'AUTH_01', property: null }]);
    expect(wrong.body.errors![0].message).toBe('These credentials do not match our records.');
    expect(unknown.body).toEqual(wrong.body);
    expect((await client.gql(meQuery)).body.data.me).toBeNull();
  });

  it('login reports every missing field as V_01 with its property', async () => {
    const client = await anonymous();
    const reply = await client.gql(loginMutation, { input: { email: ' ', password: '' } });
    expect(reply.body.data).toBeNull();
    expect(entries(reply.body.errors![0])).toEqual([
      { code: 'V_01', property: 'email' },
      { code: 'V_01', property: 'password' },
    ]);
  });

  it('login is locked after 5 failures with AUTH_03, even for the right password', async () => {
    const created = await admin.rest('POST', '/api/tessera/user', {
      email: 'gql.locked@example.com',
      role: 'editor',
      profile: { name: 'Locked' },
      password,
    });
    expect(created.status).toBe(200);
    const client = await anonymous();
    for (let i = 0; i < 5; i++) {
      const reply = await client.gql(loginMutation, { input: { email: 'gql.locked@example.com', password: `Wr0ng-${i}!` } });
      expect(codes(reply.body.errors)).toEqual([{ code: 'AUTH_01', property: null }]);
    }

    const reply = await client.gql(loginMutation, { input: { email: 'gql.locked@example.com', password } });

    expect(codes(reply.body.errors)).toEqual([{ code: 'AUTH_03', property: null }]);
    expect((await client.gql(meQuery)).body.data.me).toBeNull();
  });

  it('refreshSession is true with a session and UM_01 without', async () => {
    const client = await anonymous();
    const refused = await client.gql('mutation { refreshSession }');
    expect(refused.body.data).toBeNull();
    expect(codes(refused.body.errors)).toEqual([{ code: 'UM_01', property: null }]);

    await client.gql(loginMutation, { input: { email: adminEmail, password: adminPassword } });
    const accepted = await client.gql('mutation { refreshSession }');
    expect(accepted.body).toEqual({ data: { refreshSession: true } });
  });

  it('logout ends the session and rotates the CSRF token', async () => {
    const client = await anonymous();
    await client.gql(loginMutation, { input: { email: adminEmail, password: adminPassword } });
    const signedInCsrf = client.csrf;

    const reply = await client.gql('mutation { logout }');

    expect(reply.body).toEqual({ data: { logout: true } });
    expect(client.csrf).not.toBe(signedInCsrf);
    expect((await client.gql(meQuery)).body.data.me).toBeNull();
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });
});

describe('GraphQL invitations and account links', () => {
  it('an administrator registers a user, who is mailed an activation link and can activate with resetAccount', async () => {
    const reply = await admin.gql(registerMutation, {
      input: { name: 'Graph Writer', email: 'Graph.Writer@example.com', role: 'editor', jobTitle: 'Writer' },
    });

    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.register).toMatchObject({ email: 'graph.writer@example.com', name: 'Graph Writer', jobTitle: 'Writer', active: false });
    const mails = await gateway.smtp.mailTo('graph.writer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('http://tessera.test/cmsadmin/activate-account?token=');
    const token = await gateway.smtp.lastToken('graph.writer@example.com');

    const client = await anonymous();
    const activated = await client.gql(resetMutation, { input: { password, confirm: password, token } });
    expect(activated.body).toEqual({ data: { resetAccount: true } });

    const login = await client.gql(loginMutation, { input: { email: 'graph.writer@example.com', password } });
    expect(login.body.data.login).toMatchObject({ email: 'graph.writer@example.com', active: true });

    const again = await client.gql(resetMutation, { input: { password, confirm: password, token } });
    expect(codes(again.body.errors)).toEqual([{ code: 'V_05', property: 'token' }]);
  });

  it('register names the flat fields in its errors and refuses a taken e-mail with V_06', async () => {
    const before = await userCount();
    const invalid = await admin.gql(registerMutation, { input: { name: ' ', email: 'not-an-e-mail', role: 'editor' } });
    expect(invalid.body.data).toBeNull();
    expect(entries(invalid.body.errors![0])).toEqual([
      { code: 'V_01', property: 'name' },
      { code: 'V_02', property: 'email' },
    ]);

    const taken = await admin.gql(registerMutation, { input: { name: 'Twice', email: adminEmail, role: 'editor' } });
    expect(codes(taken.body.errors)).toEqual([{ code: 'V_06', property: 'email' }]);
    expect(await userCount()).toBe(before);
  });

  it('register is refused without a session (UM_01) and creates nothing', async () => {
    const before = await userCount();
    const client = await anonymous();
    const reply = await client.gql(registerMutation, { input: { name: 'Intruder', email: 'gql.intruder@example.com', role: 'admin' } });
    expect(reply.body.data).toBeNull();
    expect(codes(reply.body.errors)).toEqual([{ code: 'UM_01', property: null }]);
    expect(await userCount()).toBe(before);
    expect(await gateway.smtp.mailTo('gql.intruder@example.com', 300)).toHaveLength(0);
  });

  it('forgotPassword answers true for known and unknown e-mails and mails only the known one', async () => {
    const client = await anonymous();
    const unknown = await client.gql(forgotMutation, { email: 'gql.nobody@example.com' });
    const known = await client.gql(forgotMutation, { email: 'graph.writer@example.com' });

    expect(unknown.body).toEqual({ data: { forgotPassword: true } });
    expect(known.body).toEqual({ data: { forgotPassword: true } });
    expect(await gateway.smtp.mailTo('gql.nobody@example.com', 300)).toHaveLength(0);
    // The reset link leaves after the answer (forgot-password answers alike for any address): wait for it.
    const mails = await gateway.smtp.mailTo('graph.writer@example.com', 5000, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('http://tessera.test/cmsadmin/reset-password?token=');

    const invalid = await client.gql(forgotMutation, { email: 'not-an-e-mail' });
    expect(codes(invalid.body.errors)).toEqual([{ code: 'V_02', property: 'email' }]);
  });

  it('resetAccount reports every broken rule, refuses unknown tokens with V_04, and then resets', async () => {
    const token = await gateway.smtp.lastToken('graph.writer@example.com');
    const client = await anonymous();

    const broken = await client.gql(resetMutation, { input: { password: 'short', confirm: 'other', token } });
    expect(broken.body.data).toBeNull();
    expect(broken.body.errors![0].extensions).toMatchObject({ code: expect.stringMatching(/^V_(03|09|10)$/) });
    expect(entries(broken.body.errors![0])).toEqual([
      { code: 'V_03', property: 'confirm' },
      { code: 'V_09', property: 'password' },
      { code: 'V_10', property: 'password' },
    ]);

    const unknown = await client.gql(resetMutation, { input: { password: 'N3w-password!', confirm: 'N3w-password!', token: 'y'.repeat(43) } });
    expect(codes(unknown.body.errors)).toEqual([{ code: 'V_04', property: 'token' }]);

    const reset = await client.gql(resetMutation, { input: { password: 'N3w-password!', confirm: 'N3w-password!', token } });
    expect(reset.body).toEqual({ data: { resetAccount: true } });
    const login = await client.gql(loginMutation, { input: { email: 'graph.writer@example.com', password: 'N3w-password!' } });
    expect(login.body.data.login.email).toBe('graph.writer@example.com');
  });
});
