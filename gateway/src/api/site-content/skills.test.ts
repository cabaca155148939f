import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { Skill, TeamMember } from '@tessera/schema/src/site-content/site-content.entities';
import { api, auditRows, expectWritesRefused, gqlErrors, recordEvents, restErrors, signedInEditor, visitor } from './site-content.test-support';

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function storedSkills() {
  return (await gateway.tessera.orm.em.fork().find(Skill, {}, { orderBy: { id: 'asc' } })).map((s) => ({ id: s.id, name: s.name, active: s.active, position: s.position }));
}

async function createSkill(body: Record<string, unknown>) {
  const reply = await admin.rest('POST', `${api}/skills`, body);
  expect(reply.status).toBe(200);
  return reply.body.Skill as { id: number; name: string; active: boolean; position: number };
}

describe('skills over REST', () => {
  it('admin creates a skill; it is audited, announced and listed for visitors', async () => {
    const events = recordEvents(gateway);
    const reply = await admin.rest('POST', `${api}/skills`, { name: '  TypeScript  ' });
    events.stop();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], Skill: { id: expect.any(Number), name: 'TypeScript', active: true, position: 0 } });
    const id = reply.body.Skill.id;
    expect(events.payloads()).toEqual([{ kind: 'skill', id, fileIds: [] }]);
    const audit = await auditRows(gateway, 'skill.created');
    expect(audit.at(-1)).toMatchObject({ subjectType: 'skill', subjectId: String(id), actorEmail: 'admin@example.com' });

    const listed = await gateway.client().rest('GET', `${api}/skills`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({ id, name: 'TypeScript', active: true, position: 0 });
  });

  it('lists order by position, then name; visitors see active skills only', async () => {
    const c = await createSkill({ name: 'Order C', position: 5 });
    const a = await createSkill({ name: 'Order A', position: 5 });
    const b = await createSkill({ name: 'Order B', position: 1 });
    const hidden = await createSkill({ name: 'Order Hidden', position: 0, active: false });
    const ours = new Set([a.id, b.id, c.id, hidden.id]);

    const publicList = await gateway.client().rest('GET', `${api}/skills`);
    expect(publicList.body.items.filter((s: { id: number }) => ours.has(s.id)).map((s: { name: string }) => s.name)).toEqual(['Order B', 'Order A', 'Order C']);

    const everything = await admin.rest('GET', `${api}/skills?includeInactive=true`);
    expect(everything.body.items.filter((s: { id: number }) => ours.has(s.id)).map((s: { name: string }) => s.name)).toEqual(['Order Hidden', 'Order B', 'Order A', 'Order C']);
    expect(everything.body.items.find((s: { id: number }) => s.id === hidden.id)).toEqual({ ...hidden, active: false });

    const adminDefault = await admin.rest('GET', `${api}/skills?includeInactive=false`);
    expect(adminDefault.body.items.map((s: { id: number }) => s.id)).not.toContain(hidden.id);
  });

  it('inactive skills need manage-site-content: 401 for visitors, 403 UM_01 for an editor', async () => {
    const anonymous = await gateway.client().rest('GET', `${api}/skills?includeInactive=true`);
    expect(anonymous.status).toBe(401);
    expect(restErrors(anonymous)).toEqual(['UM_01']);
    const editor = await signedInEditor(gateway);
    const refused = await editor.rest('GET', `${api}/skills?includeInactive=true`);
    expect(refused.status).toBe(403);
    expect(restErrors(refused)).toEqual(['UM_01']);
    expect((await editor.rest('GET', `${api}/skills`)).status).toBe(200);
    const nonsense = await admin.rest('GET', `${api}/skills?includeInactive=yes`);
    expect(nonsense.status).toBe(422);
    expect(restErrors(nonsense)).toEqual(['V_12:includeInactive']);
  });

  it('refuses a missing, blank, too long or duplicate name, whatever its case', async () => {
    await createSkill({ name: 'Kotlin' });
    const before = await storedSkills();
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{}, 422, ['V_01:name']],
      [{ name: '   ' }, 422, ['V_01:name']],
      [{ name: 'x'.repeat(129) }, 422, ['V_14:name']],
      [{ name: 'kOTLIN' }, 409, ['V_06:name']],
      [{ name: ' Kotlin ' }, 409, ['V_06:name']],
      [{ name: 'Rust', colour: 'red' }, 422, ['V_12:colour']],
      [{ name: 'Rust', position: -1 }, 422, ['V_12:position']],
      [{ name: 'Rust', active: 'yes' }, 422, ['V_12:active']],
      [{ name: 42 }, 422, ['V_12:name']],
    ];
    for (const [body, status, errors] of cases) {
      const reply = await admin.rest('POST', `${api}/skills`, body);
      expect({ body, status: reply.status, errors: restErrors(reply) }).toEqual({ body, status, errors });
    }
    expect(await storedSkills()).toEqual(before);
    expect((await createSkill({ name: 'y'.repeat(128) })).name).toHaveLength(128);
  });

  it('requests naming the same skill in different case at once: one wins, the others get V_06', async () => {
    for (let round = 0; round < 10; round++) {
      const names = [`Elixir ${round}`, `ELIXIR ${round}`, `elixir ${round}`, `eLiXiR ${round}`];
      const replies = await Promise.all(names.map((name) => admin.rest('POST', `${api}/skills`, { name })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect((await storedSkills()).filter((s) => s.name.toLowerCase() === `elixir ${round}`)).toHaveLength(1);
    }
  });

  it('admin updates only the fields sent; renaming into another skill’s name is V_06', async () => {
    const skill = await createSkill({ name: 'Go', position: 3 });
    await createSkill({ name: 'Python' });
    const events = recordEvents(gateway);
    const renamed = await admin.rest('PUT', `${api}/skills/${skill.id}`, { name: 'Golang' });
    expect(renamed.body).toEqual({ Success: true, Errors: [], Skill: { id: skill.id, name: 'Golang', active: true, position: 3 } });
    const deactivated = await admin.rest('PUT', `${api}/skills/${skill.id}`, { active: false });
    expect(deactivated.body.Skill).toEqual({ id: skill.id, name: 'Golang', active: false, position: 3 });
    events.stop();
    expect(events.payloads()).toEqual([
      { kind: 'skill', id: skill.id, fileIds: [] },
      { kind: 'skill', id: skill.id, fileIds: [] },
    ]);
    expect((await auditRows(gateway, 'skill.updated')).filter((row) => row.subjectId === String(skill.id)).map((row) => row.details)).toEqual([{ changed: ['name'] }, { changed: ['active'] }]);

    const ownNameOtherCase = await admin.rest('PUT', `${api}/skills/${skill.id}`, { name: 'GOLANG' });
    expect(ownNameOtherCase.body.Skill.name).toBe('GOLANG');

    const before = await storedSkills();
    const taken = await admin.rest('PUT', `${api}/skills/${skill.id}`, { name: 'python' });
    expect(taken.status).toBe(409);
    expect(restErrors(taken)).toEqual(['V_06:name']);
    const blank = await admin.rest('PUT', `${api}/skills/${skill.id}`, { name: '' });
    expect(restErrors(blank)).toEqual(['V_01:name']);
    const nulled = await admin.rest('PUT', `${api}/skills/${skill.id}`, { name: null });
    expect(restErrors(nulled)).toEqual(['V_01:name']);
    expect(await storedSkills()).toEqual(before);
  });

  it('unknown ids are V_12 on id with 404; malformed ids are V_12 with 422', async () => {
    const before = await storedSkills();
    for (const method of ['PUT', 'DELETE']) {
      const missing = await admin.rest(method, `${api}/skills/999999`, method === 'PUT' ? { name: 'Ghost' } : undefined);
      expect(missing.status).toBe(404);
      expect(restErrors(missing)).toEqual(['V_12:id']);
      const malformed = await admin.rest(method, `${api}/skills/abc`, method === 'PUT' ? { name: 'Ghost' } : undefined);
      expect(malformed.status).toBe(422);
      expect(restErrors(malformed)).toEqual(['V_12:id']);
    }
    expect(await storedSkills()).toEqual(before);
  });

  it('visitors get 401 and editors 403 UM_01 on every write; nothing changes', async () => {
    const skill = await createSkill({ name: 'Guarded' });
    await expectWritesRefused(
      gateway,
      [
        ['POST', `${api}/skills`, { name: 'Intruder' }],
        ['PUT', `${api}/skills/${skill.id}`, { name: 'Renamed' }],
        ['DELETE', `${api}/skills/${skill.id}`, undefined],
      ],
      storedSkills,
    );
  });

  it('deleting a skill removes it from every team member, and only that skill', async () => {
    const keep = await createSkill({ name: 'Keep me' });
    const drop = await createSkill({ name: 'Drop me' });
    const first = await admin.rest('POST', `${api}/team-members`, { name: 'Ada', skills: [drop.id, keep.id] });
    const second = await admin.rest('POST', `${api}/team-members`, { name: 'Grace', skills: [drop.id] });
    const third = await admin.rest('POST', `${api}/team-members`, { name: 'Linus', skills: [keep.id] });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);

    const events = recordEvents(gateway);
    const deleted = await admin.rest('DELETE', `${api}/skills/${drop.id}`);
    events.stop();
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Success: true, Errors: [] });
    expect(events.payloads()).toEqual([{ kind: 'skill', id: drop.id, fileIds: [] }]);
    expect((await auditRows(gateway, 'skill.deleted')).at(-1)).toMatchObject({ subjectId: String(drop.id), details: { name: 'Drop me' } });

    const members = await gateway.tessera.orm.em.fork().find(TeamMember, { id: { $in: [first.body.TeamMember.id, second.body.TeamMember.id, third.body.TeamMember.id] } }, { orderBy: { id: 'asc' } });
    expect(members.map((m) => m.skills)).toEqual([[keep.id], [], [keep.id]]);
    expect((await storedSkills()).map((s) => s.id)).not.toContain(drop.id);
    const again = await admin.rest('DELETE', `${api}/skills/${drop.id}`);
    expect(again.status).toBe(404);
  });
});

