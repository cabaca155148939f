import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { arrangeEntries, idsOf, personWith } from './audit-log.test-support';

/**
 * The audit log over HTTP (REST `GET /api/tessera/audit-log`, GraphQL `auditLog`): who may read
 * it (view-audit-log, nothing else), each filter (person by id or e-mail, action exact or prefix,
 * object, dates, API token), keyset pages that neither skip nor repeat an entry (ties of time and
 * microseconds included), where a change came from, and hostile input answered with codes.
 */
let gateway: TestGateway;
let admin: TestClient;
let person: { client: TestClient; id: number; email: string };
/** The arranged entries of 2020, by name. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  person = await gateway.signedIn('editor');
  const arranged = {
    annPublished: { at: '2020-03-01T10:00:00Z', action: 'page.published', actorId: person.id, actorEmail: person.email, subjectType: 'page', subjectId: '7' },
    bobDeleted: { at: '2020-03-02T10:00:00Z', action: 'page.deleted', actorId: 902, actorEmail: 'bob@audit.test', subjectType: 'page', subjectId: '8' },
    annCreatedUser: { at: '2020-03-03T10:00:00Z', action: 'user.created', actorId: person.id, actorEmail: person.email, subjectType: 'user', subjectId: '55' },
    tokenTag: { at: '2020-03-04T10:00:00Z', action: 'tag.created', actorId: 902, actorEmail: 'bob@audit.test', tokenId: 31, tokenName: 'ci', subjectType: 'tag', subjectId: '3' },
    bobPublished: { at: '2020-03-05T10:00:00Z', action: 'page.published-again', actorId: 902, actorEmail: 'bob@audit.test', subjectType: 'page', subjectId: '7' },
    tokenPage: { at: '2020-04-01T00:00:00Z', action: 'page.published', actorId: 902, actorEmail: 'bob@audit.test', tokenId: 31, tokenName: 'ci', subjectType: 'page', subjectId: '9' },
    percent: { at: '2020-04-02T00:00:00Z', action: 'page%odd', actorId: 902, subjectType: 'page', subjectId: '10' },
  };
  const written = await arrangeEntries(gateway, Object.values(arranged));
  Object.keys(arranged).forEach((name, index) => (ids[name] = written[index]));
});

afterAll(async () => {
  await gateway?.stop();
});

const list = (query: string, client: TestClient = admin) => client.rest('GET', `/api/tessera/audit-log?${query}`);
/** The arranged year: none of the entries the test's own calls write fall in it. */
const in2020 = 'from=2020-01-01&to=2020-12-31';

describe('who may read the trail', () => {
  it('needs view-audit-log: UM_01 without a session (401), for an editor and for manage-users alone (403)', async () => {
    const anonymous = await list(in2020, gateway.client());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Errors).toEqual([{ code: 'UM_01', property: null }]);
    for (const permissions of [[], ['manage-users'], ['manage-settings']]) {
      const other = await personWith(gateway, permissions);
      const refused = await list(in2020, other.client);
      expect([permissions, refused.status, refused.body.Errors]).toEqual([permissions, 403, [{ code: 'UM_01', property: null }]]);
      const graphql = await other.client.gql('{ auditLog { hasMore } }');
      expect(graphql.body.errors?.[0].extensions.code).toBe('UM_01');
    }
  });

  it('is open to a role with view-audit-log and nothing else, and the admin role has it', async () => {
    const auditor = await personWith(gateway, ['view-audit-log']);
    const reply = await list(in2020, auditor.client);
    expect(reply.status).toBe(200);
    expect(idsOf(reply.body)).toHaveLength(7);
    const [role] = await gateway.sql<{ permissions: Array<{ name: string }> }>(`select permissions from role where name = 'admin'`);
    expect(role.permissions.map((permission) => permission.name)).toContain('view-audit-log');
  });
});

