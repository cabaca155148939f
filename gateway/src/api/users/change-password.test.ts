import { createUser, SessionRepository, systemContext, User } from '@tessera/schema';
import { hashPassword } from '@tessera/schema/src/auth/password';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';
import { Session } from '@tessera/schema/src/auth/session.entity';

/** Changing one's own password: REST `PUT /api/tessera/user/{id}/password` and GraphQL `changePassword` (SPEC §5, §8). */
let gateway: TestGateway;
let admin: TestClient;
let adminId: number;
const password = 'Str0ng-password!';
const newPassword = 'N3w-password!!';
let serial = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  adminId = (await admin.rest('GET', '/api/tessera/user')).body.ID;
});

afterAll(async () => {
  await gateway?.stop();
});

async function signIn(email: string, pw: string) {
  const client = gateway.client();
  const reply = await client.signIn(email, pw);
  return { client, status: reply.status };
}

/**
 * A signed-in editor whose password is `password`, made cheaply: one scrypt hash shared by all,
 * and a session created directly. Signing in for real is done where the test is about it.
 */
let sharedHash: Promise<string>;
async function addEditor() {
  sharedHash ??= hashPassword(password);
  const email = `pw-${++serial}@password.test`;
  const quiet = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  const em = gateway.tessera.orm.em.fork();
  const user = await createUser(systemContext(em, quiet), { email, role: 'editor', profile: { name: `Pw ${serial}` } });
  await em.nativeUpdate(User, { id: user.id }, { active: true, passwordHash: await sharedHash });
  const token = await new SessionRepository(gateway.tessera.orm.em.fork()).create(user.id, 60 * 60_000, null);
  const client = gateway.client();
  client.cookie = `tessera_session=${token}`;
  await client.start();
  expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(user.id);
  return { id: user.id, email, client };
}

async function passwordHash(id: number) {
  return (await gateway.tessera.orm.em.fork().findOneOrFail(User, { id })).passwordHash;
}

async function sessionCount(id: number) {
  return gateway.tessera.orm.em.fork().count(Session, { user: id });
}

const put = (client: TestClient, id: number | string, body: unknown) => client.rest('PUT', `/api/tessera/user/${id}/password`, body);

function expectRefused(reply: { status: number; body: any }, status: number, ...errors: { code: string; property?: string }[]) {
  expect(reply.status).toBe(status);
  expect(reply.body.Success).toBe(false);
  expect(reply.body.Errors).toEqual(expect.arrayContaining(errors.map((e) => expect.objectContaining(e))));
}

