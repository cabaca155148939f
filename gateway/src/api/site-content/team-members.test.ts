import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { TeamMember } from '@tessera/schema/src/site-content/site-content.entities';
import { api, auditRows, expectWritesRefused, gqlErrors, image, recordEvents, restErrors, signedInEditor, uploadImage, visitor } from './site-content.test-support';

let gateway: TestGateway;
let admin: TestClient;
let typescript: { id: number; name: string };
let hiddenSkill: { id: number; name: string };

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  await uploadImage(admin);
  typescript = (await admin.rest('POST', `${api}/skills`, { name: 'TypeScript' })).body.Skill;
  hiddenSkill = (await admin.rest('POST', `${api}/skills`, { name: 'Cobol', active: false })).body.Skill;
});

afterAll(async () => {
  await gateway?.stop();
});

async function storedMembers() {
  const rows = await gateway.tessera.orm.em.fork().find(TeamMember, {}, { orderBy: { id: 'asc' } });
  return rows.map((m) => ({ ...m }));
}

async function createMember(body: Record<string, unknown>) {
  const reply = await admin.rest('POST', `${api}/team-members`, body);
  expect(reply.status).toBe(200);
  return reply.body.TeamMember;
}

const full = () => ({
  name: 'Ada Lovelace',
  function: 'Lead consultant',
  description: 'Writes the first programs.\nLikes <engines> & numbers.',
  specialties: ['Algorithms', 'Analytical engines'],
  linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
  quote: 'That brain of mine is something more than merely mortal.',
  skills: [typescript.id, hiddenSkill.id],
  image,
  position: 1,
});

