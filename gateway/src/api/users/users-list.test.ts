import { createUser, systemContext, User } from '@tessera/schema';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Listing users (REST `GET /api/tessera/user/list` and GraphQL `users`). This file owns its
 * database: the bootstrap admin plus 60 invited "members" and one editor who signs in.
 */
let gateway: TestGateway;
let admin: TestClient;

const pad = (n: number) => String(n).padStart(2, '0');
const roleNames = ['admin', 'editor', 'reviewer'] as const;

interface Member {
  id: number;
  name: string;
  email: string;
  jobTitle: string;
  role: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}
const members: Member[] = [];
const editorEmail = 'list-editor@example.com';
const editorPassword = 'Ed1tor-password!';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  // Invited without mail: each mail to the test SMTP listener costs ~0.2 s, and the activation
  // mail is covered where users are created over HTTP.
  const quiet = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  const ctx = () => systemContext(gateway.tessera.orm.em.fork(), quiet);
  // Name, e-mail and creation order are three different permutations, so a list sorted by one
  // of them cannot come out right by accident of insertion order.
  for (let i = 0; i < 60; i++) {
    const nameNo = (i * 37) % 60;
    const emailNo = (i * 13 + 7) % 60;
    const role = roleNames[i % 3];
    const created = await createUser(ctx(), {
      email: `member-${pad(emailNo)}@list.test`,
      role,
      profile: { name: `Member ${pad(nameNo)}`, jobTitle: i % 2 === 0 ? `Gardener ${pad(i)}` : `Baker ${pad(i)}` },
    });
    members.push({
      id: created.id,
      name: `Member ${pad(nameNo)}`,
      email: `member-${pad(emailNo)}@list.test`,
      jobTitle: i % 2 === 0 ? `Gardener ${pad(i)}` : `Baker ${pad(i)}`,
      role,
      createdAt: new Date(0),
      lastLoginAt: null,
    });
  }
  // Distinct timestamps in yet another order; every fifth member has signed in once.
  const em = gateway.tessera.orm.em.fork();
  const base = Date.UTC(2025, 0, 1);
  for (const [i, member] of members.entries()) {
    member.createdAt = new Date(base + ((i * 23) % 60) * 60_000);
    member.lastLoginAt = i % 5 === 0 ? new Date(base + ((i * 7) % 60) * 3_600_000) : null;
    await em.nativeUpdate(User, { id: member.id }, { createdAt: member.createdAt, lastLoginAt: member.lastLoginAt });
  }
  await createUser(ctx(), { email: editorEmail, role: 'editor', password: editorPassword, profile: { name: 'Zz Editor' } });
});

afterAll(async () => {
  await gateway?.stop();
});

async function list(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return admin.rest('GET', `/api/tessera/user/list${qs ? `?${qs}` : ''}`);
}

const byKey =
  <K extends keyof Member>(key: K, order: 'asc' | 'desc') =>
  (a: Member, b: Member) => {
    const x = a[key] as unknown as string | number;
    const y = b[key] as unknown as string | number;
    const c = x < y ? -1 : x > y ? 1 : a.id - b.id; // ties: id ascending
    return order === 'asc' || x === y ? c : -c;
  };

