import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createUser, SessionRepository, storageKeyOwners, sweepStorage, systemContext, User } from '@tessera/schema';
import { recordStorageWrites } from '@tessera/schema/src/storage/write-record';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';

/** Profile images: REST `PUT/DELETE /api/tessera/user/{id}/image` and the GraphQL twins (SPEC §5, §9). */
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

/**
 * A signed-in editor, made cheaply: invited without mail, then marked active with a session
 * created directly (sign-in itself is not what this file tests, and scrypt costs ~60 ms a go).
 */
async function addEditor() {
  const email = `face-${++serial}@image.test`;
  const quiet = { ...gateway.tessera.services, mail: { send: async () => undefined } };
  const em = gateway.tessera.orm.em.fork();
  const user = await createUser(systemContext(em, quiet), { email, role: 'editor', profile: { name: `Face ${serial}` } });
  await em.nativeUpdate(User, { id: user.id }, { active: true });
  const token = await new SessionRepository(gateway.tessera.orm.em.fork()).create(user.id, 60 * 60_000, null);
  const client = gateway.client();
  client.cookie = `tessera_session=${token}`;
  await client.start();
  expect((await client.rest('GET', '/api/tessera/user')).body.ID).toBe(user.id);
  return { id: user.id, email, client };
}

async function imageKey(id: number): Promise<string | null> {
  return (await gateway.tessera.orm.em.fork().findOneOrFail(User, { id })).imageKey;
}

/** Read through the gateway's storage, so the suite runs on disk and on S3 (npm run test:s3). */
async function storedFiles(id: number): Promise<string[]> {
  const names: string[] = [];
  for await (const { key } of gateway.tessera.services.storage.list(`users/${id}`)) names.push(key.split('/').pop()!);
  return names;
}
async function storedBytes(key: string): Promise<Buffer> {
  const bytes = await gateway.tessera.services.storage.get(key);
  if (!bytes) throw new Error(`nothing stored under ${key}`);
  return bytes;
}

const solid = (width: number, height: number, background = '#f00') => sharp({ create: { width, height, channels: 3, background } });
const png = (width = 64, height = 48, background = '#f00') => solid(width, height, background).png().toBuffer();
const jpeg = (width = 64, height = 48) => solid(width, height, '#00f').jpeg().toBuffer();

/** A valid PNG padded with a text chunk to exactly `size` bytes. */
async function pngOfSize(size: number): Promise<Buffer> {
  const base = await png(8, 8);
  const keyword = Buffer.from('Comment\0');
  const data = Buffer.concat([keyword, Buffer.alloc(size - base.length - 12 - keyword.length, 'a')]);
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const padded = Buffer.concat([base.subarray(0, 33), length, type, data, crc, base.subarray(33)]);
  expect(padded.length).toBe(size);
  return padded;
}

const maxBytes = 2 * 1024 * 1024;

function uploadImage(client: TestClient, id: number, bytes: Buffer, name = 'face.png', type = 'image/png') {
  return client.upload('PUT', `/api/tessera/user/${id}/image`, 'profileImage', bytes, name, type);
}

