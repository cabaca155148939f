import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { Certificate } from '@tessera/schema/src/site-content/site-content.entities';
import { api, auditRows, expectWritesRefused, gqlErrors, image, recordEvents, restErrors, signedInEditor, uploadImage, visitor } from './site-content.test-support';

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  await uploadImage(admin);
});

afterAll(async () => {
  await gateway?.stop();
});

async function storedCertificates() {
  const rows = await gateway.tessera.orm.em.fork().find(Certificate, {}, { orderBy: { id: 'asc' } });
  return rows.map((c) => ({ id: c.id, title: c.title, subtext: c.subtext, image: c.image, active: c.active, position: c.position }));
}

async function createCertificate(body: Record<string, unknown>) {
  const reply = await admin.rest('POST', `${api}/certificates`, body);
  expect(reply.status).toBe(200);
  return reply.body.Certificate;
}

describe('certificates over REST', () => {
  it('admin creates a certificate with an image; audited, announced, listed for visitors', async () => {
    const events = recordEvents(gateway);
    const reply = await admin.rest('POST', `${api}/certificates`, { title: 'ISO 27001', subtext: 'Information security', image });
    events.stop();
    expect(reply.status).toBe(200);
    const certificate = { id: expect.any(Number), title: 'ISO 27001', subtext: 'Information security', image, active: true, position: 0 };
    expect(reply.body).toEqual({ Success: true, Errors: [], Certificate: certificate });
    const id = reply.body.Certificate.id;
    expect(events.payloads()).toEqual([{ kind: 'certificate', id, fileIds: [image.fileID] }]);
    expect((await auditRows(gateway, 'certificate.created')).at(-1)).toMatchObject({ subjectType: 'certificate', subjectId: String(id) });
    expect((await gateway.client().rest('GET', `${api}/certificates`)).body.items).toContainEqual({ ...certificate, id });
  });

  it('an image without crop parameters or alt text gets their defaults; blank subtext is null', async () => {
    const { cropParams: _crop, altText: _alt, ...bare } = image;
    const created = await createCertificate({ title: 'Bare image', subtext: '  ', image: bare });
    expect(created).toMatchObject({ subtext: null, image: { ...bare, altText: '', cropParams: null } });
  });

  it('visitors see active certificates only, by position then title; admin can ask for all', async () => {
    const b = await createCertificate({ title: 'Order B', position: 2 });
    const a = await createCertificate({ title: 'Order A', position: 2 });
    const first = await createCertificate({ title: 'Order Z', position: 1 });
    const hidden = await createCertificate({ title: 'Order Hidden', active: false, position: 0 });
    const ours = new Set([a.id, b.id, first.id, hidden.id]);
    const titles = (items: { id: number; title: string }[]) => items.filter((c) => ours.has(c.id)).map((c) => c.title);

    expect(titles((await gateway.client().rest('GET', `${api}/certificates`)).body.items)).toEqual(['Order Z', 'Order A', 'Order B']);
    expect(titles((await admin.rest('GET', `${api}/certificates?includeInactive=true`)).body.items)).toEqual(['Order Hidden', 'Order Z', 'Order A', 'Order B']);
    const anonymous = await gateway.client().rest('GET', `${api}/certificates?includeInactive=true`);
    expect([anonymous.status, restErrors(anonymous)]).toEqual([401, ['UM_01']]);
    const editor = await signedInEditor(gateway);
    const refused = await editor.rest('GET', `${api}/certificates?includeInactive=true`);
    expect([refused.status, restErrors(refused)]).toEqual([403, ['UM_01']]);
  });

  it('refuses a missing or too long title, a too long subtext and a malformed image', async () => {
    const before = await storedCertificates();
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['V_01:title']],
      [{ title: ' ' }, ['V_01:title']],
      [{ title: 't'.repeat(256) }, ['V_14:title']],
      [{ title: 'Ok', subtext: 's'.repeat(1025) }, ['V_14:subtext']],
      [{ title: 'Ok', image: { ...image, fileID: 'seven' } }, ['V_12:image.fileID']],
      [{ title: 'Ok', image: { ...image, fileName: '' } }, ['V_01:image.fileName']],
      [{ title: 'Ok', image: { ...image, onload: 'alert(1)' } }, ['V_12:image.onload']],
      [{ title: 'Ok', image: 'portrait.jpg' }, ['V_12:image']],
      [{ title: 'Ok', active: 1 }, ['V_12:active']],
      // Not an image of the library: no such file, or not that file's bytes.
      [{ title: 'Ok', image: { ...image, fileID: 987654 } }, ['V_12:image.fileID']],
      [{ title: 'Ok', image: { ...image, hash: 'f'.repeat(64) } }, ['V_12:image.hash']],
    ];
    for (const [body, errors] of cases) {
      const reply = await admin.rest('POST', `${api}/certificates`, body);
      expect({ body, status: reply.status, errors: restErrors(reply) }).toEqual({ body, status: 422, errors });
    }
    expect(await storedCertificates()).toEqual(before);
    expect((await createCertificate({ title: 't'.repeat(255), subtext: 's'.repeat(1024) })).title).toHaveLength(255);
  });

  it('admin updates only the fields sent; null clears subtext and image', async () => {
    const created = await createCertificate({ title: 'Scrum master', subtext: 'PSM I', image, position: 4 });
    const events = recordEvents(gateway);
    const retitled = await admin.rest('PUT', `${api}/certificates/${created.id}`, { title: 'Professional Scrum Master' });
    expect(retitled.body).toEqual({ Success: true, Errors: [], Certificate: { ...created, title: 'Professional Scrum Master' } });
    const cleared = await admin.rest('PUT', `${api}/certificates/${created.id}`, { subtext: null, image: null, active: false });
    events.stop();
    expect(cleared.body.Certificate).toEqual({ ...created, title: 'Professional Scrum Master', subtext: null, image: null, active: false });
    expect(events.payloads()).toEqual([
      { kind: 'certificate', id: created.id, fileIds: [] },
      { kind: 'certificate', id: created.id, fileIds: [image.fileID] },
    ]);
    expect((await auditRows(gateway, 'certificate.updated')).filter((r) => r.subjectId === String(created.id)).map((r) => r.details)).toEqual([
      { changed: ['title'] },
      { changed: ['subtext', 'image', 'active'] },
    ]);

    const before = await storedCertificates();
    const blank = await admin.rest('PUT', `${api}/certificates/${created.id}`, { title: '' });
    expect([blank.status, restErrors(blank)]).toEqual([422, ['V_01:title']]);
    const missing = await admin.rest('PUT', `${api}/certificates/999999`, { title: 'Ghost' });
    expect([missing.status, restErrors(missing)]).toEqual([404, ['V_12:id']]);
    expect(await storedCertificates()).toEqual(before);
  });

  it('admin deletes a certificate; unknown ids are 404', async () => {
    const created = await createCertificate({ title: 'Short-lived' });
    const events = recordEvents(gateway);
    const deleted = await admin.rest('DELETE', `${api}/certificates/${created.id}`);
    events.stop();
    expect(deleted.body).toEqual({ Success: true, Errors: [] });
    expect(events.payloads()).toEqual([{ kind: 'certificate', id: created.id, fileIds: [] }]);
    expect((await auditRows(gateway, 'certificate.deleted')).at(-1)).toMatchObject({ subjectId: String(created.id), details: { title: 'Short-lived' } });
    expect((await storedCertificates()).map((c) => c.id)).not.toContain(created.id);
    const again = await admin.rest('DELETE', `${api}/certificates/${created.id}`);
    expect([again.status, restErrors(again)]).toEqual([404, ['V_12:id']]);
  });

  it('visitors get 401 and editors 403 UM_01 on every write; nothing changes', async () => {
    const created = await createCertificate({ title: 'Guarded' });
    await expectWritesRefused(
      gateway,
      [
        ['POST', `${api}/certificates`, { title: 'Intruder' }],
        ['PUT', `${api}/certificates/${created.id}`, { title: 'Renamed' }],
        ['DELETE', `${api}/certificates/${created.id}`, undefined],
      ],
      storedCertificates,
    );
  });
});