describe('listing users over REST', () => {
  it('admin can page through 60 users 25 at a time (25/25/10)', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    for (let pageIndex = 0; pageIndex < 4; pageIndex++) {
      const reply = await list({ pageIndex, pageSize: 25, searchTerm: 'member', columnToSort: 'createdAt', sortOrder: 'asc' });
      expect(reply.status).toBe(200);
      expect(reply.body.totalItems).toBe(60);
      sizes.push(reply.body.data.length);
      seen.push(...reply.body.data.map((u: { ID: number }) => u.ID));
    }
    expect(sizes).toEqual([25, 25, 10, 0]);
    expect(seen).toEqual([...members].sort(byKey('createdAt', 'asc')).map((m) => m.id));
    expect(new Set(seen).size).toBe(60);
  });

  it('admin sees every user with ID, profile and role, never a password hash or storage key', async () => {
    const reply = await list({ pageSize: 100 });
    expect(reply.status).toBe(200);
    expect(reply.body.totalItems).toBe(62); // bootstrap admin + 60 members + the editor
    expect(reply.body.data).toHaveLength(62);
    const first = reply.body.data.find((u: { email: string }) => u.email === members[1].email);
    expect(first).toMatchObject({
      ID: members[1].id,
      name: members[1].name,
      email: members[1].email,
      jobTitle: members[1].jobTitle,
      image: null,
      active: false,
      role: { name: members[1].role },
      profile: { name: members[1].name, jobTitle: members[1].jobTitle, image: null },
    });
    expect(typeof first.role.ID).toBe('number');
    for (const user of reply.body.data) {
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['passwordHash']));
      expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['imageKey']));
      expect(JSON.stringify(user)).not.toContain('scrypt');
    }
  });

  it('uses 25 as the page size and page 0 when none is given', async () => {
    const reply = await list({});
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(25);
    expect(reply.body.totalItems).toBe(62);
    // default sort is by name ascending: "Administrator" comes first
    expect(reply.body.data[0].email).toBe(adminEmail);
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'asc'],
    ['email', 'desc'],
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
  ] as const)('admin can sort by %s %s', async (column, order) => {
    const reply = await list({ searchTerm: 'member', pageSize: 100, columnToSort: column, sortOrder: order });
    expect(reply.status).toBe(200);
    const expected = [...members].sort(byKey(column, order)).map((m) => m.id);
    expect(reply.body.data.map((u: { ID: number }) => u.ID)).toEqual(expected);
  });

  it.each(['asc', 'desc'] as const)('admin can sort by role %s, ties by id', async (order) => {
    const reply = await list({ searchTerm: 'member', pageSize: 100, columnToSort: 'role', sortOrder: order });
    expect(reply.status).toBe(200);
    const expected = [...members].sort(byKey('role', order)).map((m) => m.id);
    expect(reply.body.data.map((u: { ID: number }) => u.ID)).toEqual(expected);
    const roles = reply.body.data.map((u: { role: { name: string } }) => u.role.name);
    expect(roles[0]).toBe(order === 'asc' ? 'admin' : 'reviewer');
    expect(roles.at(-1)).toBe(order === 'asc' ? 'reviewer' : 'admin');
  });

  it.each(['asc', 'desc'] as const)('admin can sort by last sign-in %s', async (order) => {
    const reply = await list({ searchTerm: 'member', pageSize: 100, columnToSort: 'lastLoginAt', sortOrder: order });
    expect(reply.status).toBe(200);
    const signedIn = members.filter((m) => m.lastLoginAt).sort((a, b) => a.lastLoginAt!.getTime() - b.lastLoginAt!.getTime());
    if (order === 'desc') signedIn.reverse();
    const withLogin = reply.body.data.filter((u: { lastLoginAt: string | null }) => u.lastLoginAt !== null);
    expect(withLogin.map((u: { ID: number }) => u.ID)).toEqual(signedIn.map((m) => m.id));
    expect(reply.body.data).toHaveLength(60);
  });

  it('updatedAt is a sortable column', async () => {
    const asc = await list({ searchTerm: 'member', pageSize: 100, columnToSort: 'updatedAt', sortOrder: 'asc' });
    const desc = await list({ searchTerm: 'member', pageSize: 100, columnToSort: 'updatedAt', sortOrder: 'desc' });
    expect(asc.status).toBe(200);
    expect(desc.status).toBe(200);
    const times = (body: { data: { updatedAt: string }[] }) => body.data.map((u) => Date.parse(u.updatedAt));
    const ascTimes = times(asc.body);
    expect(ascTimes).toEqual([...ascTimes].sort((a, b) => a - b));
    const descTimes = times(desc.body);
    expect(descTimes).toEqual([...descTimes].sort((a, b) => b - a));
  });

  it('admin can search by name, e-mail or job title, case-insensitively, with paging', async () => {
    const byName = await list({ searchTerm: 'MEMBER 1', pageSize: 4, pageIndex: 1 });
    expect(byName.status).toBe(200);
    expect(byName.body.totalItems).toBe(10); // Member 10 .. Member 19
    expect(byName.body.data.map((u: { name: string }) => u.name)).toEqual(['Member 14', 'Member 15', 'Member 16', 'Member 17']);

    const byEmail = await list({ searchTerm: 'member-07@LIST' });
    expect(byEmail.body.totalItems).toBe(1);
    expect(byEmail.body.data[0].email).toBe('member-07@list.test');

    const byJob = await list({ searchTerm: 'gardener', pageSize: 100 });
    expect(byJob.body.totalItems).toBe(30);
    expect(byJob.body.data.every((u: { jobTitle: string }) => u.jobTitle.startsWith('Gardener'))).toBe(true);

    const none = await list({ searchTerm: 'nobody-has-this' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [], totalItems: 0 });
  });

  it('treats % and _ in the search term literally', async () => {
    for (const term of ['%', '_', 'member_0']) {
      const reply = await list({ searchTerm: term });
      expect(reply.status).toBe(200);
      expect(reply.body.totalItems).toBe(0);
    }
  });

  it('an empty search term lists everyone', async () => {
    const reply = await list({ searchTerm: '', pageSize: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.totalItems).toBe(62);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 'ten' }, 'pageSize'],
    [{ pageSize: 2.5 }, 'pageSize'],
    [{ pageIndex: -1 }, 'pageIndex'],
    [{ pageIndex: 'first' }, 'pageIndex'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ columnToSort: 'passwordHash' }, 'columnToSort'],
    [{ columnToSort: 'imageKey' }, 'columnToSort'],
    [{ columnToSort: 'name; drop table tessera_user' }, 'columnToSort'],
  ] as const)('refuses %j with V_12 and 422', async (query, property) => {
    const reply = await list(query as Record<string, string | number>);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ code: 'V_12', property }] });
    expect(typeof reply.body.Message).toBe('string');
  });

  it('editor cannot list users (UM_01, 403)', async () => {
    const editor = gateway.client();
    expect((await editor.signIn(editorEmail, editorPassword)).status).toBe(200);
    const reply = await editor.rest('GET', '/api/tessera/user/list');
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01' }] });
    expect(reply.body.data).toBeUndefined();
  });

  it('signed-out visitor cannot list users (UM_01, 401)', async () => {
    const reply = await gateway.client().rest('GET', '/api/tessera/user/list');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ Success: false, Errors: [{ code: 'UM_01' }] });
  });
});