async function fetchImage(client: TestClient, url: string) {
  const response = await client.raw('GET', url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

function expectRefused(reply: { status: number; body: any }, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(reply.body.Success).toBe(false);
  expect(reply.body.Errors[0].code).toBe(code);
}

/** Proves a refused upload changed nothing: same key, same file, same URL. */
async function expectUnchanged(id: number, key: string | null) {
  expect(await imageKey(id)).toBe(key);
  expect(await storedFiles(id)).toEqual(key ? [key.split('/').pop()] : []);
}

describe('profile images over REST', () => {
  it('a user can set their own PNG; it is served to signed-in users and refused to signed-out ones', async () => {
    const editor = await addEditor();
    const reply = await uploadImage(editor.client, editor.id, await png(64, 48));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, Errors: [], User: { ID: editor.id } });
    const url: string = reply.body.User.image;
    expect(url).toMatch(new RegExp(`^/api/tessera/user/${editor.id}/image\\?v=[a-f0-9]{16}$`));
    expect(reply.body.User.profile.image).toBe(url);

    const key = await imageKey(editor.id);
    expect(key).toMatch(/^users\/\d+\/profile-[a-f0-9]{16}\.png$/);
    const onDisk = await storedBytes(key!);
    expect(await storedFiles(editor.id)).toHaveLength(1);

    expect((await editor.client.rest('GET', '/api/tessera/user')).body.image).toBe(url);

    const served = await fetchImage(admin, url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(onDisk)).toBe(true);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 });

    const anonymous = await gateway.client().rest('GET', url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Errors[0].code).toBe('UM_01');
  });

  it('a JPEG is accepted even when its name and type say GIF: the content decides', async () => {
    const editor = await addEditor();
    const reply = await uploadImage(editor.client, editor.id, await jpeg(40, 30), 'face.gif', 'image/gif');
    expect(reply.status).toBe(200);
    expect(await imageKey(editor.id)).toMatch(/\.jpg$/);
    const served = await fetchImage(editor.client, reply.body.User.image);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });

  it('a PNG named .jpg is stored and served as PNG', async () => {
    const editor = await addEditor();
    const reply = await uploadImage(editor.client, editor.id, await png(20, 20), 'face.jpg', 'image/jpeg');
    expect(reply.status).toBe(200);
    expect(await imageKey(editor.id)).toMatch(/\.png$/);
    expect((await fetchImage(editor.client, reply.body.User.image)).type).toBe('image/png');
  });

  it('refuses a GIF (UM_06, 415), also when it is named .png, and keeps the old image', async () => {
    const editor = await addEditor();
    expect((await uploadImage(editor.client, editor.id, await png())).status).toBe(200);
    const key = await imageKey(editor.id);
    const gif = await solid(10, 10).gif().toBuffer();
    expectRefused(await uploadImage(editor.client, editor.id, gif, 'face.gif', 'image/gif'), 415, 'UM_06');
    expectRefused(await uploadImage(editor.client, editor.id, gif, 'face.png', 'image/png'), 415, 'UM_06');
    await expectUnchanged(editor.id, key);
  });

  it.each([
    ['a text file named .png', () => Buffer.from('this is not an image at all, just words\n')],
    ['a WebP image', () => solid(10, 10).webp().toBuffer()],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s (UM_06, 415)', async (_label, make) => {
    const editor = await addEditor();
    expectRefused(await uploadImage(editor.client, editor.id, await make(), 'face.png', 'image/png'), 415, 'UM_06');
    await expectUnchanged(editor.id, null);
  });

  it('refuses an image over 2 MB (UM_05, 413), whatever its dimensions', async () => {
    const editor = await addEditor();
    const noise = await sharp(randomBytes(1024 * 1024 * 3), { raw: { width: 1024, height: 1024, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(maxBytes);
    expectRefused(await uploadImage(editor.client, editor.id, noise), 413, 'UM_05');
    await expectUnchanged(editor.id, null);
  });

  it('accepts exactly 2 MB and refuses one byte more (UM_05)', async () => {
    const editor = await addEditor();
    expectRefused(await uploadImage(editor.client, editor.id, await pngOfSize(maxBytes + 1)), 413, 'UM_05');
    await expectUnchanged(editor.id, null);
    const reply = await uploadImage(editor.client, editor.id, await pngOfSize(maxBytes));
    expect(reply.status).toBe(200);
    // the padding was metadata: what is stored is a small re-encoding without it
    const stored = await storedBytes((await imageKey(editor.id))!);
    expect(stored.length).toBeLessThan(10_000);
    expect(stored.includes(Buffer.from('Comment'))).toBe(false);
  });

  it.each([
    [1025, 10],
    [10, 1025],
    [1025, 1025],
  ])('refuses %dx%d pixels (UM_08, 422)', async (width, height) => {
    const editor = await addEditor();
    expectRefused(await uploadImage(editor.client, editor.id, await png(width, height)), 422, 'UM_08');
    expectRefused(await uploadImage(editor.client, editor.id, await jpeg(width, height), 'face.jpg', 'image/jpeg'), 422, 'UM_08');
    await expectUnchanged(editor.id, null);
  });

  it('accepts 1024x1024 pixels', async () => {
    const editor = await addEditor();
    const reply = await uploadImage(editor.client, editor.id, await png(1024, 1024));
    expect(reply.status).toBe(200);
    const served = await fetchImage(editor.client, reply.body.User.image);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 1024, height: 1024 });
  });

  it('refuses a truncated PNG or JPEG (UM_07, 422)', async () => {
    const editor = await addEditor();
    const whole = await png(200, 200, '#123456');
    expectRefused(await uploadImage(editor.client, editor.id, whole.subarray(0, 100)), 422, 'UM_07');
    const noisyJpeg = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    expectRefused(await uploadImage(editor.client, editor.id, noisyJpeg.subarray(0, 400), 'face.jpg', 'image/jpeg'), 422, 'UM_07');
    await expectUnchanged(editor.id, null);
  });

  it('refuses an upload without a file (V_17, 422)', async () => {
    const editor = await addEditor();
    const wrongField = await editor.client.upload('PUT', `/api/tessera/user/${editor.id}/image`, 'avatar', await png(), 'face.png', 'image/png');
    expectRefused(wrongField, 422, 'V_17');

    const form = new FormData();
    form.append('note', 'no file here');
    const response = await editor.client.raw('PUT', `/api/tessera/user/${editor.id}/image`, { body: form });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { Errors: { code: string }[] }).Errors[0].code).toBe('V_17');

    const textField = new FormData();
    textField.append('profileImage', 'just text');
    const text = await editor.client.raw('PUT', `/api/tessera/user/${editor.id}/image`, { body: textField });
    expect(text.status).toBe(422);
    expect(((await text.json()) as { Errors: { code: string }[] }).Errors[0].code).toBe('V_17');
    await expectUnchanged(editor.id, null);
  });

  it('refuses JSON instead of multipart (415)', async () => {
    const editor = await addEditor();
    const reply = await editor.client.rest('PUT', `/api/tessera/user/${editor.id}/image`, { profileImage: (await png()).toString('base64') });
    expect(reply.status).toBe(415);
    expect(reply.body.Success).toBe(false);
    await expectUnchanged(editor.id, null);
  });

  it('strips EXIF and applies the orientation before storing', async () => {
    const editor = await addEditor();
    const sent = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Doe' } })
      .toBuffer();
    const before = await sharp(sent).metadata();
    expect(before.exif).toBeDefined();
    expect(sent.includes(Buffer.from('Secret Owner'))).toBe(true);

    const reply = await uploadImage(editor.client, editor.id, sent, 'holiday.jpg', 'image/jpeg');
    expect(reply.status).toBe(200);
    const stored = await storedBytes((await imageKey(editor.id))!);
    expect(stored.equals(sent)).toBe(false);
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect(stored.includes(Buffer.from('Jane Doe'))).toBe(false);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 }); // turned upright
    const served = await fetchImage(admin, reply.body.User.image);
    expect(served.bytes.equals(stored)).toBe(true);
  });

  it('drops bytes hidden after the image data', async () => {
    const editor = await addEditor();
    const smuggled = Buffer.concat([await png(16, 16), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const reply = await uploadImage(editor.client, editor.id, smuggled);
    expect(reply.status).toBe(200);
    const stored = await storedBytes((await imageKey(editor.id))!);
    expect(stored.includes(Buffer.from('<?php'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 16, height: 16 });
  });

  it('replacing an image removes the old file and changes the URL', async () => {
    const editor = await addEditor();
    const first = await uploadImage(editor.client, editor.id, await png(30, 30, '#f00'));
    const firstKey = await imageKey(editor.id);
    const second = await uploadImage(editor.client, editor.id, await png(30, 30, '#0f0'));
    expect(second.status).toBe(200);
    const secondKey = await imageKey(editor.id);
    expect(secondKey).not.toBe(firstKey);
    expect(second.body.User.image).not.toBe(first.body.User.image);
    expect(await storedFiles(editor.id)).toEqual([secondKey!.split('/').pop()]);
    // the old URL now serves the current image (the version is only a cache key)
    const served = await fetchImage(editor.client, first.body.User.image);
    expect(served.bytes.equals(await storedBytes(secondKey!))).toBe(true);
  });

  it('admin can set and remove anyone’s image', async () => {
    const editor = await addEditor();
    const reply = await uploadImage(admin, editor.id, await png());
    expect(reply.status).toBe(200);
    expect(await imageKey(editor.id)).not.toBeNull();
    const removed = await admin.rest('DELETE', `/api/tessera/user/${editor.id}/image`);
    expect(removed.status).toBe(200);
    expect(removed.body.User.image).toBeNull();
    await expectUnchanged(editor.id, null);
  });

  it('editor cannot set or remove someone else’s image (UM_01, 403)', async () => {
    const editor = await addEditor();
    const other = await addEditor();
    expect((await uploadImage(other.client, other.id, await png())).status).toBe(200);
    const otherKey = await imageKey(other.id);
    const adminKey = await imageKey(adminId);

    expectRefused(await uploadImage(editor.client, other.id, await png(10, 10, '#000')), 403, 'UM_01');
    expectRefused(await uploadImage(editor.client, adminId, await png(10, 10, '#000')), 403, 'UM_01');
    expectRefused(await uploadImage(editor.client, 987654, await png(10, 10, '#000')), 403, 'UM_01');
    expectRefused(await editor.client.rest('DELETE', `/api/tessera/user/${other.id}/image`), 403, 'UM_01');
    await expectUnchanged(other.id, otherKey);
    expect(await imageKey(adminId)).toBe(adminKey);
    await expectUnchanged(editor.id, null);
  });

  it('signed-out visitor cannot set or remove an image (UM_01, 401)', async () => {
    const editor = await addEditor();
    expect((await uploadImage(editor.client, editor.id, await png())).status).toBe(200);
    const key = await imageKey(editor.id);
    const anon = await gateway.client().start();
    expectRefused(await uploadImage(anon, editor.id, await png(10, 10, '#000')), 401, 'UM_01');
    expectRefused(await anon.rest('DELETE', `/api/tessera/user/${editor.id}/image`), 401, 'UM_01');
    await expectUnchanged(editor.id, key);
  });

  it('answers UM_02 (404) for an unknown user and V_12 for a malformed id', async () => {
    expectRefused(await uploadImage(admin, 987654, await png()), 404, 'UM_02');
    expectRefused(await admin.rest('DELETE', '/api/tessera/user/987654/image'), 404, 'UM_02');
    expectRefused(await uploadImage(admin, 'abc' as unknown as number, await png()), 422, 'V_12');
  });

  it('a user can remove their own image: the file goes and the URL stops serving', async () => {
    const editor = await addEditor();
    const set = await uploadImage(editor.client, editor.id, await png());
    const url = set.body.User.image;
    const removed = await editor.client.rest('DELETE', `/api/tessera/user/${editor.id}/image`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ Success: true, User: { ID: editor.id, image: null, profile: { image: null } } });
    await expectUnchanged(editor.id, null);
    expect((await editor.client.rest('GET', '/api/tessera/user')).body.image).toBeNull();
    const gone = await editor.client.rest('GET', url);
    expect(gone.status).toBe(404);
    // removing again is harmless
    const again = await editor.client.rest('DELETE', `/api/tessera/user/${editor.id}/image`);
    expect(again.status).toBe(200);
    expect(again.body.User.image).toBeNull();
  });

  it('image changes are audited with the actor’s e-mail', async () => {
    const editor = await addEditor();
    await uploadImage(editor.client, editor.id, await png());
    await uploadImage(admin, editor.id, await png(12, 12));
    await admin.rest('DELETE', `/api/tessera/user/${editor.id}/image`);
    const log = await admin.rest('GET', '/api/tessera/audit-log?action=user.image&pageSize=100');
    const rows = log.body.items.filter((r: { subjectId: string }) => r.subjectId === String(editor.id));
    expect(rows.map((r: { action: string; actorEmail: string }) => [r.action, r.actorEmail])).toEqual([
      ['user.image-removed', adminEmail],
      ['user.image-changed', adminEmail],
      ['user.image-changed', editor.email],
    ]);
  });
});