describe('skills over GraphQL', () => {
  const fields = 'id name active position';

  it('admin creates, updates, lists and deletes', async () => {
    const events = recordEvents(gateway);
    const created = await admin.gql(`mutation($input: SkillInput!) { createSkill(input: $input) { ${fields} } }`, { input: { name: 'GraphQL', position: 2 } });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createSkill.id;
    expect(created.body.data.createSkill).toEqual({ id, name: 'GraphQL', active: true, position: 2 });

    const updated = await admin.gql(`mutation($id: Int!, $input: SkillInput!) { updateSkill(id: $id, input: $input) { ${fields} } }`, { id, input: { active: false } });
    expect(updated.body.data.updateSkill).toEqual({ id, name: 'GraphQL', active: false, position: 2 });

    const publicList = await gateway.client().gql(`{ skills { ${fields} } }`);
    expect(publicList.body.data.skills.map((s: { id: number }) => s.id)).not.toContain(id);
    const adminList = await admin.gql(`{ skills(includeInactive: true) { ${fields} } }`);
    expect(adminList.body.data.skills).toContainEqual({ id, name: 'GraphQL', active: false, position: 2 });

    const deleted = await admin.gql(`mutation($id: Int!) { deleteSkill(id: $id) }`, { id });
    expect(deleted.body.data.deleteSkill).toBe(true);
    events.stop();
    expect(events.payloads()).toEqual([
      { kind: 'skill', id, fileIds: [] },
      { kind: 'skill', id, fileIds: [] },
      { kind: 'skill', id, fileIds: [] },
    ]);
    expect((await storedSkills()).map((s) => s.id)).not.toContain(id);
  });

  it('reports the same codes as REST', async () => {
    const existing = await createSkill({ name: 'Haskell' });
    const before = await storedSkills();
    const create = (input: Record<string, unknown>) => admin.gql(`mutation($input: SkillInput!) { createSkill(input: $input) { id } }`, { input });
    expect(gqlErrors(await create({}), 'createSkill')).toEqual(['V_01:name']);
    expect(gqlErrors(await create({ name: 'x'.repeat(129) }), 'createSkill')).toEqual(['V_14:name']);
    expect(gqlErrors(await create({ name: 'HASKELL' }), 'createSkill')).toEqual(['V_06:name']);
    const update = await admin.gql(`mutation { updateSkill(id: 999999, input: { name: "Ghost" }) { id } }`);
    expect(gqlErrors(update, 'updateSkill')).toEqual(['V_12:id']);
    expect(gqlErrors(await admin.gql(`mutation { deleteSkill(id: 999999) }`), 'deleteSkill')).toEqual(['V_12:id']);
    expect(gqlErrors(await gateway.client().gql(`{ skills(includeInactive: true) { id } }`), 'skills')).toEqual(['UM_01']);

    const anonymous = await visitor(gateway);
    const editor = await signedInEditor(gateway);
    for (const client of [anonymous, editor]) {
      expect(gqlErrors(await client.gql(`mutation { createSkill(input: { name: "Intruder" }) { id } }`), 'createSkill')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { updateSkill(id: ${existing.id}, input: { name: "X" }) { id } }`), 'updateSkill')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { deleteSkill(id: ${existing.id}) }`), 'deleteSkill')).toEqual(['UM_01']);
    }
    expect(gqlErrors(await editor.gql(`{ skills(includeInactive: true) { id } }`), 'skills')).toEqual(['UM_01']);
    expect(await storedSkills()).toEqual(before);
  });
});