describe('team members over REST', () => {
  it('admin creates a member; the answer names the skills; audited and announced', async () => {
    const events = recordEvents(gateway);
    const reply = await admin.rest('POST', `${api}/team-members`, full());
    events.stop();
    expect(reply.status).toBe(200);
    const id = reply.body.TeamMember.id;
    expect(reply.body).toEqual({
      Success: true,
      Errors: [],
      TeamMember: {
        ...full(),
        id,
        active: true,
        skills: [
          { id: typescript.id, name: 'TypeScript', active: true },
          { id: hiddenSkill.id, name: 'Cobol', active: false },
        ],
      },
    });
    expect(events.payloads()).toEqual([{ kind: 'team-member', id, fileIds: [image.fileID] }]);
    expect((await auditRows(gateway, 'team-member.created')).at(-1)).toMatchObject({ subjectType: 'team-member', subjectId: String(id), details: { name: 'Ada Lovelace' } });
    const stored = await gateway.tessera.orm.em.fork().findOneOrFail(TeamMember, { id });
    expect(stored.skills).toEqual([typescript.id, hiddenSkill.id]);
    expect(stored.description).toBe('Writes the first programs.\nLikes <engines> & numbers.');
  });

  it('visitors see active members with their active skills named; admin sees everything', async () => {
    const shown = await createMember({ name: 'Shown', skills: [hiddenSkill.id, typescript.id], position: 9 });
    const hidden = await createMember({ name: 'Hidden', active: false, position: 9 });
    const publicList = (await gateway.client().rest('GET', `${api}/team-members`)).body.items;
    expect(publicList.find((m: { id: number }) => m.id === shown.id).skills).toEqual([{ id: typescript.id, name: 'TypeScript', active: true }]);
    expect(publicList.map((m: { id: number }) => m.id)).not.toContain(hidden.id);

    const adminList = (await admin.rest('GET', `${api}/team-members?includeInactive=true`)).body.items;
    expect(adminList.find((m: { id: number }) => m.id === shown.id).skills.map((s: { name: string }) => s.name)).toEqual(['Cobol', 'TypeScript']);
    expect(adminList.filter((m: { position: number }) => m.position === 9).map((m: { name: string }) => m.name)).toEqual(['Hidden', 'Shown']);

    const anonymous = await gateway.client().rest('GET', `${api}/team-members?includeInactive=true`);
    expect([anonymous.status, restErrors(anonymous)]).toEqual([401, ['UM_01']]);
    const editor = await signedInEditor(gateway);
    const refused = await editor.rest('GET', `${api}/team-members?includeInactive=true`);
    expect([refused.status, restErrors(refused)]).toEqual([403, ['UM_01']]);
  });

  it('refuses bad fields with their codes; nothing is stored', async () => {
    const before = await storedMembers();
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['V_01:name']],
      [{ name: 'n'.repeat(256) }, ['V_14:name']],
      [{ name: 'Ok', function: 'f'.repeat(256) }, ['V_14:function']],
      [{ name: 'Ok', description: 'd'.repeat(5001) }, ['V_14:description']],
      [{ name: 'Ok', quote: 'q'.repeat(1001) }, ['V_14:quote']],
      [{ name: 'Ok', specialties: Array.from({ length: 31 }, (_, i) => `S${i}`) }, ['V_14:specialties']],
      [{ name: 'Ok', specialties: ['s'.repeat(65)] }, ['V_14:specialties.0']],
      [{ name: 'Ok', specialties: ['Fine', ' '] }, ['V_01:specialties.1']],
      [{ name: 'Ok', specialties: 'Algorithms' }, ['V_12:specialties']],
      [{ name: 'Ok', skills: [typescript.id, 999999] }, ['V_12:skills']],
      [{ name: 'Ok', skills: ['TypeScript'] }, ['V_12:skills.0']],
      [
        { name: 'Ok', image: { ...image, cropParams: { x: 0 } } },
        ['V_01:image.cropParams.y', 'V_01:image.cropParams.width', 'V_01:image.cropParams.height', 'V_01:image.cropParams.rotate', 'V_01:image.cropParams.scaleX', 'V_01:image.cropParams.scaleY'],
      ],
    ];
    for (const [body, errors] of cases) {
      const reply = await admin.rest('POST', `${api}/team-members`, body);
      expect({ body, status: reply.status, errors: restErrors(reply) }).toEqual({ body, status: 422, errors });
    }
    expect(await storedMembers()).toEqual(before);
    const longest = await createMember({
      name: 'n'.repeat(255),
      function: 'f'.repeat(255),
      description: 'd'.repeat(5000),
      quote: 'q'.repeat(1000),
      specialties: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(64, 's')),
    });
    expect(longest.specialties).toHaveLength(30);
  });

  it('the LinkedIn URL must be https on linkedin.com (V_13)', async () => {
    const before = await storedMembers();
    for (const linkedinUrl of [
      'http://www.linkedin.com/in/ada',
      'https://evil.example/in/ada',
      'https://linkedin.com.evil.example/in/ada',
      'https://notlinkedin.com/in/ada',
      'https://www.linkedin.com@evil.example/in/ada',
      'javascript:alert(1)//linkedin.com',
      'www.linkedin.com/in/ada',
      'not a url',
    ]) {
      const reply = await admin.rest('POST', `${api}/team-members`, { name: 'Ok', linkedinUrl });
      expect({ linkedinUrl, status: reply.status, errors: restErrors(reply) }).toEqual({ linkedinUrl, status: 422, errors: ['V_13:linkedinUrl'] });
    }
    const tooLong = await admin.rest('POST', `${api}/team-members`, { name: 'Ok', linkedinUrl: `https://linkedin.com/in/${'a'.repeat(2048)}` });
    expect(restErrors(tooLong)).toEqual(['V_14:linkedinUrl']);
    expect(await storedMembers()).toEqual(before);
    for (const linkedinUrl of ['https://linkedin.com/in/ada', 'https://nl.linkedin.com/in/ada', 'https://WWW.LinkedIn.com/in/ada']) {
      expect((await createMember({ name: 'Linked', linkedinUrl })).linkedinUrl).toBe(linkedinUrl);
    }
    expect((await createMember({ name: 'Unlinked', linkedinUrl: '' })).linkedinUrl).toBeNull();
  });

  it('admin updates only the fields sent; null clears; skills are checked again', async () => {
    const created = await createMember(full());
    const events = recordEvents(gateway);
    const renamed = await admin.rest('PUT', `${api}/team-members/${created.id}`, { function: 'Partner', skills: [typescript.id, typescript.id] });
    expect(renamed.body.TeamMember).toEqual({ ...created, function: 'Partner', skills: [{ id: typescript.id, name: 'TypeScript', active: true }] });
    const cleared = await admin.rest('PUT', `${api}/team-members/${created.id}`, { quote: null, linkedinUrl: null, image: null, specialties: null, active: false });
    events.stop();
    expect(cleared.body.TeamMember).toEqual({ ...renamed.body.TeamMember, quote: null, linkedinUrl: null, image: null, specialties: [], active: false });
    expect(events.payloads()).toEqual([
      { kind: 'team-member', id: created.id, fileIds: [] },
      { kind: 'team-member', id: created.id, fileIds: [image.fileID] },
    ]);
    expect((await auditRows(gateway, 'team-member.updated')).filter((r) => r.subjectId === String(created.id)).map((r) => r.details)).toEqual([
      { changed: ['function', 'skills'] },
      { changed: ['specialties', 'linkedinUrl', 'quote', 'image', 'active'] },
    ]);

    const before = await storedMembers();
    for (const [body, status, errors] of [
      [{ skills: [999999] }, 422, ['V_12:skills']],
      [{ linkedinUrl: 'https://twitter.com/ada' }, 422, ['V_13:linkedinUrl']],
      [{ name: null }, 422, ['V_01:name']],
    ] as const) {
      const reply = await admin.rest('PUT', `${api}/team-members/${created.id}`, body);
      expect({ body, status: reply.status, errors: restErrors(reply) }).toEqual({ body, status, errors });
    }
    const missing = await admin.rest('PUT', `${api}/team-members/999999`, { name: 'Ghost' });
    expect([missing.status, restErrors(missing)]).toEqual([404, ['V_12:id']]);
    expect(await storedMembers()).toEqual(before);
  });

  it('admin deletes a member; unknown ids are 404', async () => {
    const created = await createMember({ name: 'Leaving' });
    const events = recordEvents(gateway);
    const deleted = await admin.rest('DELETE', `${api}/team-members/${created.id}`);
    events.stop();
    expect(deleted.body).toEqual({ Success: true, Errors: [] });
    expect(events.payloads()).toEqual([{ kind: 'team-member', id: created.id, fileIds: [] }]);
    expect((await auditRows(gateway, 'team-member.deleted')).at(-1)).toMatchObject({ subjectId: String(created.id) });
    expect((await storedMembers()).map((m) => m.id)).not.toContain(created.id);
    const again = await admin.rest('DELETE', `${api}/team-members/${created.id}`);
    expect([again.status, restErrors(again)]).toEqual([404, ['V_12:id']]);
  });

  it('visitors get 401 and editors 403 UM_01 on every write; nothing changes', async () => {
    const created = await createMember({ name: 'Guarded' });
    await expectWritesRefused(
      gateway,
      [
        ['POST', `${api}/team-members`, { name: 'Intruder' }],
        ['PUT', `${api}/team-members/${created.id}`, { name: 'Renamed' }],
        ['DELETE', `${api}/team-members/${created.id}`, undefined],
      ],
      storedMembers,
    );
  });

  it('a skill deleted while a member is saved with it never stays behind', async () => {
    for (let round = 0; round < 5; round++) {
      const skill = (await admin.rest('POST', `${api}/skills`, { name: `Racing ${round}` })).body.Skill;
      const member = await createMember({ name: `Racer ${round}` });
      const [saved, deleted] = await Promise.all([admin.rest('PUT', `${api}/team-members/${member.id}`, { skills: [skill.id] }), admin.rest('DELETE', `${api}/skills/${skill.id}`)]);
      expect(deleted.status).toBe(200);
      expect([200, 422]).toContain(saved.status);
      const stored = await gateway.tessera.orm.em.fork().findOneOrFail(TeamMember, { id: member.id });
      expect(stored.skills).toEqual([]);
    }
  });
});