describe('profile images over GraphQL', () => {
  const upload = `mutation ($id: Int!, $file: Upload!) { uploadProfileImage(id: $id, file: $file) { id image profile { image } } }`;
  const remove = `mutation ($id: Int!) { removeProfileImage(id: $id) { id image } }`;

  it('a user can upload and remove their own image', async () => {
    const editor = await addEditor();
    const reply = await editor.client.gqlUpload(upload, { id: editor.id }, 'file', await jpeg(50, 50), 'me.jpg', 'image/jpeg');
    expect(reply.body.errors).toBeUndefined();
    const url = reply.body.data.uploadProfileImage.image;
    expect(url).toMatch(new RegExp(`^/api/tessera/user/${editor.id}/image\\?v=[a-f0-9]{16}$`));
    expect(reply.body.data.uploadProfileImage.profile.image).toBe(url);
    const served = await fetchImage(editor.client, url);
    expect(served.type).toBe('image/jpeg');
    expect(served.bytes.equals(await storedBytes((await imageKey(editor.id))!))).toBe(true);

    const removed = await editor.client.gql(remove, { id: editor.id });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data.removeProfileImage).toEqual({ id: editor.id, image: null });
    await expectUnchanged(editor.id, null);
  });

  it.each([
    ['a GIF', () => solid(10, 10).gif().toBuffer(), 'UM_06'],
    ['a text file named .png', async () => Buffer.from('plain text'), 'UM_06'],
    ['1025x10 pixels', () => png(1025, 10), 'UM_08'],
    ['a truncated PNG', async () => (await png(200, 200)).subarray(0, 100), 'UM_07'],
    ['over 2 MB', () => pngOfSize(maxBytes + 1), 'UM_05'],
  ])('refuses %s with its code', async (_label, make, code) => {
    const editor = await addEditor();
    const reply = await editor.client.gqlUpload(upload, { id: editor.id }, 'file', await make(), 'face.png', 'image/png');
    expect(reply.body.data?.uploadProfileImage ?? null).toBeNull();
    expect(reply.body.errors![0].extensions).toMatchObject({ code, property: 'profileImage' });
    await expectUnchanged(editor.id, null);
  });

  it('editor cannot upload or remove someone else’s image (UM_01)', async () => {
    const editor = await addEditor();
    const other = await addEditor();
    await other.client.gqlUpload(upload, { id: other.id }, 'file', await png(), 'o.png', 'image/png');
    const otherKey = await imageKey(other.id);
    expect(otherKey).not.toBeNull();
    const up = await editor.client.gqlUpload(upload, { id: other.id }, 'file', await png(8, 8), 'x.png', 'image/png');
    expect(up.body.errors![0].extensions.code).toBe('UM_01');
    const rm = await editor.client.gql(remove, { id: other.id });
    expect(rm.body.errors![0].extensions.code).toBe('UM_01');
    await expectUnchanged(other.id, otherKey);
  });

  it('admin can upload for another user', async () => {
    const editor = await addEditor();
    const reply = await admin.gqlUpload(upload, { id: editor.id }, 'file', await png(), 'x.png', 'image/png');
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.uploadProfileImage.id).toBe(editor.id);
    expect(await imageKey(editor.id)).not.toBeNull();
  });
});

