import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { api, auditRows, gqlErrors, recordEvents, restErrors, signedInEditor, visitor } from './site-content.test-support';

/**
 * The order of the site's skills, certificates and team members (reorderSiteContent): an item
 * added without a place goes at the end; a reorder names every item once and gives them the places
 * 0…n-1, audited and announced to the site's cache; a list that changed meanwhile is refused whole.
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

async function create(list: string, body: Record<string, unknown>): Promise<number> {
  const reply = await admin.rest('POST', `${api}/${list}`, body);
  expect(reply.status).toBe(200);
  return (reply.body.Skill ?? reply.body.Certificate ?? reply.body.TeamMember).id;
}

async function listed(list: string, client: TestClient = admin): Promise<Array<{ id: number; position: number }>> {
  const reply = await client.rest('GET', `${api}/${list}${client === admin ? '?includeInactive=true' : ''}`);
  expect(reply.status).toBe(200);
  return reply.body.items;
}
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('the order of site content', () => {
  it('an item added without a place goes at the end; one with a place keeps it', async () => {
    const first = await create('skills', { name: 'First' });
    const second = await create('skills', { name: 'A second' });
    const third = await create('skills', { name: 'Third', active: false });
    const placed = await create('skills', { name: 'Placed', position: 0 });
    expect((await listed('skills')).map(({ id, position }) => [id, position])).toEqual([
      [first, 0],
      [placed, 0],
      [second, 1],
      [third, 2],
    ]);
    await admin.rest('DELETE', `${api}/skills/${placed}`);
  });

  it('a reorder gives every item its place, over REST: audited, announced, and the site lists them so', async () => {
    const [a, b, c] = ids(await listed('skills'));
    const events = recordEvents(gateway);
    const reply = await admin.rest('PUT', `${api}/skills/order`, { ids: [c, a, b] });
    events.stop();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], ids: [c, a, b] });
    expect((await listed('skills')).map(({ id, position }) => [id, position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    // Visitors see the active ones in that order (c is inactive).
    expect(ids(await listed('skills', gateway.client()))).toEqual([a, b]);
    expect(events.payloads()).toEqual([{ kind: 'skill' }]);
    expect((await auditRows(gateway, 'skill.reordered')).at(-1)).toMatchObject({ actorEmail: 'admin@example.com', details: { ids: [c, a, b] } });
  });

  it('certificates and team members over GraphQL, each list on its own', async () => {
    const x = await create('certificates', { title: 'X' });
    const y = await create('certificates', { title: 'Y' });
    const p = await create('team-members', { name: 'P' });
    const q = await create('team-members', { name: 'Q' });
    const certificates = await admin.gql('mutation($ids: [Int!]!) { reorderCertificates(ids: $ids) }', { ids: [y, x] });
    expect(certificates.body).toEqual({ data: { reorderCertificates: [y, x] } });
    const members = await admin.gql('mutation($ids: [Int!]!) { reorderTeamMembers(ids: $ids) }', { ids: [q, p] });
    expect(members.body).toEqual({ data: { reorderTeamMembers: [q, p] } });
    expect(ids(await listed('certificates'))).toEqual([y, x]);
    expect(ids(await listed('team-members'))).toEqual([q, p]);
    const skills = await admin.gql('mutation($ids: [Int!]!) { reorderSkills(ids: $ids) }', { ids: [y, x] });
    expect(gqlErrors(skills, 'reorderSkills')).toEqual(['V_12:ids']);
  });

  it('a list that changed meanwhile, or a malformed one, is refused whole and nothing moves', async () => {
    const before = await listed('skills');
    const [a, b, c] = ids(before);
    const refusals: Array<[unknown, string[]]> = [
      [{ ids: [a, b] }, ['V_12:ids']], // one left out (added by someone else meanwhile)
      [{ ids: [a, b, c, 999999] }, ['V_12:ids']], // one that is gone
      [{ ids: [a, a, b] }, ['V_12:ids']], // twice
      [{ ids: [b, a, c, c] }, ['V_12:ids']],
      [{}, ['V_01:ids']],
      [{ ids: null }, ['V_01:ids']],
      [{ ids: 'a,b' }, ['V_12:ids']],
      [{ ids: [a, 'b', c] }, ['V_12:ids.1']],
      [{ ids: [c, a, b], order: 'asc' }, ['V_12:order']],
    ];
    for (const [body, expected] of refusals) {
      const reply = await admin.rest('PUT', `${api}/skills/order`, body);
      expect([body, reply.status, restErrors(reply)]).toEqual([body, 422, expected]);
    }
    expect(await listed('skills')).toEqual(before);
  });

  it('items added while a reorder runs keep places of their own (the two take turns per list)', async () => {
    const before = ids(await listed('certificates'));
    const replies = await Promise.all([
      admin.rest('PUT', `${api}/certificates/order`, { ids: [...before].reverse() }),
      ...Array.from({ length: 4 }, (_, n) => admin.rest('POST', `${api}/certificates`, { title: `Raced ${n}` })),
      admin.rest('PUT', `${api}/certificates/order`, { ids: before }),
    ]);
    // A reorder that ran after an add named too few items and was refused whole; adds all succeed.
    for (const reply of replies) expect([200, 422]).toContain(reply.status);
    expect(replies.slice(1, 5).map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const positions = (await listed('certificates')).map((item) => item.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('needs manage-site-content', async () => {
    const before = await listed('skills');
    const editor = await signedInEditor(gateway);
    const refused = await editor.rest('PUT', `${api}/skills/order`, { ids: ids(before).reverse() });
    expect([refused.status, restErrors(refused)]).toEqual([403, ['UM_01']]);
    const anonymous = await (await visitor(gateway)).rest('PUT', `${api}/skills/order`, { ids: ids(before).reverse() });
    expect(anonymous.status).toBe(401);
    expect(await listed('skills')).toEqual(before);
  });
});