describe('filters', () => {
  it('answers every entry of a period newest first, with where it came from', async () => {
    const reply = await list(in2020);
    expect(idsOf(reply.body)).toEqual([ids.percent, ids.tokenPage, ids.bobPublished, ids.tokenTag, ids.annCreatedUser, ids.bobDeleted, ids.annPublished]);
    expect(reply.body).toMatchObject({ hasMore: false, nextBeforeId: null });
    expect(reply.body).not.toHaveProperty('totalItems');
    expect(reply.body.items[1]).toEqual({
      id: ids.tokenPage,
      at: '2020-04-01T00:00:00.000Z',
      actorId: 902,
      actorEmail: 'bob@audit.test',
      tokenId: 31,
      tokenName: 'ci',
      action: 'page.published',
      subjectType: 'page',
      subjectId: '9',
      details: null,
      ip: null,
      userAgent: null,
    });
  });

  it.each([
    ['a person by id', () => `actorId=${person.id}`, () => [ids.annCreatedUser, ids.annPublished]],
    ['a person by e-mail, in any case', () => `actorEmail=${person.email.toUpperCase()}`, () => [ids.annCreatedUser, ids.annPublished]],
    ['an e-mail nobody has', () => 'actorEmail=nobody@audit.test', () => []],
    ['an id and another person’s e-mail', () => `actorId=902&actorEmail=${person.email}`, () => []],
    ['an action prefix', () => 'action=page.published', () => [ids.tokenPage, ids.bobPublished, ids.annPublished]],
    ['an exact action', () => 'action=page.published&actionMatch=exact', () => [ids.tokenPage, ids.annPublished]],
    ['a prefix with % and _ as themselves', () => 'action=page%25', () => [ids.percent]],
    ['_ matching only itself', () => 'action=page_', () => []],
    ['an object type', () => 'subjectType=page', () => [ids.percent, ids.tokenPage, ids.bobPublished, ids.bobDeleted, ids.annPublished]],
    ['an object', () => 'subjectType=page&subjectId=7', () => [ids.bobPublished, ids.annPublished]],
    ['an API token', () => 'tokenId=31', () => [ids.tokenPage, ids.tokenTag]],
    ['instants with offsets, from inclusive and to exclusive', () => 'from=2020-03-02T11:00:00%2B01:00&to=2020-03-04T10:00:00Z', () => [ids.annCreatedUser, ids.bobDeleted]],
    ['days: from the start of the first to the end of the last', () => 'from=2020-03-02&to=2020-03-03', () => [ids.annCreatedUser, ids.bobDeleted]],
    ['several at once', () => 'actorId=902&action=page.&tokenId=31&subjectType=page', () => [ids.tokenPage]],
  ])('narrows to %s', async (_name, query, expected) => {
    const wide = query().includes('from=') ? '' : `&${in2020}`;
    const reply = await list(`${query()}${wide}`);
    expect(reply.status).toBe(200);
    expect(idsOf(reply.body)).toEqual(expected());
  });

  it('takes the same filters over GraphQL', async () => {
    const reply = await admin.gql('query ($query: AuditLogQuery) { auditLog(query: $query) { items { id action tokenName } hasMore nextBeforeId } }', {
      query: { action: 'page.published', actionMatch: 'exact', tokenId: 31, from: '2020-01-01', to: '2020-12-31' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.auditLog).toEqual({ items: [{ id: ids.tokenPage, action: 'page.published', tokenName: 'ci' }], hasMore: false, nextBeforeId: null });
  });
});

describe('keyset pages', () => {
  /** Twelve entries at one instant, and three a microsecond apart (one millisecond to JavaScript). */
  let tied: number[];
  let close: number[];

  beforeAll(async () => {
    tied = await arrangeEntries(
      gateway,
      Array.from({ length: 12 }, (_, i) => ({ at: '2019-06-01T12:00:00Z', action: 'paging.tied', subjectType: 'paging', subjectId: String(i) })),
    );
    close = await arrangeEntries(
      gateway,
      ['2019-06-02 00:00:00.000003+00', '2019-06-02 00:00:00.000001+00', '2019-06-02 00:00:00.000002+00'].map((at) => ({ at, action: 'paging.close', subjectType: 'paging' })),
    );
  });

  async function walk(query: string, pageSize: number, client: TestClient = admin): Promise<number[][]> {
    const pages: number[][] = [];
    let before: number | null = null;
    do {
      const reply = await list(`${query}&pageSize=${pageSize}${before ? `&beforeId=${before}` : ''}`, client);
      expect(reply.status).toBe(200);
      pages.push(idsOf(reply.body));
      expect(reply.body.hasMore).toBe(reply.body.nextBeforeId !== null);
      before = reply.body.nextBeforeId;
      if (before !== null) expect(before).toBe(pages[pages.length - 1].at(-1));
    } while (before !== null);
    return pages;
  }

  it('hands out every entry once, in order, page after page, through ties of time', async () => {
    const pages = await walk('subjectType=paging', 5);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5]);
    // Newest first: the three a microsecond apart by their time, then the twelve of one instant by id.
    expect(pages.flat()).toEqual([close[0], close[2], close[1], ...[...tied].reverse()]);
  });

  it('ends with hasMore false on an exactly full last page', async () => {
    const pages = await walk('subjectType=paging&action=paging.tied&actionMatch=exact', 6);
    expect(pages).toEqual([[...tied].reverse().slice(0, 6), [...tied].reverse().slice(6)]);
  });

  it('pages over GraphQL with the same cursor', async () => {
    const query = 'query ($query: AuditLogQuery) { auditLog(query: $query) { items { id } hasMore nextBeforeId } }';
    const first = await admin.gql(query, { query: { subjectType: 'paging', pageSize: 10 } });
    const second = await admin.gql(query, { query: { subjectType: 'paging', pageSize: 10, beforeId: first.body.data.auditLog.nextBeforeId } });
    expect([...first.body.data.auditLog.items, ...second.body.data.auditLog.items].map((item: { id: number }) => item.id)).toEqual([close[0], close[2], close[1], ...[...tied].reverse()]);
    expect(second.body.data.auditLog).toMatchObject({ hasMore: false, nextBeforeId: null });
  });

  it('refuses a cursor whose entry is gone (V_12 beforeId, 404)', async () => {
    const [gone] = await arrangeEntries(gateway, [{ at: '2019-01-01T00:00:00Z', action: 'paging.gone' }]);
    await gateway.sql('delete from audit_log where id = ?', [gone]);
    for (const beforeId of [gone, 2_147_483_648]) {
      const reply = await list(`beforeId=${beforeId}`);
      expect(reply.status).toBe(404);
      expect(reply.body.Errors).toEqual([{ code: 'V_12', property: 'beforeId' }]);
    }
  });
});