describe('profile images no user points at', () => {
  it('are swept once their write record is older than the grace; the image a user shows stays, however old, and so does one never recorded', async () => {
    const editor = await addEditor();
    const replaced = await uploadImage(editor.client, editor.id, await png(24, 24, '#00f'));
    expect(replaced.status).toBe(200);
    const replacedKey = (await imageKey(editor.id))!;
    const set = await uploadImage(editor.client, editor.id, await png(32, 32, '#0f0'));
    expect(set.status).toBe(200);
    const shown = (await imageKey(editor.id))!;
    const storage = gateway.tessera.services.storage;
    const ctx = () => systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
    // As a process killed between storing an image and pointing the user at it leaves it: recorded, stored.
    const stray = `users/${editor.id}/profile-${'a'.repeat(16)}.png`;
    const young = `users/${editor.id}/profile-${'b'.repeat(16)}.png`;
    const unrecorded = `users/${editor.id}/profile-${'c'.repeat(16)}.png`;
    await recordStorageWrites(ctx(), [stray, young]);
    for (const key of [stray, young, unrecorded]) await storage.put(key, await png(8, 8));
    // The replaced image was recorded with its replacement, and deleted then; this one is put back as if that delete had not happened.
    await storage.put(replacedKey, await png(8, 8));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    for (const key of [shown, stray, replacedKey]) await gateway.ageStored(key, old);
    await gateway.sql(`update storage_write set recorded_at = now() - interval '2 days' where key in (?, ?, ?)`, [shown, stray, replacedKey]);

    const report = await sweepStorage(ctx(), storageKeyOwners, { graceMs: 24 * 60 * 60_000, dryRun: false });
    expect(report.stray.map((entry) => entry.key).sort()).toEqual([replacedKey, stray].sort());
    expect((await storedFiles(editor.id)).sort()).toEqual([shown, young, unrecorded].map((key) => key.split('/').at(-1)).sort());
    expect((await fetchImage(editor.client, set.body.User.image)).status).toBe(200);
  });
});
