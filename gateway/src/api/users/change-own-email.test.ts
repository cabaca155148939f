import { startTestGateway, userPassword, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Changing an account's e-mail (PUT /api/tessera/user/{id}, GraphQL updateUser): one's own needs
 * the current password (V_01 without it, AUTH_02 when wrong); an administrator changing someone
 * else's does not. Either way the account's other sessions end (the one that changed it of its
 * own continues) and the old address is mailed that it changed.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const put = (client: TestClient, id: number, body: Record<string, unknown>) => client.rest('PUT', `/api/tessera/user/${id}`, body);
const update = 'mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id email } }';
const emailOf = async (id: number) => (await gateway.sql<{ email: string }>('select email from tessera_user where id = ?', [id]))[0].email;
const signedInAs = async (client: TestClient) => (await client.rest('GET', '/api/tessera/user')).body.ID as number;

/** An editor signed in twice: the client that changes the address, and another session of theirs. */
async function editorWithTwoSessions() {
  const editor = await gateway.signedIn('editor');
  const elsewhere = gateway.client();
  expect((await elsewhere.signIn(editor.email, userPassword)).status).toBe(200);
  return { ...editor, elsewhere, newEmail: `moved-${++serial}@users.test` };
}

async function mailsTo(address: string, timeoutMs = 5000) {
  return (await gateway.smtp.mailTo(address, timeoutMs)).map((mail) => mail.raw.replace(/=\r?\n/g, ''));
}

describe("changing one's own e-mail", () => {
  it('needs the current password: V_01 without it, AUTH_02 when it is wrong, over REST and GraphQL; nothing changes', async () => {
    const editor = await editorWithTwoSessions();
    const body = { email: editor.newEmail, profile: { name: 'Moving' } };
    const missing = await put(editor.client, editor.id, body);
    expect([missing.status, missing.body.Errors]).toEqual([422, [{ code: 'V_01', property: 'currentPassword' }]]);
    const wrong = await put(editor.client, editor.id, { ...body, currentPassword: 'Not-the-passw0rd!' });
    expect([wrong.status, wrong.body.Errors]).toEqual([422, [{ code: 'AUTH_02', property: 'currentPassword' }]]);
    const overGraphql = await editor.client.gql(update, { id: editor.id, input: body });
    expect(overGraphql.body.errors?.[0].extensions).toMatchObject({ code: 'V_01', property: 'currentPassword' });
    const wrongOverGraphql = await editor.client.gql(update, { id: editor.id, input: { ...body, currentPassword: 'Not-the-passw0rd!' } });
    expect(wrongOverGraphql.body.errors?.[0].extensions).toMatchObject({ code: 'AUTH_02', property: 'currentPassword' });

    expect(await emailOf(editor.id)).toBe(editor.email);
    expect(await signedInAs(editor.elsewhere)).toBe(editor.id);
    expect(await mailsTo(editor.email, 300)).toEqual([]);
  });

  it('with the right password: the e-mail changes, the other sessions end, this one continues, and the old address is told', async () => {
    const editor = await editorWithTwoSessions();
    const reply = await put(editor.client, editor.id, { email: editor.newEmail, currentPassword: userPassword, profile: { name: 'Moved' } });
    expect(reply.status).toBe(200);
    expect(reply.body.User).toMatchObject({ ID: editor.id, email: editor.newEmail });

    expect(await emailOf(editor.id)).toBe(editor.newEmail);
    expect(await signedInAs(editor.client)).toBe(editor.id);
    expect(await signedInAs(editor.elsewhere)).toBe(0);
    const [told] = await mailsTo(editor.email);
    expect(told).toMatch(/^Subject: The e-mail address of your Tessera account was changed/m);
    expect(told).toContain(editor.newEmail);
    expect(await gateway.client().signIn(editor.newEmail, userPassword)).toMatchObject({ status: 200 });
  });

  it('works the same over GraphQL', async () => {
    const editor = await editorWithTwoSessions();
    const reply = await editor.client.gql(update, { id: editor.id, input: { email: editor.newEmail, currentPassword: userPassword, profile: { name: 'Moved' } } });
    expect(reply.body).toEqual({ data: { updateUser: { id: editor.id, email: editor.newEmail } } });
    expect(await signedInAs(editor.client)).toBe(editor.id);
    expect(await signedInAs(editor.elsewhere)).toBe(0);
    expect(await mailsTo(editor.email)).toHaveLength(1);
  });

  it('saving one’s profile with the e-mail unchanged needs no password and signs nobody out', async () => {
    const editor = await editorWithTwoSessions();
    const reply = await put(editor.client, editor.id, { email: editor.email.toUpperCase(), profile: { name: 'Renamed', jobTitle: 'Writer' } });
    expect(reply.status).toBe(200);
    expect(await signedInAs(editor.elsewhere)).toBe(editor.id);
    expect(await mailsTo(editor.email, 300)).toEqual([]);
  });
});

describe("an administrator changing someone else's e-mail", () => {
  it('needs no password of theirs; that user’s sessions end and their old address is told', async () => {
    const editor = await editorWithTwoSessions();
    const adminBefore = await signedInAs(admin);
    const reply = await put(admin, editor.id, { email: editor.newEmail, profile: { name: 'Moved by admin' } });
    expect(reply.status).toBe(200);
    expect(await emailOf(editor.id)).toBe(editor.newEmail);
    expect(await signedInAs(editor.client)).toBe(0);
    expect(await signedInAs(editor.elsewhere)).toBe(0);
    expect(await signedInAs(admin)).toBe(adminBefore);
    const [told] = await mailsTo(editor.email);
    expect(told).toContain(editor.newEmail);
  });
});