describe('team members over GraphQL', () => {
  const fields = 'id name function description specialties linkedinUrl quote skills { id name active } image active position';

  it('admin creates, updates, lists and deletes', async () => {
    const created = await admin.gql(`mutation($input: TeamMemberInput!) { createTeamMember(input: $input) { ${fields} } }`, { input: full() });
    expect(created.body.errors).toBeUndefined();
    const member = created.body.data.createTeamMember;
    expect(member).toMatchObject({ name: 'Ada Lovelace', function: 'Lead consultant', specialties: ['Algorithms', 'Analytical engines'], image, active: true });
    expect(member.skills).toEqual([
      { id: typescript.id, name: 'TypeScript', active: true },
      { id: hiddenSkill.id, name: 'Cobol', active: false },
    ]);

    const updated = await admin.gql(`mutation($id: Int!, $input: TeamMemberInput!) { updateTeamMember(id: $id, input: $input) { ${fields} } }`, {
      id: member.id,
      input: { quote: null, position: 0 },
    });
    expect(updated.body.data.updateTeamMember).toEqual({ ...member, quote: null, position: 0 });

    const visible = (await gateway.client().gql(`{ teamMembers { id skills { name } } }`)).body.data.teamMembers;
    expect(visible.find((m: { id: number }) => m.id === member.id).skills).toEqual([{ name: 'TypeScript' }]);
    const everything = (await admin.gql(`{ teamMembers(includeInactive: true) { id skills { name } } }`)).body.data.teamMembers;
    expect(everything.find((m: { id: number }) => m.id === member.id).skills).toEqual([{ name: 'TypeScript' }, { name: 'Cobol' }]);

    expect((await admin.gql(`mutation($id: Int!) { deleteTeamMember(id: $id) }`, { id: member.id })).body.data.deleteTeamMember).toBe(true);
    expect((await storedMembers()).map((m) => m.id)).not.toContain(member.id);
  });

  it('reports the same codes as REST', async () => {
    const existing = await createMember({ name: 'Existing' });
    const before = await storedMembers();
    const create = (input: Record<string, unknown>) => admin.gql(`mutation($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }`, { input });
    expect(gqlErrors(await create({ function: 'No name' }), 'createTeamMember')).toEqual(['V_01:name']);
    expect(gqlErrors(await create({ name: 'Ok', linkedinUrl: 'https://example.com/ada' }), 'createTeamMember')).toEqual(['V_13:linkedinUrl']);
    expect(gqlErrors(await create({ name: 'Ok', skills: [999999] }), 'createTeamMember')).toEqual(['V_12:skills']);
    expect(gqlErrors(await admin.gql(`mutation { updateTeamMember(id: 999999, input: { name: "Ghost" }) { id } }`), 'updateTeamMember')).toEqual(['V_12:id']);
    expect(gqlErrors(await admin.gql(`mutation { deleteTeamMember(id: 999999) }`), 'deleteTeamMember')).toEqual(['V_12:id']);

    const anonymous = await visitor(gateway);
    const editor = await signedInEditor(gateway);
    for (const client of [anonymous, editor]) {
      expect(gqlErrors(await client.gql(`mutation { createTeamMember(input: { name: "Intruder" }) { id } }`), 'createTeamMember')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { updateTeamMember(id: ${existing.id}, input: { name: "X" }) { id } }`), 'updateTeamMember')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { deleteTeamMember(id: ${existing.id}) }`), 'deleteTeamMember')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`{ teamMembers(includeInactive: true) { id } }`), 'teamMembers')).toEqual(['UM_01']);
    }
    expect(await storedMembers()).toEqual(before);
  });
});