describe('listing users over GraphQL', () => {
  const query = `query ($query: UserListQuery) { users(query: $query) { totalItems items { id email name role { name } } } }`;

  it('admin can page through 60 users (25/25/10)', async () => {
    const ids: number[] = [];
    for (const [pageIndex, size] of [
      [0, 25],
      [1, 25],
      [2, 10],
    ]) {
      const reply = await admin.gql(query, { query: { pageIndex, pageSize: 25, searchTerm: 'member', columnToSort: 'email', sortOrder: 'desc' } });
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.users.totalItems).toBe(60);
      expect(reply.body.data.users.items).toHaveLength(size);
      ids.push(...reply.body.data.users.items.map((u: { id: number }) => u.id));
    }
    expect(ids).toEqual([...members].sort(byKey('email', 'desc')).map((m) => m.id));
  });

  it('admin gets the first 25 by name without a query', async () => {
    const reply = await admin.gql(`{ users { totalItems items { id email } } }`);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.users.totalItems).toBe(62);
    expect(reply.body.data.users.items).toHaveLength(25);
    expect(reply.body.data.users.items[0].email).toBe(adminEmail);
  });

  it('admin can search', async () => {
    const reply = await admin.gql(query, { query: { searchTerm: 'Baker 0' } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.users.totalItems).toBe(5); // Baker 01, 03, 05, 07, 09
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageIndex: -1 }, 'pageIndex'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ columnToSort: 'passwordHash' }, 'columnToSort'],
  ])('refuses %j with V_12', async (bad, property) => {
    const reply = await admin.gql(query, { query: bad });
    expect(reply.body.data?.users ?? null).toBeNull();
    expect(reply.body.errors![0].extensions).toMatchObject({ code: 'V_12', property });
  });

  it('editor cannot list users (UM_01)', async () => {
    const editor = gateway.client();
    await editor.signIn(editorEmail, editorPassword);
    const reply = await editor.gql(query, {});
    expect(reply.body.data?.users ?? null).toBeNull();
    expect(reply.body.errors![0].extensions.code).toBe('UM_01');
  });

  it('signed-out visitor cannot list users (UM_01)', async () => {
    const reply = await gateway.client().gql(query, {});
    expect(reply.body.data?.users ?? null).toBeNull();
    expect(reply.body.errors![0].extensions.code).toBe('UM_01');
  });
});
