import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, systemContext, User } from '@tessera/schema';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';
import { Session } from '@tessera/schema/src/auth/session.entity';

/** Creating, updating and deleting users over the REST facade (SPEC §7 Users, §6, §8). */
let gateway: TestGateway;
let admin: TestClient;
let adminId: number;
const roleIds: Record<string, number> = {};
const password = 'Str0ng-password!';
let serial = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  adminId = (await admin.rest('GET', '/api/tessera/user')).body.ID;
  const roles = await admin.rest('GET', '/api/tessera/user/roles');
  for (const role of roles.body.data) roleIds[role.name] = role.ID;
});

afterAll(async () => {
  await gateway?.stop();
});

/** A user made directly (no mail); with a password the account is active. */
async function addUser(options: { role?: string; password?: string; name?: string; jobTitle?: string } = {}) {
  const email = `person-${++serial}@rest.test`;
  const quiet = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  const user = await createUser(systemContext(gateway.tessera.orm.em.fork(), quiet), {
    email,
    role: options.role ?? 'editor',
    password: options.password,
    profile: { name: options.name ?? `Person ${serial}`, jobTitle: options.jobTitle },
  });
  return { id: user.id, email };
}

async function signedIn(email: string, pw = password): Promise<TestClient> {
  const client = gateway.client();
  const reply = await client.signIn(email, pw);
  expect(reply.status).toBe(200);
  return client;
}

async function stored(id: number) {
  return gateway.tessera.orm.em.fork().findOne(User, { id }, { populate: ['role'] });
}

async function storedByEmail(email: string) {
  return gateway.tessera.orm.em.fork().findOne(User, { email }, { populate: ['role'] });
}

async function userCount() {
  return gateway.tessera.orm.em.fork().count(User, {});
}

async function auditFor(subjectId: number) {
  const reply = await admin.rest('GET', '/api/tessera/audit-log?action=user.&pageSize=100');
  expect(reply.status).toBe(200);
  return (reply.body.items as { action: string; actorEmail: string | null; subjectId: string; details: any }[]).filter((row) => row.subjectId === String(subjectId));
}

const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

function expectRefused(reply: { status: number; body: any }, status: number, ...errors: { code: string; property?: string }[]) {
  expect(reply.status).toBe(status);
  expect(reply.body.Success).toBe(false);
  expect(reply.body.Errors).toEqual(expect.arrayContaining(errors.map((e) => expect.objectContaining(e))));
  expect(typeof reply.body.Message).toBe('string');
}

