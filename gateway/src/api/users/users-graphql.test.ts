import { createUser, permissionNames, SessionRepository, systemContext, User } from '@tessera/schema';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';

/** The GraphQL twins of the user calls: roles, user, createUser, register, updateUser, deleteUser, auditLog. */
let gateway: TestGateway;
let admin: TestClient;
let adminId: number;
let serial = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  adminId = (await admin.rest('GET', '/api/tessera/user')).body.ID;
});

afterAll(async () => {
  await gateway?.stop();
});

async function addUser(options: { role?: string; password?: string; name?: string } = {}) {
  const email = `gql-${++serial}@graphql.test`;
  const quiet = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  const user = await createUser(systemContext(gateway.tessera.orm.em.fork(), quiet), {
    email,
    role: options.role ?? 'editor',
    password: options.password,
    profile: { name: options.name ?? `Gql ${serial}` },
  });
  return { id: user.id, email };
}

/** A signed-in editor; the session is created directly (sign-in is not under test here). */
async function addSignedInEditor() {
  const user = await addUser();
  await gateway.tessera.orm.em.fork().nativeUpdate(User, { id: user.id }, { active: true });
  const token = await new SessionRepository(gateway.tessera.orm.em.fork()).create(user.id, 60 * 60_000, null);
  const client = gateway.client();
  client.cookie = `tessera_session=${token}`;
  await client.start();
  expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(user.id);
  return { ...user, client };
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

/** The first error's catalogue code; asserts the field came back null. */
function errorOf(reply: { body: { data?: any; errors?: any[] } }, field: string) {
  expect(reply.body.data?.[field] ?? null).toBeNull();
  expect(reply.body.errors).toBeDefined();
  return reply.body.errors![0].extensions as { code: string; property: string | null; errors?: { code: string; property: string | null }[] };
}

const userFields = `id email name jobTitle image active role { id name } profile { name jobTitle image }`;

describe('roles over GraphQL', () => {
  const roles = `{ roles { id name permissions { name parameters } } }`;

  it('admin sees admin, editor and reviewer with their permissions', async () => {
    const reply = await admin.gql(roles);
    expect(reply.body.errors).toBeUndefined();
    const byName = Object.fromEntries(reply.body.data.roles.map((r: { name: string }) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(['admin', 'editor', 'reviewer']);
    expect(byName.admin.permissions.map((p: { name: string }) => p.name).sort()).toEqual([...permissionNames].sort());
    expect(byName.editor.permissions).toEqual(
      expect.arrayContaining([
        { name: 'create-page', parameters: null },
        { name: 'manage-menu', parameters: null },
      ]),
    );
    expect(byName.editor.permissions.map((p: { name: string }) => p.name)).not.toContain('manage-users');
    expect(byName.reviewer.permissions.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['review-publication', 'publish-page']));
    expect(byName.reviewer.permissions.map((p: { name: string }) => p.name)).not.toContain('manage-users');
    for (const role of reply.body.data.roles) expect(typeof role.id).toBe('number');
  });

  it('the REST twin lists the same roles', async () => {
    const gql = (await admin.gql(roles)).body.data.roles;
    const rest = await admin.rest('GET', '/api/tessera/user/roles');
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((r: { ID: number; name: string; permissions: unknown }) => ({ id: r.ID, name: r.name, permissions: r.permissions }))).toEqual(gql);
  });

  it('any signed-in user can read the roles; a signed-out visitor cannot (UM_01)', async () => {
    const editor = await addSignedInEditor();
    const reply = await editor.client.gql(roles);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.roles).toHaveLength(3);
    expect(errorOf(await gateway.client().gql(roles), 'roles').code).toBe('UM_01');
    const rest = await gateway.client().rest('GET', '/api/tessera/user/roles');
    expect(rest.status).toBe(401);
  });
});

