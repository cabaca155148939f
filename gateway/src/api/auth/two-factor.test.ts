import { generate } from 'otplib';
import { startTestGateway, userPassword, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Two-factor sign-in over HTTP: setting up an authenticator app (QR code, first code, ten
 * recovery codes shown once), signing in in two steps, a code never taken twice (also within its
 * window), recovery codes used up, wrong codes throttled like passwords (AUTH_03), turning it off
 * with the password, a user manager's reset, and the roles that must use it (AUTH_09: set up
 * during the sign-in).
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
const now = () => Math.floor(Date.now() / 1000);
/** The code of the step `offset` steps from now (the window takes one step either way). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset * 30 });

async function signedInUser(role = 'editor') {
  return gateway.signedIn(role);
}

/** Sets up and turns on a factor for a signed-in client; answers its secret and recovery codes. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.rest('POST', '/api/tessera/auth/two-factor/setup', {});
  expect(setup.status).toBe(200);
  const confirmed = await client.rest('POST', '/api/tessera/auth/two-factor/confirm', { code: await codeAt(setup.body.secret) });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

async function passwordStep(email: string) {
  const client = gateway.client();
  const reply = await client.signIn(email, userPassword);
  return { client, reply };
}

async function me(client: TestClient): Promise<number> {
  return (await client.rest('GET', '/api/tessera/user')).body.ID;
}

describe('setting up an authenticator app', () => {
  it('answers a secret, its otpauth address and a QR code, and turns on only with a right first code', async () => {
    const { client, email } = await signedInUser();
    const setup = await client.rest('POST', '/api/tessera/auth/two-factor/setup', {});
    expect(setup.body).toMatchObject({ Success: true, secret: expect.stringMatching(/^[A-Z2-7]{16,}$/) });
    expect(setup.body.otpauthUrl).toContain(`otpauth://totp/`);
    expect(decodeURIComponent(setup.body.otpauthUrl)).toContain(email);
    expect(setup.body.otpauthUrl).toContain('issuer=Tessera');
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await client.rest('GET', '/api/tessera/auth/two-factor')).body).toMatchObject({ enabled: false });

    const wrong = await client.rest('POST', '/api/tessera/auth/two-factor/confirm', { code: '000000' === (await codeAt(setup.body.secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.Errors[0]).toEqual({ code: 'AUTH_08', property: 'code' });

    const confirmed = await client.rest('POST', '/api/tessera/auth/two-factor/confirm', { code: await codeAt(setup.body.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.rest('GET', '/api/tessera/auth/two-factor')).body).toMatchObject({ enabled: true, requiredByRole: false, recoveryCodesLeft: 10 });

    const [stored] = await sql('select t.* from two_factor t join tessera_user u on u.id = t.user_id where u.email = ?', [email]);
    expect(JSON.stringify(stored.recovery_codes)).not.toContain(confirmed.body.recoveryCodes[0].replace('-', ''));
    expect((await client.rest('POST', '/api/tessera/auth/two-factor/setup', {})).body.Errors[0].code).toBe('V_07');
  });

  it('is a person’s own: no session is 401, an API token is 403', async () => {
    const anonymous = await gateway.client().start();
    expect((await anonymous.rest('POST', '/api/tessera/auth/two-factor/setup', {})).status).toBe(401);
    const made = await admin.rest('POST', '/api/tessera/api-tokens', { name: 'no 2fa', permissions: ['manage-users'] });
    const withToken = await fetch(`${gateway.url}/api/tessera/auth/two-factor/setup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${made.body.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withToken.status).toBe(403);
  });
});

describe('signing in with two factors', () => {
  it('asks for a code after the password (AUTH_07, no session yet), then signs in with it', async () => {
    const { client, email, id } = await signedInUser();
    const { secret } = await enrol(client);

    const { client: next, reply } = await passwordStep(email);
    expect(reply.status).toBe(401);
    expect(reply.body.Errors[0].code).toBe('AUTH_07');
    const challenge = reply.body.Details.challenge as string;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await me(next)).toBe(0);

    const second = await next.rest('POST', '/api/tessera/auth/two-factor', { challenge, code: await codeAt(secret, 1) });
    expect(second.status).toBe(200);
    expect(second.body.User.ID).toBe(id);
    expect(await me(next)).toBe(id);
    // The challenge is used up.
    const again = await gateway.client().start();
    expect((await again.rest('POST', '/api/tessera/auth/two-factor', { challenge, code: await codeAt(secret, 1) })).body.Errors[0]).toEqual({ code: 'V_05', property: 'challenge' });
  });

  it('never takes a code twice, also within its window, nor an older one', async () => {
    const { client, email } = await signedInUser();
    const { secret } = await enrol(client);
    const first = await passwordStep(email);
    const code = await codeAt(secret, 1);
    expect((await first.client.rest('POST', '/api/tessera/auth/two-factor', { challenge: first.reply.body.Details.challenge, code })).status).toBe(200);

    const replay = await passwordStep(email);
    const replayed = await replay.client.rest('POST', '/api/tessera/auth/two-factor', { challenge: replay.reply.body.Details.challenge, code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.Errors[0].code).toBe('AUTH_08');
    const older = await replay.client.rest('POST', '/api/tessera/auth/two-factor', { challenge: replay.reply.body.Details.challenge, code: await codeAt(secret, 0) });
    expect(older.body.Errors[0].code).toBe('AUTH_08');
    expect(await me(replay.client)).toBe(0);
  });

  it('takes each recovery code once', async () => {
    const { client, email, id } = await signedInUser();
    const { recoveryCodes } = await enrol(client);
    const first = await passwordStep(email);
    const used = await first.client.rest('POST', '/api/tessera/auth/two-factor', { challenge: first.reply.body.Details.challenge, code: ` ${recoveryCodes[3].toUpperCase()} ` });
    expect(used.status).toBe(200);
    expect(await me(first.client)).toBe(id);
    expect((await first.client.rest('GET', '/api/tessera/auth/two-factor')).body.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(email);
    const reused = await second.client.rest('POST', '/api/tessera/auth/two-factor', { challenge: second.reply.body.Details.challenge, code: recoveryCodes[3] });
    expect(reused.body.Errors[0].code).toBe('AUTH_08');
  });

  it('throttles codes like passwords: five wrong ones lock the account’s codes for 10 minutes (AUTH_03)', async () => {
    const { client, email } = await signedInUser();
    const { secret } = await enrol(client);
    const { client: next, reply } = await passwordStep(email);
    const challenge = reply.body.Details.challenge;
    const right = await codeAt(secret, 1);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await next.rest('POST', '/api/tessera/auth/two-factor', { challenge, code: wrongCode })).body.Errors[0].code).toBe('AUTH_08');
    }
    const locked = await next.rest('POST', '/api/tessera/auth/two-factor', { challenge, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.Errors[0].code).toBe('AUTH_03');
    expect(await me(next)).toBe(0);
    const failures = await sql("select count(*)::int as n from audit_log where action = 'auth.two-factor-failed' and subject_id = (select id::text from tessera_user where email = ?)", [email]);
    expect(failures[0].n).toBe(5);
  });

  it.each([
    [{ challenge: 'nope', code: '123456' }, 'V_05', 'challenge'],
    [{ challenge: '', code: '123456' }, 'V_01', 'challenge'],
    [{ code: '123456' }, 'V_01', 'challenge'],
    [{ challenge: 'x'.repeat(43) }, 'V_01', 'code'],
    [{ challenge: 'x'.repeat(43), code: '1'.repeat(200) }, 'AUTH_08', 'code'],
  ])('refuses %j with %s', async (body, code, property) => {
    const reply = await gateway
      .client()
      .start()
      .then((client) => client.rest('POST', '/api/tessera/auth/two-factor', body));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.body.Errors[0]).toEqual({ code, property });
  });
});

describe('turning it off and resetting it', () => {
  it('turns off with the password only, and then signs in with the password alone', async () => {
    const { client, email, id } = await signedInUser();
    await enrol(client);
    const wrong = await client.rest('POST', '/api/tessera/auth/two-factor/disable', { password: 'Wr0ng-password!' });
    expect(wrong.body.Errors[0]).toEqual({ code: 'AUTH_02', property: 'password' });
    expect((await client.rest('POST', '/api/tessera/auth/two-factor/disable', { password: userPassword })).status).toBe(200);
    const { client: next, reply } = await passwordStep(email);
    expect(reply.status).toBe(200);
    expect(await me(next)).toBe(id);
  });

  it('renews the recovery codes with a code from the app: the old ones stop working', async () => {
    const { client, email } = await signedInUser();
    const { secret, recoveryCodes } = await enrol(client);
    // A recovery code cannot renew them (it would be used up for nothing): it stays usable.
    expect((await client.rest('POST', '/api/tessera/auth/two-factor/recovery-codes', { code: recoveryCodes[1] })).body.Errors[0].code).toBe('AUTH_08');
    expect((await client.rest('GET', '/api/tessera/auth/two-factor')).body.recoveryCodesLeft).toBe(10);
    const dashed = await codeAt(secret, 1);
    const renewed = await client.rest('POST', '/api/tessera/auth/two-factor/recovery-codes', { code: `${dashed.slice(0, 3)}-${dashed.slice(3)}` });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const { client: next, reply } = await passwordStep(email);
    expect((await next.rest('POST', '/api/tessera/auth/two-factor', { challenge: reply.body.Details.challenge, code: recoveryCodes[0] })).body.Errors[0].code).toBe('AUTH_08');
    expect((await next.rest('POST', '/api/tessera/auth/two-factor', { challenge: reply.body.Details.challenge, code: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });

  it("lets a user manager take someone's factor away, ending their sessions", async () => {
    const { client, email, id } = await signedInUser();
    await enrol(client);
    const editor = await signedInUser();
    expect((await editor.client.rest('DELETE', `/api/tessera/user/${id}/two-factor`)).status).toBe(403);
    const [self] = await sql("select id from tessera_user where email = 'admin@example.com'");
    expect((await admin.rest('DELETE', `/api/tessera/user/${self.id}/two-factor`)).body.Errors[0]).toEqual({ code: 'V_07', property: 'id' });
    const reset = await admin.rest('DELETE', `/api/tessera/user/${id}/two-factor`);
    expect(reset.body).toMatchObject({ Success: true, removed: true });
    expect(await me(client)).toBe(0);
    expect((await passwordStep(email)).reply.status).toBe(200);
    const [entry] = await sql("select * from audit_log where action = 'auth.two-factor-reset' and subject_id = ?", [String(id)]);
    expect(entry.actor_email).toBe('admin@example.com');
  });
});

describe('roles that must sign in with two factors', () => {
  afterAll(async () => {
    await admin.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: [] });
  });

  it('sets up the factor during the sign-in (AUTH_09), then signs in; turning it off is refused', async () => {
    expect((await admin.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: ['reviewer', 'nobody'] })).body.Errors[0]).toEqual({ code: 'V_12', property: 'roles' });
    const reviewer = await signedInUser('reviewer');
    expect((await admin.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: ['reviewer'] })).body).toMatchObject({ Success: true, roles: ['reviewer'] });
    expect((await admin.rest('GET', '/api/tessera/auth/two-factor/policy')).body).toEqual({ roles: ['reviewer'] });

    const { client, reply } = await passwordStep(reviewer.email);
    expect(reply.status).toBe(401);
    expect(reply.body.Errors[0].code).toBe('AUTH_09');
    const challenge = reply.body.Details.challenge;
    // The challenge opens the setup only: no session, nothing else.
    expect(await me(client)).toBe(0);
    expect((await client.rest('POST', '/api/tessera/auth/two-factor', { challenge, code: '123456' })).body.Errors[0].code).toBe('AUTH_08');

    const setup = await client.rest('POST', '/api/tessera/auth/two-factor/setup', { challenge });
    expect(setup.status).toBe(200);
    const confirmed = await client.rest('POST', '/api/tessera/auth/two-factor/confirm', { challenge, code: await codeAt(setup.body.secret, 1) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(confirmed.body.User.ID).toBe(reviewer.id);
    expect(await me(client)).toBe(reviewer.id);

    const off = await client.rest('POST', '/api/tessera/auth/two-factor/disable', { password: userPassword });
    expect(off.body.Errors[0]).toEqual({ code: 'V_07', property: 'twoFactor' });
    expect((await client.rest('GET', '/api/tessera/auth/two-factor')).body).toMatchObject({ enabled: true, requiredByRole: true });

    const next = await passwordStep(reviewer.email);
    expect(next.reply.body.Errors[0].code).toBe('AUTH_07');
  });

  it('keeps the policy for user managers with a session', async () => {
    const editor = await signedInUser();
    expect((await editor.client.rest('GET', '/api/tessera/auth/two-factor/policy')).status).toBe(403);
    expect((await editor.client.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: [] })).status).toBe(403);
  });
});