describe('changing a password over REST', () => {
  it('a user changes their password: this client stays signed in, their other sessions end, the new password signs in', async () => {
    const editor = await addEditor();
    const other = await signIn(editor.email, password);
    expect(other.status).toBe(200);
    expect(await sessionCount(editor.id)).toBe(2);
    const csrfBefore = editor.client.csrf;

    const reply = await put(editor.client, editor.id, { currentPassword: password, password: newPassword, confirm: newPassword });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [] });

    // this client continues under a fresh session (new CSRF token) and can keep writing
    expect(editor.client.csrf).not.toBe(csrfBefore);
    expect((await editor.client.rest('GET', '/api/tessera/user')).body.ID).toBe(editor.id);
    const write = await editor.client.rest('PUT', `/api/tessera/user/${editor.id}`, { email: editor.email, profile: { name: 'Still here' } });
    expect(write.status).toBe(200);
    // the other session is gone
    expect((await other.client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expect(await sessionCount(editor.id)).toBe(1);

    expect((await signIn(editor.email, password)).status).toBe(401);
    expect((await signIn(editor.email, newPassword)).status).toBe(200);

    const log = await admin.rest('GET', '/api/tessera/audit-log?action=user.password-changed');
    expect(log.body.items.some((r: { subjectId: string; actorEmail: string }) => r.subjectId === String(editor.id) && r.actorEmail === editor.email)).toBe(true);
  });

  it('refuses a wrong current password (AUTH_02, 422) and keeps the old one', async () => {
    const editor = await addEditor();
    const hash = await passwordHash(editor.id);
    const reply = await put(editor.client, editor.id, { currentPassword: 'N0t-my-password!', password: newPassword, confirm: newPassword });
    expectRefused(reply, 422, { code: 'AUTH_02', property: 'currentPassword' });
    expect(await passwordHash(editor.id)).toBe(hash);
    expect((await editor.client.rest('GET', '/api/tessera/user')).body.ID).toBe(editor.id);
  });

  it('refuses a confirmation that does not match (V_08)', async () => {
    const editor = await addEditor();
    const hash = await passwordHash(editor.id);
    const reply = await put(editor.client, editor.id, { currentPassword: password, password: newPassword, confirm: `${newPassword}x` });
    expectRefused(reply, 422, { code: 'V_08', property: 'confirm' });
    expect(await passwordHash(editor.id)).toBe(hash);
  });

  it.each([
    ['no uppercase letter', 'lowercase-only!1', ['V_09']],
    ['no special character', 'Abcdefghij1', ['V_09']],
    ['8 characters', 'Abcdef!1', ['V_10']],
    ['255 characters', `A!${'a'.repeat(253)}`, ['V_11']],
    ['short and plain', 'abc', ['V_09', 'V_10']],
  ])('refuses a new password with %s', async (_label, weak, codes) => {
    const editor = await addEditor();
    const hash = await passwordHash(editor.id);
    const reply = await put(editor.client, editor.id, { currentPassword: password, password: weak, confirm: weak });
    expect(reply.status).toBe(422);
    expect(
      reply.body.Errors.filter((e: { property: string }) => e.property === 'password')
        .map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(codes);
    expect(await passwordHash(editor.id)).toBe(hash);
  });

  it.each([
    ['9 characters', 'Abcdefg!1'],
    ['254 characters', `A!${'a'.repeat(252)}`],
    ['a non-ASCII uppercase letter', 'élan-vitalÉ1'],
  ])('accepts a new password of %s', async (_label, good) => {
    const editor = await addEditor();
    const reply = await put(editor.client, editor.id, { currentPassword: password, password: good, confirm: good });
    expect(reply.status).toBe(200);
    expect((await signIn(editor.email, good)).status).toBe(200);
  });

  it('requires all three fields (V_01)', async () => {
    const editor = await addEditor();
    const reply = await put(editor.client, editor.id, {});
    expectRefused(reply, 422, { code: 'V_01', property: 'currentPassword' }, { code: 'V_01', property: 'password' }, { code: 'V_01', property: 'confirm' });
  });

  it('a user cannot change another user’s password (UM_01, 403), not even an admin', async () => {
    const editor = await addEditor();
    const adminHash = await passwordHash(adminId);
    const editorHash = await passwordHash(editor.id);
    expectRefused(await put(editor.client, adminId, { currentPassword: password, password: newPassword, confirm: newPassword }), 403, { code: 'UM_01' });
    expectRefused(await put(admin, editor.id, { currentPassword: 'Adm1n-password!', password: newPassword, confirm: newPassword }), 403, { code: 'UM_01' });
    expect(await passwordHash(adminId)).toBe(adminHash);
    expect(await passwordHash(editor.id)).toBe(editorHash);
    expect((await admin.rest('GET', '/api/tessera/user')).body.email).toBe(adminEmail);
  });

  it('a signed-out visitor cannot change a password (UM_01, 401)', async () => {
    const editor = await addEditor();
    const hash = await passwordHash(editor.id);
    const anon = await gateway.client().start();
    expectRefused(await put(anon, editor.id, { currentPassword: password, password: newPassword, confirm: newPassword }), 401, { code: 'UM_01' });
    expect(await passwordHash(editor.id)).toBe(hash);
  });

  it('refuses a malformed id (V_12)', async () => {
    const editor = await addEditor();
    expectRefused(await put(editor.client, 'abc', { currentPassword: password, password: newPassword, confirm: newPassword }), 422, { code: 'V_12', property: 'id' });
  });
});

describe('changing a password over GraphQL', () => {
  const change = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;

  it('a user changes their password; other sessions end, this one continues', async () => {
    const editor = await addEditor();
    const other = await signIn(editor.email, password);
    const reply = await editor.client.gql(change, { input: { currentPassword: password, password: newPassword, confirm: newPassword } });
    expect(reply.body).toEqual({ data: { changePassword: true } });
    expect((await editor.client.gql(`{ me { id } }`)).body.data.me).toEqual({ id: editor.id });
    expect((await other.client.gql(`{ me { id } }`)).body.data.me).toBeNull();
    expect((await signIn(editor.email, newPassword)).status).toBe(200);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'N0t-my-password!' }, 'AUTH_02', 'currentPassword'],
    ['a mismatched confirmation', { confirm: 'Other-password!1' }, 'V_08', 'confirm'],
    ['no uppercase or special character', { password: 'plainpassword', confirm: 'plainpassword' }, 'V_09', 'password'],
    ['8 characters', { password: 'Abcdef!1', confirm: 'Abcdef!1' }, 'V_10', 'password'],
    ['255 characters', { password: `A!${'a'.repeat(253)}`, confirm: `A!${'a'.repeat(253)}` }, 'V_11', 'password'],
  ])('refuses %s', async (_label, patch, code, property) => {
    const editor = await addEditor();
    const hash = await passwordHash(editor.id);
    const reply = await editor.client.gql(change, { input: { currentPassword: password, password: newPassword, confirm: newPassword, ...patch } });
    expect(reply.body.data?.changePassword ?? null).toBeNull();
    expect(reply.body.errors![0].extensions).toMatchObject({ code, property });
    expect(await passwordHash(editor.id)).toBe(hash);
  });

  it('a signed-out visitor cannot change a password (UM_01)', async () => {
    const anon = await gateway.client().start();
    const reply = await anon.gql(change, { input: { currentPassword: password, password: newPassword, confirm: newPassword } });
    expect(reply.body.errors![0].extensions.code).toBe('UM_01');
  });
});