describe('creating users over REST', () => {
  it('admin can invite a user, who is mailed an activation link, activates and signs in', async () => {
    const reply = await admin.rest('POST', '/api/tessera/user', {
      email: '  New.Person@Example.COM ',
      role: 'editor',
      profile: { name: 'New Person', jobTitle: 'Writer' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Success: true,
      Errors: [],
      User: {
        email: 'new.person@example.com',
        name: 'New Person',
        jobTitle: 'Writer',
        active: false,
        image: null,
        role: { ID: roleIds.editor, name: 'editor' },
        profile: { name: 'New Person', jobTitle: 'Writer', image: null },
      },
    });
    const id = reply.body.User.ID;
    expect(id).toBeGreaterThan(0);

    const row = await stored(id);
    expect(row).toMatchObject({ email: 'new.person@example.com', active: false, passwordHash: null, name: 'New Person' });
    expect(row!.role.name).toBe('editor');

    const mails = await gateway.smtp.mailTo('new.person@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/=\r?\n/g, '')).toContain('http://tessera.test/cmsadmin/activate-account?token=3D');
    const token = await gateway.smtp.lastToken('new.person@example.com');

    // inactive: cannot sign in yet
    const early = await gateway.client().signIn('new.person@example.com', password);
    expect(early.status).toBe(401);

    const client = gateway.client();
    await client.start();
    const activated = await client.rest('POST', '/api/tessera/auth/reset-account', { password, confirm: password, token });
    expect(activated.status).toBe(200);
    expect((await stored(id))!.active).toBe(true);
    const me = await signedIn('new.person@example.com');
    expect((await me.rest('GET', '/api/tessera/user')).body).toMatchObject({ ID: id, role: { name: 'editor' } });
  });

  it.each([
    ['a role id', () => roleIds.reviewer, 'reviewer'],
    ['a numeric string', () => String(roleIds.admin), 'admin'],
    ['a role name', () => 'reviewer', 'reviewer'],
  ])('admin can name the role by %s', async (_label, role, expected) => {
    const email = `role-${++serial}@rest.test`;
    const reply = await admin.rest('POST', '/api/tessera/user', { email, role: role(), profile: { name: 'Role Test' } });
    expect(reply.status).toBe(200);
    expect(reply.body.User.role.name).toBe(expected);
    expect((await storedByEmail(email))!.role.name).toBe(expected);
  });

  it('admin can create an active user by handing over a password; no mail is sent', async () => {
    const email = `active-${++serial}@rest.test`;
    const reply = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', password, profile: { name: 'Ready' } });
    expect(reply.status).toBe(200);
    expect(reply.body.User.active).toBe(true);
    const row = await storedByEmail(email);
    expect(row!.active).toBe(true);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(password);
    await signedIn(email);
    expect(await gateway.smtp.mailTo(email, 300)).toHaveLength(0);
  });

  it('refuses an e-mail that exists in any letter case (V_06, 409)', async () => {
    const before = await userCount();
    const dup = await admin.rest('POST', '/api/tessera/user', { email: 'ADMIN@Example.com', role: 'editor', profile: { name: 'Dup' } });
    expectRefused(dup, 409, { code: 'V_06', property: 'email' });
    const invited = await addUser();
    const dup2 = await admin.rest('POST', '/api/tessera/user', { email: invited.email.toUpperCase(), role: 'admin', profile: { name: 'Dup' } });
    expectRefused(dup2, 409, { code: 'V_06', property: 'email' });
    expect(await userCount()).toBe(before + 1);
    expect((await stored(invited.id))!.role.name).toBe('editor');
    expect((await storedByEmail(adminEmail))!.name).toBe('Administrator');
  });

  it('the same invitation sent several times at once creates one user; the others get V_06 (409)', async () => {
    const before = await userCount();
    const replies = await Promise.all(Array.from({ length: 4 }, () => admin.rest('POST', '/api/tessera/user', { email: 'double-click@rest.test', role: 'editor', profile: { name: 'Twice' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status !== 200)) expectRefused(reply, 409, { code: 'V_06', property: 'email' });
    expect(await userCount()).toBe(before + 1);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'two@@example.com', 'spaces in@example.com'])('refuses the malformed e-mail %j (V_02, 422)', async (email) => {
    const before = await userCount();
    const reply = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Bad' } });
    expectRefused(reply, 422, { code: 'V_02', property: 'email' });
    expect(await userCount()).toBe(before);
  });

  it('requires e-mail, role and profile name (V_01), reporting all at once', async () => {
    const before = await userCount();
    const empty = await admin.rest('POST', '/api/tessera/user', {});
    expectRefused(empty, 422, { code: 'V_01', property: 'email' }, { code: 'V_01', property: 'role' }, { code: 'V_01', property: 'profile' });

    const noName = await admin.rest('POST', '/api/tessera/user', { email: 'noname@rest.test', role: 'editor', profile: { jobTitle: 'x' } });
    expectRefused(noName, 422, { code: 'V_01', property: 'profile.name' });

    const blankName = await admin.rest('POST', '/api/tessera/user', { email: 'blank@rest.test', role: 'editor', profile: { name: '   ' } });
    expectRefused(blankName, 422, { code: 'V_01', property: 'profile.name' });

    const blankEmail = await admin.rest('POST', '/api/tessera/user', { email: '', role: 'editor', profile: { name: 'x' } });
    expectRefused(blankEmail, 422, { code: 'V_01', property: 'email' });

    const several = await admin.rest('POST', '/api/tessera/user', { email: 'bad', profile: {} });
    expect(several.body.Errors).toEqual(
      expect.arrayContaining([
        { code: 'V_02', property: 'email' },
        { code: 'V_01', property: 'role' },
        { code: 'V_01', property: 'profile.name' },
      ]),
    );
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['an unknown role name', { role: 'superuser' }, 'role'],
    ['an unknown role id', { role: 987654 }, 'role'],
    ['a negative role id', { role: -1 }, 'role'],
    ['a boolean role', { role: true }, 'role'],
    ['a numeric e-mail', { email: 123 }, 'email'],
    ['a string profile', { profile: 'x' }, 'profile'],
    ['a numeric profile name', { profile: { name: 42 } }, 'profile.name'],
  ])('refuses %s (V_12, 422)', async (_label, patch, property) => {
    const before = await userCount();
    const email = `typed-${++serial}@rest.test`;
    const reply = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Typed' }, ...patch });
    expectRefused(reply, 422, { code: 'V_12', property });
    expect(await userCount()).toBe(before);
    expect(await gateway.smtp.mailTo(email, 100)).toHaveLength(0);
  });

  it('refuses a name over 255 characters (V_14)', async () => {
    const reply = await admin.rest('POST', '/api/tessera/user', { email: 'long@rest.test', role: 'editor', profile: { name: 'x'.repeat(256) } });
    expectRefused(reply, 422, { code: 'V_14', property: 'profile.name' });
    expect(await storedByEmail('long@rest.test')).toBeNull();
  });

  it('refuses unknown keys (V_12 on each) and ignores extras inside profile, so no field can activate an account or pick its id', async () => {
    const email = `extra-${++serial}@rest.test`;
    const before = await userCount();
    const refused = await admin.rest('POST', '/api/tessera/user', {
      email,
      role: 'editor',
      profile: { name: 'Extra' },
      active: true,
      passwordHash: 'scrypt$1$1$1$AAAA$AAAA',
      ID: adminId,
      id: adminId,
      imageKey: 'users/1/profile-x.png',
    });
    expectRefused(refused, 422, ...['active', 'passwordHash', 'ID', 'id', 'imageKey'].map((property) => ({ code: 'V_12', property })));
    expect(await userCount()).toBe(before);
    const reply = await admin.rest('POST', '/api/tessera/user', {
      email,
      role: 'editor',
      profile: { name: 'Extra', image: 'http://evil.test/x.png', imageKey: '../../etc/passwd' },
    });
    expect(reply.status).toBe(200);
    const row = await storedByEmail(email);
    expect(row).toMatchObject({ active: false, passwordHash: null, imageKey: null });
    expect(row!.id).not.toBe(adminId);
    expect(reply.body.User.image).toBeNull();
  });

  it('refuses a weak initial password with every broken rule (V_09, V_10)', async () => {
    const before = await userCount();
    const reply = await admin.rest('POST', '/api/tessera/user', { email: 'weak@rest.test', role: 'editor', password: 'short', profile: { name: 'Weak' } });
    expectRefused(reply, 422, { code: 'V_09', property: 'password' }, { code: 'V_10', property: 'password' });
    expect(await userCount()).toBe(before);
  });

  it('editor cannot create users (UM_01, 403)', async () => {
    const editor = await addUser({ password });
    const client = await signedIn(editor.email);
    const before = await userCount();
    const reply = await client.rest('POST', '/api/tessera/user', { email: 'sneaky@rest.test', role: 'admin', profile: { name: 'Sneaky' } });
    expectRefused(reply, 403, { code: 'UM_01' });
    expect(await userCount()).toBe(before);
    expect(await storedByEmail('sneaky@rest.test')).toBeNull();
  });

  it('signed-out visitor cannot create users (UM_01, 401)', async () => {
    const client = await gateway.client().start();
    const reply = await client.rest('POST', '/api/tessera/user', { email: 'anon@rest.test', role: 'admin', profile: { name: 'Anon' } });
    expectRefused(reply, 401, { code: 'UM_01' });
    expect(await storedByEmail('anon@rest.test')).toBeNull();
  });

  it('a write without the CSRF headers is refused (V_04, 403)', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const reply = await client.rest('POST', '/api/tessera/user', { email: 'csrf@rest.test', role: 'editor', profile: { name: 'Csrf' } });
    expectRefused(reply, 403, { code: 'V_04' });
    expect(await storedByEmail('csrf@rest.test')).toBeNull();
  });
});

describe('registering users over REST (auth/register, flat payload)', () => {
  it('admin can register a user with name, email, role, jobTitle and image; an activation mail goes out', async () => {
    const reply = await admin.rest('POST', '/api/tessera/auth/register', {
      name: 'Flat Person',
      email: 'Flat@Rest.test',
      role: 'reviewer',
      jobTitle: 'Checker',
      image: 'ignored.png',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Success: true,
      User: { email: 'flat@rest.test', active: false, image: null, role: { name: 'reviewer' }, profile: { name: 'Flat Person', jobTitle: 'Checker' } },
    });
    const row = await storedByEmail('flat@rest.test');
    expect(row).toMatchObject({ name: 'Flat Person', jobTitle: 'Checker', active: false, imageKey: null });
    expect(row!.role.name).toBe('reviewer');
    expect(await gateway.smtp.lastToken('flat@rest.test')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('refuses a duplicate e-mail (V_06) and an unknown role (V_12)', async () => {
    const before = await userCount();
    expectRefused(await admin.rest('POST', '/api/tessera/auth/register', { name: 'X', email: 'FLAT@rest.test', role: 'editor' }), 409, {
      code: 'V_06',
      property: 'email',
    });
    expectRefused(await admin.rest('POST', '/api/tessera/auth/register', { name: 'X', email: 'flat2@rest.test', role: 'nobody' }), 422, {
      code: 'V_12',
      property: 'role',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a missing or blank name (V_01), naming the flat field `name`', async () => {
    for (const name of [undefined, '  ']) {
      const reply = await admin.rest('POST', '/api/tessera/auth/register', { name, email: 'noname-flat@rest.test', role: 'editor' });
      expectRefused(reply, 422, { code: 'V_01', property: 'name' });
      expect(reply.body.Errors).toEqual([{ code: 'V_01', property: 'name' }]);
    }
    expect(await storedByEmail('noname-flat@rest.test')).toBeNull();
  });

  it('never takes a password: a registered user is always invited, a password is refused (V_12)', async () => {
    const refused = await admin.rest('POST', '/api/tessera/auth/register', { name: 'Pw', email: 'reg-pw@rest.test', role: 'editor', password });
    expectRefused(refused, 422, { code: 'V_12', property: 'password' });
    expect(await storedByEmail('reg-pw@rest.test')).toBeNull();
    const reply = await admin.rest('POST', '/api/tessera/auth/register', { name: 'Pw', email: 'reg-pw@rest.test', role: 'editor' });
    expect(reply.status).toBe(200);
    expect(await storedByEmail('reg-pw@rest.test')).toMatchObject({ active: false, passwordHash: null });
    expect(await gateway.smtp.mailTo('reg-pw@rest.test')).toHaveLength(1);
  });

  it('editor cannot register users (UM_01, 403); signed-out visitor gets 401', async () => {
    const editor = await addUser({ password });
    const client = await signedIn(editor.email);
    expectRefused(await client.rest('POST', '/api/tessera/auth/register', { name: 'N', email: 'reg-e@rest.test', role: 'admin' }), 403, {
      code: 'UM_01',
    });
    const anon = await gateway.client().start();
    expectRefused(await anon.rest('POST', '/api/tessera/auth/register', { name: 'N', email: 'reg-a@rest.test', role: 'admin' }), 401, {
      code: 'UM_01',
    });
    expect(await storedByEmail('reg-e@rest.test')).toBeNull();
    expect(await storedByEmail('reg-a@rest.test')).toBeNull();
  });
});

describe('reading one user over REST', () => {
  it('anyone signed in can read themselves; reading others needs manage-users', async () => {
    const editor = await addUser({ password, jobTitle: 'Solo' });
    const client = await signedIn(editor.email);
    const self = await client.rest('GET', `/api/tessera/user/${editor.id}`);
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ ID: editor.id, email: editor.email, jobTitle: 'Solo' });
    expectRefused(await client.rest('GET', `/api/tessera/user/${adminId}`), 403, { code: 'UM_01' });
    // no probing for ids either
    expectRefused(await client.rest('GET', '/api/tessera/user/987654'), 403, { code: 'UM_01' });
    const byAdmin = await admin.rest('GET', `/api/tessera/user/${editor.id}`);
    expect(byAdmin.body).toMatchObject({ ID: editor.id, email: editor.email });
    expectRefused(await admin.rest('GET', '/api/tessera/user/987654'), 404, { code: 'UM_02' });
    expectRefused(await gateway.client().rest('GET', `/api/tessera/user/${editor.id}`), 401, { code: 'UM_01' });
  });
});

describe('updating users over REST', () => {
  it('admin can change anyone’s e-mail, role and profile', async () => {
    const target = await addUser({ jobTitle: 'Old title' });
    const reply = await admin.rest('PUT', `/api/tessera/user/${target.id}`, {
      email: 'Renamed@Rest.test',
      role: roleIds.reviewer,
      profile: { name: 'Renamed', jobTitle: 'New title' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Success: true,
      Errors: [],
      User: { ID: target.id, email: 'renamed@rest.test', role: { name: 'reviewer' }, profile: { name: 'Renamed', jobTitle: 'New title' } },
    });
    const row = await stored(target.id);
    expect(row).toMatchObject({ email: 'renamed@rest.test', name: 'Renamed', jobTitle: 'New title' });
    expect(row!.role.name).toBe('reviewer');

    const [updated] = (await auditFor(target.id)).filter((r) => r.action === 'user.updated');
    expect(updated.actorEmail).toBe(adminEmail);
    expect(updated.details.changed).toEqual(expect.arrayContaining(['email', 'role', 'name', 'jobTitle']));
  });

  it('keeps the role when none is sent, and clears the job title when it is empty', async () => {
    const target = await addUser({ role: 'reviewer', jobTitle: 'Keeps' });
    const reply = await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: target.email, profile: { name: 'Same role', jobTitle: '' } });
    expect(reply.status).toBe(200);
    const row = await stored(target.id);
    expect(row!.role.name).toBe('reviewer');
    expect(row!.jobTitle).toBeNull();
    expect(row!.name).toBe('Same role');
  });

  it('editor can update their own profile and e-mail (with their password) and stays signed in', async () => {
    const editor = await addUser({ password });
    const client = await signedIn(editor.email);
    const newEmail = `self-${serial}@rest.test`;
    const reply = await client.rest('PUT', `/api/tessera/user/${editor.id}`, {
      email: newEmail,
      role: 'editor', // naming one's own role unchanged is fine
      profile: { name: 'Self Edited', jobTitle: 'Own title' },
      currentPassword: password,
    });
    expect(reply.status).toBe(200);
    const row = await stored(editor.id);
    expect(row).toMatchObject({ email: newEmail, name: 'Self Edited', jobTitle: 'Own title' });
    expect(row!.role.name).toBe('editor');
    expect((await client.rest('GET', '/api/tessera/user')).body).toMatchObject({ ID: editor.id, email: newEmail });
    await signedIn(newEmail);
  });

  it('editor cannot change their own role (UM_01, 403) and nothing else changes either', async () => {
    const editor = await addUser({ password, name: 'Stays' });
    const client = await signedIn(editor.email);
    for (const role of ['admin', roleIds.admin, 'reviewer']) {
      const reply = await client.rest('PUT', `/api/tessera/user/${editor.id}`, { email: editor.email, role, profile: { name: 'Promoted' } });
      expectRefused(reply, 403, { code: 'UM_01' });
    }
    const row = await stored(editor.id);
    expect(row!.role.name).toBe('editor');
    expect(row!.name).toBe('Stays');
    // the session still carries editor rights only
    expectRefused(await client.rest('GET', '/api/tessera/user/list'), 403, { code: 'UM_01' });
  });

  it('editor cannot update someone else (UM_01, 403)', async () => {
    const editor = await addUser({ password });
    const other = await addUser({ name: 'Untouched' });
    const client = await signedIn(editor.email);
    expectRefused(await client.rest('PUT', `/api/tessera/user/${other.id}`, { email: other.email, profile: { name: 'Hacked' } }), 403, {
      code: 'UM_01',
    });
    expectRefused(await client.rest('PUT', `/api/tessera/user/${adminId}`, { email: adminEmail, role: 'editor', profile: { name: 'Hacked' } }), 403, {
      code: 'UM_01',
    });
    expectRefused(await client.rest('PUT', '/api/tessera/user/987654', { email: 'x@rest.test', profile: { name: 'Hacked' } }), 403, {
      code: 'UM_01',
    });
    expect((await stored(other.id))!.name).toBe('Untouched');
    const adminRow = await stored(adminId);
    expect(adminRow!.name).toBe('Administrator');
    expect(adminRow!.role.name).toBe('admin');
  });

  it('the last active user manager cannot be demoted (V_07, 409), even with an invited admin around', async () => {
    await addUser({ role: 'admin' }); // invited, so inactive: does not count
    const reply = await admin.rest('PUT', `/api/tessera/user/${adminId}`, { email: adminEmail, role: 'editor', profile: { name: 'Administrator' } });
    expectRefused(reply, 409, { code: 'V_07', property: 'role' });
    expect((await stored(adminId))!.role.name).toBe('admin');
    expect((await admin.rest('GET', '/api/tessera/user/list')).status).toBe(200);
  });

  it('an admin can demote another admin while an active admin remains', async () => {
    const second = await addUser({ role: 'admin', password });
    const reply = await admin.rest('PUT', `/api/tessera/user/${second.id}`, { email: second.email, role: 'editor', profile: { name: 'Demoted' } });
    expect(reply.status).toBe(200);
    expect((await stored(second.id))!.role.name).toBe('editor');
  });

  it('a user manager may demote themselves when another active one remains', async () => {
    const second = await addUser({ role: 'admin', password });
    const client = await signedIn(second.email);
    const reply = await client.rest('PUT', `/api/tessera/user/${second.id}`, { email: second.email, role: 'editor', profile: { name: 'Stepped down' } });
    expect(reply.status).toBe(200);
    expect((await stored(second.id))!.role.name).toBe('editor');
  });

  it('refuses an e-mail another user has, in any case (V_06, 409); one’s own in another case is fine', async () => {
    const target = await addUser({ name: 'Collider' });
    const clash = await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: 'ADMIN@EXAMPLE.COM', profile: { name: 'Changed' } });
    expectRefused(clash, 409, { code: 'V_06', property: 'email' });
    const row = await stored(target.id);
    expect(row).toMatchObject({ email: target.email, name: 'Collider' });

    const own = await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: target.email.toUpperCase(), profile: { name: 'Collider' } });
    expect(own.status).toBe(200);
    expect((await stored(target.id))!.email).toBe(target.email);
  });

  it('two users taking the same new e-mail at once: one wins, the other gets V_06 (409)', async () => {
    const first = await addUser({ name: 'First' });
    const second = await addUser({ name: 'Second' });
    const replies = await Promise.all([first, second].map((u) => admin.rest('PUT', `/api/tessera/user/${u.id}`, { email: 'contested@rest.test', profile: { name: 'Contender' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expectRefused(
      replies.find((r) => r.status === 409)!,
      409,
      { code: 'V_06', property: 'email' },
    );
    const emails = [(await stored(first.id))!.email, (await stored(second.id))!.email];
    expect(emails.filter((e) => e === 'contested@rest.test')).toHaveLength(1);
  });

  it('a null role means the role stays as it is', async () => {
    const target = await addUser({ role: 'reviewer' });
    const reply = await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: target.email, role: null, profile: { name: 'Null role', jobTitle: null } });
    expect(reply.status).toBe(200);
    expect((await stored(target.id))!.role.name).toBe('reviewer');
  });

  it('refuses a malformed body (V_02, V_01, V_12) without changing anything', async () => {
    const target = await addUser({ name: 'Intact', jobTitle: 'Intact' });
    expectRefused(await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: 'nope', profile: { name: 'X' } }), 422, { code: 'V_02', property: 'email' });
    expectRefused(await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: target.email }), 422, { code: 'V_01', property: 'profile' });
    expectRefused(await admin.rest('PUT', `/api/tessera/user/${target.id}`, { email: target.email, role: 'ghost', profile: { name: 'X' } }), 422, {
      code: 'V_12',
      property: 'role',
    });
    expect(await stored(target.id)).toMatchObject({ email: target.email, name: 'Intact', jobTitle: 'Intact' });
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the id %j (V_12, 422)', async (id) => {
    const reply = await admin.rest('PUT', `/api/tessera/user/${id}`, { email: 'whoever@rest.test', profile: { name: 'X' } });
    expectRefused(reply, 422, { code: 'V_12', property: 'id' });
  });

  it('answers UM_02 (404) for an unknown id', async () => {
    const reply = await admin.rest('PUT', '/api/tessera/user/987654', { email: 'whoever@rest.test', profile: { name: 'X' } });
    expectRefused(reply, 404, { code: 'UM_02' });
    expect(await storedByEmail('whoever@rest.test')).toBeNull();
  });

  it('signed-out visitor cannot update (UM_01, 401)', async () => {
    const anon = await gateway.client().start();
    const reply = await anon.rest('PUT', `/api/tessera/user/${adminId}`, { email: 'anon@rest.test', profile: { name: 'Anon' } });
    expectRefused(reply, 401, { code: 'UM_01' });
    expect((await stored(adminId))!.email).toBe(adminEmail);
  });
});

describe('deleting users over REST', () => {
  it('answers UM_02 (404) for an unknown id and V_12 for a malformed one', async () => {
    expectRefused(await admin.rest('DELETE', '/api/tessera/user/987654'), 404, { code: 'UM_02' });
    expectRefused(await admin.rest('DELETE', '/api/tessera/user/abc'), 422, { code: 'V_12', property: 'id' });
  });

  it('admin cannot delete themselves (V_07, 409)', async () => {
    const reply = await admin.rest('DELETE', `/api/tessera/user/${adminId}`);
    expectRefused(reply, 409, { code: 'V_07' });
    expect(await stored(adminId)).not.toBeNull();
    expect((await admin.rest('GET', '/api/tessera/user')).body.ID).toBe(adminId);
  });

  it('deleting a signed-in user ends their session, removes their image and sign-in history, and is audited', async () => {
    const victim = await addUser({ password });
    // a mistyped password first: that failed sign-in is part of their sign-in history too
    expect((await gateway.client().signIn(victim.email, 'Wr0ng-password!')).status).toBe(401);
    const client = await signedIn(victim.email);
    const upload = await client.upload('PUT', `/api/tessera/user/${victim.id}/image`, 'profileImage', await png(), 'me.png', 'image/png');
    expect(upload.status).toBe(200);
    const dir = join(gateway.dataDir, 'storage', 'users', String(victim.id));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const imageFile = join(dir, files[0]);
    const selfEdit = await client.rest('PUT', `/api/tessera/user/${victim.id}`, { email: victim.email, profile: { name: 'Soon gone' } });
    expect(selfEdit.status).toBe(200);

    const reply = await admin.rest('DELETE', `/api/tessera/user/${victim.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });

    expect(await stored(victim.id)).toBeNull();
    expect(await gateway.tessera.orm.em.fork().count(Session, { user: victim.id })).toBe(0);
    expect(existsSync(imageFile)).toBe(false);
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expectRefused(await client.rest('PUT', `/api/tessera/user/${victim.id}`, { email: victim.email, profile: { name: 'Zombie' } }), 401, {
      code: 'UM_01',
    });

    const rows = await auditFor(victim.id);
    const deleted = rows.find((r) => r.action === 'user.deleted');
    expect(deleted).toMatchObject({ actorEmail: adminEmail, subjectId: String(victim.id) });
    // what the deleted user did stays in the trail, without their e-mail
    const ownEdit = rows.find((r) => r.action === 'user.updated');
    expect(ownEdit).toBeDefined();
    expect(ownEdit!.actorEmail).toBeNull();
    const all = await admin.rest('GET', '/api/tessera/audit-log?pageSize=100');
    expect(JSON.stringify(all.body.items)).not.toContain(victim.email);
    expect(all.body.items.filter((r: { action: string; subjectId: string }) => r.action.startsWith('auth.') && r.subjectId === String(victim.id))).toEqual([]);

    expect((await gateway.client().signIn(victim.email, password)).status).toBe(401);
  });

  it('deleting an invited user voids their activation link', async () => {
    const create = await admin.rest('POST', '/api/tessera/user', { email: 'invited-gone@rest.test', role: 'editor', profile: { name: 'Gone' } });
    expect(create.status).toBe(200);
    const token = await gateway.smtp.lastToken('invited-gone@rest.test');
    expect((await admin.rest('DELETE', `/api/tessera/user/${create.body.User.ID}`)).status).toBe(200);
    const anon = await gateway.client().start();
    const activate = await anon.rest('POST', '/api/tessera/auth/reset-account', { password, confirm: password, token });
    expect(activate.status).toBe(422);
    expect(['V_04', 'V_05']).toContain(activate.body.Errors[0].code);
    expect(await storedByEmail('invited-gone@rest.test')).toBeNull();
  });

  it('the e-mail of a deleted user can be used again', async () => {
    const gone = await addUser();
    expect((await admin.rest('DELETE', `/api/tessera/user/${gone.id}`)).status).toBe(200);
    const again = await admin.rest('POST', '/api/tessera/user', { email: gone.email, role: 'editor', profile: { name: 'Again' } });
    expect(again.status).toBe(200);
    expect(again.body.User.ID).not.toBe(gone.id);
  });

  it('editor cannot delete users (UM_01, 403); signed-out visitor gets 401', async () => {
    const editor = await addUser({ password });
    const target = await addUser();
    const client = await signedIn(editor.email);
    expectRefused(await client.rest('DELETE', `/api/tessera/user/${target.id}`), 403, { code: 'UM_01' });
    expectRefused(await client.rest('DELETE', `/api/tessera/user/${adminId}`), 403, { code: 'UM_01' });
    expectRefused(await client.rest('DELETE', `/api/tessera/user/${editor.id}`), 403, { code: 'UM_01' });
    const anon = await gateway.client().start();
    expectRefused(await anon.rest('DELETE', `/api/tessera/user/${target.id}`), 401, { code: 'UM_01' });
    expect(await stored(target.id)).not.toBeNull();
    expect(await stored(editor.id)).not.toBeNull();
    expect(await stored(adminId)).not.toBeNull();
  });
});

describe('the audit trail of user changes', () => {
  it('records user.created, user.updated, user.image-changed and user.deleted with the actor’s e-mail', async () => {
    const created = await admin.rest('POST', '/api/tessera/user', { email: 'audited@rest.test', role: 'editor', profile: { name: 'Audited' } });
    const id = created.body.User.ID;
    expect((await admin.rest('PUT', `/api/tessera/user/${id}`, { email: 'audited@rest.test', profile: { name: 'Audited 2' } })).status).toBe(200);
    expect((await admin.upload('PUT', `/api/tessera/user/${id}/image`, 'profileImage', await png(), 'a.png', 'image/png')).status).toBe(200);
    expect((await admin.rest('DELETE', `/api/tessera/user/${id}`)).status).toBe(200);

    const rows = await auditFor(id);
    expect(rows.map((r) => r.action)).toEqual(['user.deleted', 'user.image-changed', 'user.updated', 'user.created']);
    expect(rows.every((r) => r.actorEmail === adminEmail)).toBe(true);
    expect(rows.find((r) => r.action === 'user.created')!.details).toEqual({ role: 'editor' });

    const onlyCreated = await admin.rest('GET', '/api/tessera/audit-log?action=user.created&pageSize=100');
    expect(onlyCreated.body.items.every((r: { action: string }) => r.action === 'user.created')).toBe(true);
    expect(onlyCreated.body.items.some((r: { subjectId: string }) => r.subjectId === String(id))).toBe(true);
  });

  it('editor cannot read the audit log (UM_01, 403)', async () => {
    const editor = await addUser({ password });
    const client = await signedIn(editor.email);
    expectRefused(await client.rest('GET', '/api/tessera/audit-log?action=user.'), 403, { code: 'UM_01' });
    expectRefused(await gateway.client().rest('GET', '/api/tessera/audit-log?action=user.'), 401, { code: 'UM_01' });
  });
});