describe('one user over GraphQL', () => {
  const query = `query ($id: Int!) { user(id: $id) { ${userFields} } }`;

  it('anyone signed in can read themselves', async () => {
    const editor = await addSignedInEditor();
    const reply = await editor.client.gql(query, { id: editor.id });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.user).toMatchObject({ id: editor.id, email: editor.email, active: true, role: { name: 'editor' } });
  });

  it('reading someone else needs manage-users (UM_01), even for ids that do not exist', async () => {
    const editor = await addSignedInEditor();
    expect(errorOf(await editor.client.gql(query, { id: adminId }), 'user').code).toBe('UM_01');
    expect(errorOf(await editor.client.gql(query, { id: 987654 }), 'user').code).toBe('UM_01');
    const byAdmin = await admin.gql(query, { id: editor.id });
    expect(byAdmin.body.data.user.email).toBe(editor.email);
    expect(errorOf(await admin.gql(query, { id: 987654 }), 'user').code).toBe('UM_02');
    expect(errorOf(await gateway.client().gql(query, { id: adminId }), 'user').code).toBe('UM_01');
  });
});

describe('createUser and register over GraphQL', () => {
  const create = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${userFields} } }`;
  const register = `mutation ($input: RegisterInput!) { register(input: $input) { ${userFields} } }`;

  it('admin can invite a user; the activation mail carries a token link', async () => {
    const reply = await admin.gql(create, { input: { email: 'Invitee@GraphQL.test', role: 'reviewer', profile: { name: 'Invitee', jobTitle: 'Proofreader' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.createUser).toMatchObject({
      email: 'invitee@graphql.test',
      name: 'Invitee',
      jobTitle: 'Proofreader',
      image: null,
      active: false,
      role: { name: 'reviewer' },
      profile: { name: 'Invitee', jobTitle: 'Proofreader', image: null },
    });
    const row = await stored(reply.body.data.createUser.id);
    expect(row).toMatchObject({ email: 'invitee@graphql.test', active: false, passwordHash: null });
    expect(row!.role.name).toBe('reviewer');
    const mails = await gateway.smtp.mailTo('invitee@graphql.test');
    expect(mails).toHaveLength(1);
    expect(await gateway.smtp.lastToken('invitee@graphql.test')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('the nullable password and job title may be sent as null: the user is invited', async () => {
    const reply = await admin.gql(create, { input: { email: 'nulls@graphql.test', role: 'editor', password: null, profile: { name: 'Nulls', jobTitle: null } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.createUser).toMatchObject({ active: false, jobTitle: null });
    expect(await storedByEmail('nulls@graphql.test')).toMatchObject({ active: false, passwordHash: null, jobTitle: null });
    expect(await gateway.smtp.mailTo('nulls@graphql.test')).toHaveLength(1);
  });

  it('a role id works as well as a role name', async () => {
    const roles = (await admin.gql(`{ roles { id name } }`)).body.data.roles;
    const editorRole = roles.find((r: { name: string }) => r.name === 'editor');
    const reply = await admin.gql(create, { input: { email: 'by-id@graphql.test', role: String(editorRole.id), profile: { name: 'By Id' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.createUser.role).toEqual({ id: editorRole.id, name: 'editor' });
  });

  it.each([
    ['a duplicate e-mail in another case', { email: 'ADMIN@example.com' }, 'V_06', 'email'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'V_02', 'email'],
    ['an empty e-mail', { email: '' }, 'V_01', 'email'],
    ['an empty name', { profile: { name: '' } }, 'V_01', 'profile.name'],
    ['an unknown role', { role: 'superuser' }, 'V_12', 'role'],
    ['a weak password', { password: 'weak' }, 'V_09', 'password'],
  ])('refuses %s', async (_label, patch, code, property) => {
    const before = await userCount();
    const input = { email: `refused-${++serial}@graphql.test`, role: 'editor', profile: { name: 'Refused' }, ...patch };
    const error = errorOf(await admin.gql(create, { input }), 'createUser');
    expect(error).toMatchObject({ code, property });
    expect(await userCount()).toBe(before);
  });

  it('reports every problem at once in extensions.errors', async () => {
    const error = errorOf(await admin.gql(create, { input: { email: 'bad', role: 'ghost', profile: { name: ' ' } } }), 'createUser');
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { code: 'V_02', property: 'email' },
        { code: 'V_01', property: 'profile.name' },
      ]),
    );
  });

  it('refuses wrongly typed input before it reaches the operation (V_12)', async () => {
    const before = await userCount();
    const error = errorOf(await admin.gql(create, { input: { email: 123, role: 'editor', profile: 'x' } }), 'createUser');
    expect(error.code).toBe('V_12');
    expect(await userCount()).toBe(before);
  });

  it('editor cannot create users (UM_01); a signed-out visitor cannot either', async () => {
    const editor = await addSignedInEditor();
    const before = await userCount();
    const input = { email: 'sneaky@graphql.test', role: 'admin', profile: { name: 'Sneaky' } };
    expect(errorOf(await editor.client.gql(create, { input }), 'createUser').code).toBe('UM_01');
    const anon = await gateway.client().start();
    expect(errorOf(await anon.gql(create, { input }), 'createUser').code).toBe('UM_01');
    expect(await userCount()).toBe(before);
  });

  it('a mutation without the CSRF headers is refused (V_04)', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const reply = await client.gql(create, { input: { email: 'nocsrf@graphql.test', role: 'editor', profile: { name: 'No' } } });
    expect(errorOf(reply, 'createUser').code).toBe('V_04');
    expect(await storedByEmail('nocsrf@graphql.test')).toBeNull();
  });

  it('admin can register a user with the flat payload', async () => {
    const reply = await admin.gql(register, { input: { name: 'Flat', email: 'flat@graphql.test', role: 'editor', jobTitle: 'Typist' } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.register).toMatchObject({ email: 'flat@graphql.test', active: false, profile: { name: 'Flat', jobTitle: 'Typist' }, role: { name: 'editor' } });
    expect(await storedByEmail('flat@graphql.test')).toMatchObject({ name: 'Flat', jobTitle: 'Typist', active: false });
    expect(await gateway.smtp.mailTo('flat@graphql.test')).toHaveLength(1);
  });

  it('register names the flat field `name` when it is blank (V_01)', async () => {
    const error = errorOf(await admin.gql(register, { input: { name: ' ', email: 'blank@graphql.test', role: 'editor' } }), 'register');
    expect(error).toMatchObject({ code: 'V_01', property: 'name' });
    expect(await storedByEmail('blank@graphql.test')).toBeNull();
  });

  it('register refuses a duplicate (V_06) and an editor (UM_01)', async () => {
    const before = await userCount();
    expect(errorOf(await admin.gql(register, { input: { name: 'Again', email: 'FLAT@graphql.test', role: 'editor' } }), 'register')).toMatchObject({
      code: 'V_06',
      property: 'email',
    });
    const editor = await addSignedInEditor();
    expect(errorOf(await editor.client.gql(register, { input: { name: 'E', email: 'reg-ed@graphql.test', role: 'admin' } }), 'register').code).toBe('UM_01');
    expect(await userCount()).toBe(before + 1); // only the editor made for this test
  });
});

describe('updateUser over GraphQL', () => {
  const update = `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${userFields} } }`;

  it('admin can update anyone', async () => {
    const target = await addUser();
    const reply = await admin.gql(update, { id: target.id, input: { email: 'moved@graphql.test', role: 'reviewer', profile: { name: 'Moved', jobTitle: 'Lead' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.updateUser).toMatchObject({ id: target.id, email: 'moved@graphql.test', role: { name: 'reviewer' }, profile: { name: 'Moved', jobTitle: 'Lead' } });
    const row = await stored(target.id);
    expect(row).toMatchObject({ email: 'moved@graphql.test', name: 'Moved', jobTitle: 'Lead' });
    expect(row!.role.name).toBe('reviewer');
  });

  it('the nullable role may be sent as null: the role stays', async () => {
    const target = await addUser({ role: 'reviewer' });
    const reply = await admin.gql(update, { id: target.id, input: { email: target.email, role: null, profile: { name: 'Null role' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.updateUser.role.name).toBe('reviewer');
    expect((await stored(target.id))!.name).toBe('Null role');
  });

  // Their own e-mail, with the current password it needs: change-own-email.test.ts.
  it('editor can update their own profile', async () => {
    const editor = await addSignedInEditor();
    const reply = await editor.client.gql(update, { id: editor.id, input: { email: editor.email, profile: { name: 'Own', jobTitle: 'Mine' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(await stored(editor.id)).toMatchObject({ email: editor.email, name: 'Own', jobTitle: 'Mine' });
  });

  it('editor cannot update someone else or their own role (UM_01)', async () => {
    const editor = await addSignedInEditor();
    const other = await addUser({ name: 'Other' });
    expect(errorOf(await editor.client.gql(update, { id: other.id, input: { email: other.email, profile: { name: 'Hacked' } } }), 'updateUser').code).toBe('UM_01');
    expect(errorOf(await editor.client.gql(update, { id: editor.id, input: { email: editor.email, role: 'admin', profile: { name: 'Hacked' } } }), 'updateUser').code).toBe('UM_01');
    expect((await stored(other.id))!.name).toBe('Other');
    const self = await stored(editor.id);
    expect(self!.role.name).toBe('editor');
    expect(self!.name).not.toBe('Hacked');
  });

  it('the last active user manager cannot be demoted (V_07)', async () => {
    const error = errorOf(await admin.gql(update, { id: adminId, input: { email: adminEmail, role: 'reviewer', profile: { name: 'Administrator' } } }), 'updateUser');
    expect(error).toMatchObject({ code: 'V_07', property: 'role' });
    expect((await stored(adminId))!.role.name).toBe('admin');
  });

  it('refuses a taken e-mail (V_06) and an unknown id (UM_02)', async () => {
    const target = await addUser({ name: 'Kept' });
    expect(errorOf(await admin.gql(update, { id: target.id, input: { email: adminEmail, profile: { name: 'Changed' } } }), 'updateUser')).toMatchObject({
      code: 'V_06',
      property: 'email',
    });
    expect(await stored(target.id)).toMatchObject({ email: target.email, name: 'Kept' });
    expect(errorOf(await admin.gql(update, { id: 987654, input: { email: 'x@graphql.test', profile: { name: 'X' } } }), 'updateUser').code).toBe('UM_02');
  });
});

describe('deleteUser over GraphQL', () => {
  const del = `mutation ($id: Int!) { deleteUser(id: $id) }`;

  it('admin can delete a user, whose session ends', async () => {
    const editor = await addSignedInEditor();
    const reply = await admin.gql(del, { id: editor.id });
    expect(reply.body).toEqual({ data: { deleteUser: true } });
    expect(await stored(editor.id)).toBeNull();
    expect((await editor.client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
    expect((await editor.client.gql(`{ me { id } }`)).body.data.me).toBeNull();
  });

  it('refuses deleting yourself (V_07) and an unknown id (UM_02)', async () => {
    expect(errorOf(await admin.gql(del, { id: adminId }), 'deleteUser').code).toBe('V_07');
    expect(await stored(adminId)).not.toBeNull();
    expect(errorOf(await admin.gql(del, { id: 987654 }), 'deleteUser').code).toBe('UM_02');
  });

  it('editor cannot delete users (UM_01)', async () => {
    const editor = await addSignedInEditor();
    const target = await addUser();
    expect(errorOf(await editor.client.gql(del, { id: target.id }), 'deleteUser').code).toBe('UM_01');
    expect(await stored(target.id)).not.toBeNull();
  });
});

describe('auditLog over GraphQL', () => {
  const audit = `query ($query: AuditLogQuery) { auditLog(query: $query) { hasMore items { action actorEmail subjectId details } } }`;

  it('admin reads user changes with the actor’s e-mail, newest first', async () => {
    const created = await admin.gql(`mutation { createUser(input: { email: "trail@graphql.test", role: "editor", profile: { name: "Trail" } }) { id } }`);
    const id = created.body.data.createUser.id;
    await admin.gql(`mutation ($id: Int!) { updateUser(id: $id, input: { email: "trail@graphql.test", profile: { name: "Trail 2" } }) { id } }`, { id });
    await admin.gql(`mutation ($id: Int!) { deleteUser(id: $id) }`, { id });
    const reply = await admin.gql(audit, { query: { action: 'user.', pageSize: 100 } });
    expect(reply.body.errors).toBeUndefined();
    const rows = reply.body.data.auditLog.items.filter((r: { subjectId: string }) => r.subjectId === String(id));
    expect(rows.map((r: { action: string; actorEmail: string }) => [r.action, r.actorEmail])).toEqual([
      ['user.deleted', adminEmail],
      ['user.updated', adminEmail],
      ['user.created', adminEmail],
    ]);
    expect(rows[1].details).toEqual({ changed: ['name'] });
    expect(reply.body.data.auditLog.items.every((r: { action: string }) => r.action.startsWith('user.'))).toBe(true);
  });

  it('editor cannot read the audit log (UM_01)', async () => {
    const editor = await addSignedInEditor();
    expect(errorOf(await editor.client.gql(audit, { query: { action: 'user.' } }), 'auditLog').code).toBe('UM_01');
  });
});
