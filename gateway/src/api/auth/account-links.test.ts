import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Mailed account links over REST: invitation (auth/register) → activation, and forgot-password →
 * reset, both redeemed through auth/reset-account (SPEC §5, §7, §8).
 */

let gateway: TestGateway;
let admin: TestClient;
const goodPassword = 'Activ8-me-now!';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sql = <T = any>(query: string, params: unknown[] = []) => gateway.sql<T>(query, params);

async function userRow(email: string): Promise<{ id: number; active: boolean; password_hash: string | null } | undefined> {
  return (await sql('select id, active, password_hash from tessera_user where email = ?', [email]))[0];
}

async function userCount(): Promise<number> {
  return Number((await sql<{ n: string }>('select count(*) as n from tessera_user'))[0].n);
}

/** The mailed text, with quoted-printable soft line breaks undone. */
function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** Mail to an address within a short wait: for proving that nothing was sent. */
/**
 * The mail an address got from every request so far: read once no forgot-password request is
 * waiting and the outbox has sent all it holds (a request becomes mail in the background), so a
 * loaded machine's slower background work is waited for instead of cut off after a fixed time.
 */
async function mailsSoon(address: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const waiting = await sql(`select (select count(*) from account_link_request) + (select count(*) from mail_outbox where sent_at is null) as n`);
    if (Number(waiting[0].n) === 0) break;
    if (Date.now() > deadline) throw new Error(`background mail work still waiting after 10 s: ${waiting[0].n}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return gateway.smtp.mailTo(address, 0);
}

async function invite(email: string, name = 'Invited User') {
  const reply = await admin.rest('POST', '/api/tessera/auth/register', { name, email, role: 'editor', jobTitle: 'Writer' });
  expect(reply.status).toBe(200);
  return reply;
}

async function resetAccount(body: unknown, client: TestClient = gateway.client()) {
  if (!client.csrf) await client.start();
  return client.rest('POST', '/api/tessera/auth/reset-account', body);
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await gateway.client().signIn(email, password)).status;
}

function errorsOf(body: any): Array<{ code: string; property: string | null }> {
  return [...body.Errors].sort((a, b) => `${a.code}${a.property}`.localeCompare(`${b.code}${b.property}`));
}

describe('inviting a user', () => {
  it('lets an administrator register a user, who gets an activation link on the public URL', async () => {
    const reply = await invite('new.writer@example.com', 'New Writer');

    expect(reply.body).toMatchObject({
      Success: true,
      Errors: [],
      User: { email: 'new.writer@example.com', name: 'New Writer', jobTitle: 'Writer', active: false, role: { name: 'editor' } },
    });
    expect(reply.body.User.ID).toBeGreaterThan(0);
    const mails = await gateway.smtp.mailTo('new.writer@example.com');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0].raw);
    expect(text).toMatch(/^Subject: Activate your Tessera account/m);
    expect(text).toMatch(/http:\/\/tessera\.test\/cmsadmin\/activate-account\?token=[A-Za-z0-9_-]{43}/);
    const row = await userRow('new.writer@example.com');
    expect(row).toMatchObject({ active: false, password_hash: null });
  });

  it('stores the invited e-mail in lower case', async () => {
    const reply = await invite('Upper.Case@Example.com');
    expect(reply.body.User.email).toBe('upper.case@example.com');
    expect(await gateway.smtp.mailTo('upper.case@example.com')).toHaveLength(1);
  });

  it('always invites: a password sent to register is refused (V_12) and the account waits for activation', async () => {
    const withPassword = { name: 'No Shortcut', email: 'no.shortcut@example.com', role: 'editor', jobTitle: null, password: 'Sh0rtcut-password!' };
    const refused = await admin.rest('POST', '/api/tessera/auth/register', withPassword);
    expect([refused.status, refused.body.Errors]).toEqual([422, [{ code: 'V_12', property: 'password' }]]);
    expect(await userRow('no.shortcut@example.com')).toBeUndefined();
    const { password: _password, ...invitation } = withPassword;
    const reply = await admin.rest('POST', '/api/tessera/auth/register', invitation);

    expect(reply.status).toBe(200);
    expect(reply.body.User.active).toBe(false);
    expect(await userRow('no.shortcut@example.com')).toMatchObject({ active: false, password_hash: null });
    expect(await gateway.smtp.mailTo('no.shortcut@example.com')).toHaveLength(1);
    expect(await signInStatus('no.shortcut@example.com', 'Sh0rtcut-password!')).toBe(401);
  });

  it('refuses to register an e-mail that already has an account (V_06) and sends nothing', async () => {
    const before = await userCount();
    const mailsBefore = gateway.smtp.received.length;

    const reply = await admin.rest('POST', '/api/tessera/auth/register', {
      name: 'Twice',
      email: 'NEW.WRITER@example.com',
      role: 'editor',
      jobTitle: null,
    });

    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: 'email', code: 'V_06' }] });
    expect(await userCount()).toBe(before);
    expect(gateway.smtp.received.length).toBe(mailsBefore);
  });

  it('does not let an anonymous caller register anybody (UM_01, 401)', async () => {
    const before = await userCount();
    const anonymous = await gateway.client().start();

    const reply = await anonymous.rest('POST', '/api/tessera/auth/register', {
      name: 'Intruder',
      email: 'intruder@example.com',
      role: 'admin',
      jobTitle: null,
    });

    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: null, code: 'UM_01' }] });
    expect(await userCount()).toBe(before);
    expect(await userRow('intruder@example.com')).toBeUndefined();
    expect(await mailsSoon('intruder@example.com')).toHaveLength(0);
  });

  it('does not let a user without manage-users register anybody (UM_01, 403)', async () => {
    const created = await admin.rest('POST', '/api/tessera/user', {
      email: 'plain.editor@example.com',
      role: 'editor',
      profile: { name: 'Plain Editor' },
      password: goodPassword,
    });
    expect(created.status).toBe(200);
    const editor = gateway.client();
    expect((await editor.signIn('plain.editor@example.com', goodPassword)).status).toBe(200);
    const before = await userCount();

    const reply = await editor.rest('POST', '/api/tessera/auth/register', {
      name: 'Friend',
      email: 'friend@example.com',
      role: 'admin',
      jobTitle: null,
    });

    expect(reply.status).toBe(403);
    expect(reply.body.Errors).toEqual([{ property: null, code: 'UM_01' }]);
    expect(await userCount()).toBe(before);
  });

  it('reports register problems under the names of the fields sent', async () => {
    const before = await userCount();

    const missing = await admin.rest('POST', '/api/tessera/auth/register', { role: 'editor' });
    const invalid = await admin.rest('POST', '/api/tessera/auth/register', {
      name: 'Bad Mail',
      email: 'not-an-e-mail',
      role: 'no-such-role',
      jobTitle: null,
    });

    expect(missing.status).toBe(422);
    expect(errorsOf(missing.body)).toEqual([
      { property: 'email', code: 'V_01' },
      { property: 'name', code: 'V_01' },
    ]);
    expect(invalid.status).toBe(422);
    expect(invalid.body.Errors).toEqual([{ property: 'email', code: 'V_02' }]);
    const unknownRole = await admin.rest('POST', '/api/tessera/auth/register', {
      name: 'No Role',
      email: 'no.role@example.com',
      role: 'no-such-role',
      jobTitle: null,
    });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.body.Errors).toEqual([{ property: 'role', code: 'V_12' }]);
    expect(await userCount()).toBe(before);
  });
});

describe('activating an account', () => {
  let token: string;

  beforeAll(async () => {
    await invite('activate.me@example.com');
    token = await gateway.smtp.lastToken('activate.me@example.com');
  });

  it('refuses each broken password rule, all at once, and leaves the token usable', async () => {
    const cases: Array<[string, unknown, Array<{ property: string | null; code: string }>]> = [
      ['no uppercase', { password: 'lowercase-only1!', confirm: 'lowercase-only1!', token }, [{ property: 'password', code: 'V_09' }]],
      ['no special character', { password: 'NoSpecial123', confirm: 'NoSpecial123', token }, [{ property: 'password', code: 'V_09' }]],
      ['8 characters', { password: 'Abcdef!1', confirm: 'Abcdef!1', token }, [{ property: 'password', code: 'V_10' }]],
      ['255 characters', { password: `A!${'a'.repeat(253)}`, confirm: `A!${'a'.repeat(253)}`, token }, [{ property: 'password', code: 'V_11' }]],
      ['a different confirmation', { password: goodPassword, confirm: `${goodPassword}x`, token }, [{ property: 'confirm', code: 'V_03' }]],
      [
        'nothing at all',
        {},
        [
          { property: 'confirm', code: 'V_01' },
          { property: 'password', code: 'V_01' },
          { property: 'token', code: 'V_01' },
        ],
      ],
      [
        'empty strings',
        { password: '', confirm: '', token: '' },
        [
          { property: 'confirm', code: 'V_01' },
          { property: 'password', code: 'V_01' },
          { property: 'token', code: 'V_01' },
        ],
      ],
      [
        'several broken rules',
        { password: 'short', confirm: 'other', token },
        [
          { property: 'confirm', code: 'V_03' },
          { property: 'password', code: 'V_09' },
          { property: 'password', code: 'V_10' },
        ],
      ],
    ];
    for (const [label, body, expected] of cases) {
      const reply = await resetAccount(body);
      expect({ label, status: reply.status, Success: reply.body.Success, Errors: errorsOf(reply.body) }).toEqual({
        label,
        status: 422,
        Success: false,
        Errors: expected,
      });
    }

    expect(await userRow('activate.me@example.com')).toMatchObject({ active: false, password_hash: null });
    expect(await signInStatus('activate.me@example.com', goodPassword)).toBe(401);
  });

  it('activates with the mailed token and a good password; the user can then sign in', async () => {
    const nineCharacters = 'Abcdefg!1';
    const reply = await resetAccount({ password: nineCharacters, confirm: nineCharacters, token });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });
    expect(await userRow('activate.me@example.com')).toMatchObject({ active: true });
    const client = gateway.client();
    expect((await client.signIn('activate.me@example.com', nineCharacters)).status).toBe(200);
    expect((await client.rest('GET', '/api/tessera/user')).body.email).toBe('activate.me@example.com');
  });

  it('refuses the same token a second time (V_05) and keeps the password set with it', async () => {
    const reply = await resetAccount({ password: goodPassword, confirm: goodPassword, token });

    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: 'token', code: 'V_05' }] });
    expect(await signInStatus('activate.me@example.com', goodPassword)).toBe(401);
    expect(await signInStatus('activate.me@example.com', 'Abcdefg!1')).toBe(200);
  });

  it('redeems a token once even when it is sent several times at once', async () => {
    await invite('race@example.com');
    const raceToken = await gateway.smtp.lastToken('race@example.com');
    const passwords = ['Rac3-first-one!', 'Rac3-second-one!', 'Rac3-third-one!', 'Rac3-fourth-one!'];

    const replies = await Promise.all(passwords.map((p) => resetAccount({ password: p, confirm: p, token: raceToken })));

    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status).toBe(422);
      expect(reply.body.Errors).toEqual([{ property: 'token', code: 'V_05' }]);
    }
    const winner = passwords[replies.indexOf(accepted[0])];
    expect(await signInStatus('race@example.com', winner)).toBe(200);
  });

  it('refuses a token that was never issued (V_04)', async () => {
    const reply = await resetAccount({ password: goodPassword, confirm: goodPassword, token: 'x'.repeat(43) });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: 'token', code: 'V_04' }] });
  });

  it('refuses an expired activation token (V_05) and leaves the account inactive', async () => {
    const invited = await invite('too.late@example.com');
    const lateToken = await gateway.smtp.lastToken('too.late@example.com');
    await sql(`update one_time_token set expires_at = now() - interval '1 second' where user_id = ?`, [invited.body.User.ID]);

    const reply = await resetAccount({ password: goodPassword, confirm: goodPassword, token: lateToken });

    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ property: 'token', code: 'V_05' }] });
    expect(await userRow('too.late@example.com')).toMatchObject({ active: false, password_hash: null });
    expect(await signInStatus('too.late@example.com', goodPassword)).toBe(401);
  });

  it('gives activation links 72 hours and reset links 1 hour', async () => {
    const invited = await invite('lifetimes@example.com');
    const rows = await sql<{ purpose: string; hours: string }>(
      `select purpose, round(extract(epoch from (expires_at - created_at)) / 3600) as hours
       from one_time_token where user_id = ? order by id`,
      [invited.body.User.ID],
    );
    expect(rows.map((r) => [r.purpose, Number(r.hours)])).toEqual([['activation', 72]]);

    const known = await userRow('activate.me@example.com');
    const mailed = (await gateway.smtp.mailTo('activate.me@example.com', 0)).length;
    const anonymous = await gateway.client().start();
    expect((await anonymous.rest('POST', '/api/tessera/auth/forgot-password', { email: 'activate.me@example.com' })).status).toBe(200);
    // The reset link is issued after the answer (the answer takes the same time for any address).
    expect(await gateway.smtp.mailTo('activate.me@example.com', 5000, mailed + 1)).toHaveLength(mailed + 1);
    const reset = await sql<{ hours: string }>(
      `select round(extract(epoch from (expires_at - created_at)) / 3600) as hours
       from one_time_token where user_id = ? and purpose = 'reset'`,
      [known!.id],
    );
    expect(reset.map((r) => Number(r.hours))).toEqual([1]);
  });

  it('stores only a hash of the mailed token', async () => {
    const invited = await invite('hashed.token@example.com');
    const mailed = await gateway.smtp.lastToken('hashed.token@example.com');
    const rows = await sql<{ token_hash: string }>('select token_hash from one_time_token where user_id = ?', [invited.body.User.ID]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(mailed);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('forgotten password', () => {
  const email = 'forgetful@example.com';
  const oldPassword = 'Old-passw0rd!';
  const newPassword = 'New-passw0rd!';

  beforeAll(async () => {
    const created = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Forgetful' }, password: oldPassword });
    expect(created.status).toBe(200);
  });

  async function forgot(address: unknown) {
    const client = await gateway.client().start();
    return client.rest('POST', '/api/tessera/auth/forgot-password', { email: address });
  }

  it('answers an unknown e-mail exactly like a known one and mails nothing to it', async () => {
    const unknown = await forgot('nobody@example.com');
    const known = await forgot(email);

    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ Success: true, Errors: [] });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(await mailsSoon('nobody@example.com')).toHaveLength(0);
    expect(await sql('select * from one_time_token t join tessera_user u on u.id = t.user_id where u.email = ?', ['nobody@example.com'])).toEqual([]);
  });

  it('mails a reset link on the public URL, at most once a minute', async () => {
    const mails = await gateway.smtp.mailTo(email);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0].raw);
    expect(text).toMatch(/^Subject: Reset your Tessera password/m);
    expect(text).toMatch(/http:\/\/tessera\.test\/cmsadmin\/reset-password\?token=[A-Za-z0-9_-]{43}/);

    const again = await forgot(email);

    expect(again.status).toBe(200);
    expect(again.body).toEqual({ Success: true, Errors: [] });
    expect(await mailsSoon(email)).toHaveLength(1);
  });

  it('sends one mail even when several requests arrive at once', async () => {
    const created = await admin.rest('POST', '/api/tessera/user', {
      email: 'impatient@example.com',
      role: 'editor',
      profile: { name: 'Impatient' },
      password: oldPassword,
    });
    expect(created.status).toBe(200);

    const replies = await Promise.all([1, 2, 3, 4].map(() => forgot('impatient@example.com')));

    expect(replies.map((r) => r.body)).toEqual(replies.map(() => ({ Success: true, Errors: [] })));
    expect(await mailsSoon('impatient@example.com')).toHaveLength(1);
    const live = await sql(`select t.id from one_time_token t where t.user_id = ? and t.used_at is null`, [created.body.User.ID]);
    expect(live).toHaveLength(1);
  });

  it('resets the password: existing sessions end and the old password stops working', async () => {
    const signedIn = gateway.client();
    expect((await signedIn.signIn(email, oldPassword)).status).toBe(200);
    const [{ id }] = await sql<{ id: number }>('select id from tessera_user where email = ?', [email]);
    expect((await signedIn.rest('POST', '/api/tessera/auth/user')).body.ID).toBe(id);
    const token = await gateway.smtp.lastToken(email);

    const reply = await resetAccount({ password: newPassword, confirm: newPassword, token });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });
    expect((await signedIn.rest('POST', '/api/tessera/auth/user')).body.ID).toBe(0);
    expect((await signedIn.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expect(await sql('select id from session where user_id = ?', [id])).toEqual([]);
    expect(await signInStatus(email, oldPassword)).toBe(401);
    expect(await signInStatus(email, newPassword)).toBe(200);
  });

  it('retires an older reset link when a newer one is mailed', async () => {
    const [{ id }] = await sql<{ id: number }>('select id from tessera_user where email = ?', [email]);
    const mailedBefore = (await gateway.smtp.mailTo(email)).length;
    await sql(`update one_time_token set created_at = now() - interval '2 minutes' where user_id = ?`, [id]);
    expect((await forgot(email)).status).toBe(200);
    expect(await gateway.smtp.mailTo(email, 5000, mailedBefore + 1)).toHaveLength(mailedBefore + 1);
    const older = await gateway.smtp.lastToken(email);
    await sql(`update one_time_token set created_at = now() - interval '2 minutes' where user_id = ?`, [id]);
    expect((await forgot(email)).status).toBe(200);
    expect(await gateway.smtp.mailTo(email, 5000, mailedBefore + 2)).toHaveLength(mailedBefore + 2);
    const newer = await gateway.smtp.lastToken(email);
    expect(newer).not.toBe(older);

    const refused = await resetAccount({ password: 'Third-passw0rd!', confirm: 'Third-passw0rd!', token: older });
    expect(refused.status).toBe(422);
    expect(refused.body.Errors).toEqual([{ property: 'token', code: 'V_05' }]);
    expect(await signInStatus(email, newPassword)).toBe(200);

    const accepted = await resetAccount({ password: 'Third-passw0rd!', confirm: 'Third-passw0rd!', token: newer });
    expect(accepted.status).toBe(200);
    expect(await signInStatus(email, 'Third-passw0rd!')).toBe(200);
  });

  it('refuses an expired reset link (V_05) and keeps the password', async () => {
    const [{ id }] = await sql<{ id: number }>('select id from tessera_user where email = ?', [email]);
    const mailedBefore = (await gateway.smtp.mailTo(email)).length;
    await sql(`update one_time_token set created_at = now() - interval '2 minutes' where user_id = ?`, [id]);
    expect((await forgot(email)).status).toBe(200);
    const token = await gateway.smtp.lastToken(email, mailedBefore + 1);
    await sql(`update one_time_token set expires_at = now() - interval '1 second' where user_id = ? and used_at is null`, [id]);

    const reply = await resetAccount({ password: 'Fourth-passw0rd!', confirm: 'Fourth-passw0rd!', token });

    expect(reply.status).toBe(422);
    expect(reply.body.Errors).toEqual([{ property: 'token', code: 'V_05' }]);
    expect(await signInStatus(email, 'Third-passw0rd!')).toBe(200);
  });

  it('mails a fresh activation link to an invited user who never activated', async () => {
    const invited = await invite('lost.invite@example.com');
    const first = await gateway.smtp.lastToken('lost.invite@example.com');
    await sql(`update one_time_token set created_at = now() - interval '2 minutes' where user_id = ?`, [invited.body.User.ID]);

    expect((await forgot('lost.invite@example.com')).body).toEqual({ Success: true, Errors: [] });

    const mails = await gateway.smtp.mailTo('lost.invite@example.com', 5000, 2);
    expect(mails).toHaveLength(2);
    expect(mailText(mails[1].raw)).toMatch(/http:\/\/tessera\.test\/cmsadmin\/activate-account\?token=/);
    const second = await gateway.smtp.lastToken('lost.invite@example.com', 2);
    expect((await resetAccount({ password: goodPassword, confirm: goodPassword, token: first })).body.Errors).toEqual([{ property: 'token', code: 'V_05' }]);
    expect((await resetAccount({ password: goodPassword, confirm: goodPassword, token: second })).status).toBe(200);
    expect(await signInStatus('lost.invite@example.com', goodPassword)).toBe(200);
  });

  it('needs a valid e-mail (V_01, V_02) and mails nothing', async () => {
    const mailsBefore = gateway.smtp.received.length;
    const missing = await forgot(undefined);
    const invalid = await forgot('not-an-e-mail');

    expect(missing.status).toBe(422);
    expect(missing.body.Errors).toEqual([{ property: 'email', code: 'V_01' }]);
    expect(invalid.status).toBe(422);
    expect(invalid.body.Errors).toEqual([{ property: 'email', code: 'V_02' }]);
    expect(gateway.smtp.received.length).toBe(mailsBefore);
  });
});