describe('where a change came from', () => {
  it('records the address and the user agent, cut to 256 characters', async () => {
    const agent = `Mozilla/5.0 (audit test) ${'x'.repeat(400)}`;
    const response = await admin.raw('POST', '/api/tessera/tags', { body: JSON.stringify({ name: 'Audited tag' }), headers: { 'content-type': 'application/json', 'user-agent': agent } });
    expect(response.status).toBe(200);
    const reply = await list('action=tag.created&actionMatch=exact&pageSize=1');
    expect(reply.body.items[0]).toMatchObject({ actorEmail: 'admin@example.com', ip: expect.stringMatching(/127\.0\.0\.1/), userAgent: agent.slice(0, 256) });
  });
});

describe('hostile input', () => {
  it.each([
    ['pageSize=0', 'V_12', 'pageSize'],
    ['pageSize=101', 'V_12', 'pageSize'],
    ['pageSize=1.5', 'V_12', 'pageSize'],
    ['pageSize=ten', 'V_12', 'pageSize'],
    ['beforeId=-4', 'V_12', 'beforeId'],
    ['beforeId=1e3', 'V_12', 'beforeId'],
    ['actorId=abc', 'V_12', 'actorId'],
    ['actorId=1&actorId=2', 'V_12', 'actorId'],
    ['actorEmail=not-an-address', 'V_02', 'actorEmail'],
    [`action=${'a'.repeat(65)}`, 'V_14', 'action'],
    ['action=page.&actionMatch=fuzzy', 'V_12', 'actionMatch'],
    [`subjectType=${'t'.repeat(33)}`, 'V_14', 'subjectType'],
    ['subjectId=7', 'V_01', 'subjectType'],
    ['from=yesterday', 'V_12', 'from'],
    ['from=2020-02-30', 'V_12', 'from'],
    ['to=2020-13-01', 'V_12', 'to'],
    ['from=2020-03-01T00:00:00', 'V_12', 'from'],
    ['from=2020-03-05&to=2020-03-01', 'V_12', 'to'],
    ['tokenId=0', 'V_12', 'tokenId'],
    ['action=page%00', 'V_12', 'action'],
  ])('refuses %s with %s on %s and changes nothing', async (query, code, property) => {
    const before = await gateway.sql('select count(*)::int as n from audit_log');
    const reply = await list(query);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.body.Success).toBe(false);
    expect(reply.body.Errors).toContainEqual({ code, property });
    expect(await gateway.sql('select count(*)::int as n from audit_log')).toEqual(before);
  });

  it('takes quotes and SQL in a filter as text to match', async () => {
    for (const query of ["subjectType=page&subjectId=' or '1'='1", 'action=%25', "action=page.' or 1=1 --", 'subjectType=page&subjectId=7);drop table audit_log;--']) {
      const reply = await list(`${query}&${in2020}`);
      expect([query, reply.status, idsOf(reply.body)]).toEqual([query, 200, []]);
    }
  });

  it('answers refusals over GraphQL with the same codes', async () => {
    const reply = await admin.gql('query ($query: AuditLogQuery) { auditLog(query: $query) { hasMore } }', { query: { pageSize: 500, from: 'soon' } });
    expect(reply.body.errors?.[0].extensions.errors.map((error: { code: string; property: string }) => [error.code, error.property]).sort()).toEqual([
      ['V_12', 'from'],
      ['V_12', 'pageSize'],
    ]);
  });
});
