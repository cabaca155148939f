import { startTestGateway, adminEmail, adminPassword, type TestGateway } from '@tessera/testing';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.stop();
});

describe('signing in', () => {
  it('bootstrap admin can sign in, read the session and sign out', async () => {
    const client = gateway.client();
    const anonymous = await client.rest('GET', '/api/tessera/user');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.ID).toBe(0);
    const anonymousCsrf = client.csrf;

    const login = await client.rest('POST', '/api/tessera/auth/login', { email: adminEmail, password: adminPassword });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ Success: true, Errors: [], User: { email: adminEmail, role: { name: 'admin' } } });
    expect(client.csrf).not.toBe(anonymousCsrf);

    const session = await client.rest('GET', '/api/tessera/user');
    expect(session.body.ID).toBe(login.body.User.ID);
    expect(session.body.role.permissions).toEqual(expect.arrayContaining([{ name: 'manage-users', parameters: null }]));

    const signedInCsrf = client.csrf;
    const logout = await client.rest('POST', '/api/tessera/auth/logout');
    expect(logout.body).toEqual({ Success: true, Errors: [] });
    expect(client.csrf).not.toBe(signedInCsrf);
    expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
  });
});