describe('certificates over GraphQL', () => {
  const fields = 'id title subtext image active position';

  it('admin creates, updates, lists and deletes', async () => {
    const created = await admin.gql(`mutation($input: CertificateInput!) { createCertificate(input: $input) { ${fields} } }`, {
      input: { title: 'AWS Solutions Architect', subtext: 'Associate', image },
    });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createCertificate.id;
    // No place given: after the last certificate.
    const position = Math.max(...(await admin.gql(`{ certificates(includeInactive: true) { position } }`)).body.data.certificates.map((c: { position: number }) => c.position));
    expect(created.body.data.createCertificate).toEqual({ id, title: 'AWS Solutions Architect', subtext: 'Associate', image, active: true, position });
    expect(position).toBeGreaterThan(0);

    const updated = await admin.gql(`mutation($id: Int!, $input: CertificateInput!) { updateCertificate(id: $id, input: $input) { ${fields} } }`, {
      id,
      input: { subtext: null, active: false },
    });
    expect(updated.body.data.updateCertificate).toEqual({ id, title: 'AWS Solutions Architect', subtext: null, image, active: false, position });

    expect((await gateway.client().gql(`{ certificates { id } }`)).body.data.certificates).not.toContainEqual({ id });
    expect((await admin.gql(`{ certificates(includeInactive: true) { id } }`)).body.data.certificates).toContainEqual({ id });

    expect((await admin.gql(`mutation($id: Int!) { deleteCertificate(id: $id) }`, { id })).body.data.deleteCertificate).toBe(true);
    expect((await storedCertificates()).map((c) => c.id)).not.toContain(id);
  });

  it('reports the same codes as REST', async () => {
    const existing = await createCertificate({ title: 'Existing' });
    const before = await storedCertificates();
    const create = (input: Record<string, unknown>) => admin.gql(`mutation($input: CertificateInput!) { createCertificate(input: $input) { id } }`, { input });
    expect(gqlErrors(await create({ subtext: 'no title' }), 'createCertificate')).toEqual(['V_01:title']);
    expect(gqlErrors(await create({ title: 'Ok', subtext: 's'.repeat(1025) }), 'createCertificate')).toEqual(['V_14:subtext']);
    expect(gqlErrors(await create({ title: 'Ok', image: { fileName: 'x.png' } }), 'createCertificate')).toEqual(['V_01:image.hash', 'V_01:image.fileID']);
    expect(gqlErrors(await admin.gql(`mutation { updateCertificate(id: 999999, input: { title: "Ghost" }) { id } }`), 'updateCertificate')).toEqual(['V_12:id']);
    expect(gqlErrors(await admin.gql(`mutation { deleteCertificate(id: 999999) }`), 'deleteCertificate')).toEqual(['V_12:id']);

    const anonymous = await visitor(gateway);
    const editor = await signedInEditor(gateway);
    for (const client of [anonymous, editor]) {
      expect(gqlErrors(await client.gql(`mutation { createCertificate(input: { title: "Intruder" }) { id } }`), 'createCertificate')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { updateCertificate(id: ${existing.id}, input: { title: "X" }) { id } }`), 'updateCertificate')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`mutation { deleteCertificate(id: ${existing.id}) }`), 'deleteCertificate')).toEqual(['UM_01']);
      expect(gqlErrors(await client.gql(`{ certificates(includeInactive: true) { id } }`), 'certificates')).toEqual(['UM_01']);
    }
    expect(await storedCertificates()).toEqual(before);
  });
});

describe('the image of a certificate and the media library', () => {
  it('an update to an image that is no file of the library is refused and changes nothing', async () => {
    const created = await createCertificate({ title: 'Kept image', image });
    const reply = await admin.rest('PUT', `${api}/certificates/${created.id}`, { image: { ...image, fileID: 987654 } });
    expect([reply.status, restErrors(reply)]).toEqual([422, ['V_12:image.fileID']]);
    expect((await storedCertificates()).find((c) => c.id === created.id)?.image).toEqual(image);
  });

  it('a file a certificate or team member shows cannot be deleted (ML_04 names them), also when inactive', async () => {
    const bytes = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const file = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, 'badge.png', 'image/png', { path: '/' })).body.file;
    const badge = { hash: file.hash, fileName: file.fileName, altText: 'Badge', fileID: file.id, cropParams: null };
    const certificate = await createCertificate({ title: 'Badge holder', image: badge, active: false });
    const member = (await admin.rest('POST', `${api}/team-members`, { name: 'Grace Hopper', image: badge })).body.TeamMember;

    // Asked before a delete (the library's dialog), over REST and GraphQL, for manage-media only.
    const uses = [
      { fileID: file.id, kind: 'certificate', id: certificate.id, title: 'Badge holder', active: false },
      { fileID: file.id, kind: 'team-member', id: member.id, title: 'Grace Hopper', active: true },
    ];
    const listed = await admin.rest('POST', '/api/tessera/medialib/list-site-content-by-file', { fileID: file.id });
    expect([listed.status, listed.body.items]).toEqual([200, uses]);
    const queried = await admin.gql('query Q($id: Int!) { siteContentByMediaFile(fileID: $id) { fileID kind id title active } }', { id: file.id });
    expect(queried.body.data?.siteContentByMediaFile).toEqual(uses);
    const anonymous = await visitor(gateway);
    const refusedToVisitor = await anonymous.rest('POST', '/api/tessera/medialib/list-site-content-by-file', { fileID: file.id });
    expect([refusedToVisitor.status, restErrors(refusedToVisitor)]).toEqual([401, ['UM_01']]);
    const unknown = await admin.rest('POST', '/api/tessera/medialib/list-site-content-by-file', { fileID: 987654 });
    expect([unknown.status, restErrors(unknown)]).toEqual([404, ['V_12:fileID']]);

    const refused = await admin.rest('POST', '/api/tessera/medialib/delete-file', { id: file.id });
    expect([refused.status, restErrors(refused)]).toEqual([409, ['ML_04:id']]);
    expect(refused.body.Details).toEqual({
      pages: [],
      siteContent: [
        { fileID: file.id, kind: 'certificate', id: certificate.id, title: 'Badge holder', active: false },
        { fileID: file.id, kind: 'team-member', id: member.id, title: 'Grace Hopper', active: true },
      ],
      reusableBlocks: [],
    });

    expect((await admin.rest('PUT', `${api}/certificates/${certificate.id}`, { image: null })).status).toBe(200);
    expect((await admin.rest('DELETE', `${api}/team-members/${member.id}`)).status).toBe(200);
    expect((await admin.rest('POST', '/api/tessera/medialib/delete-file', { id: file.id })).status).toBe(200);
  });
});
