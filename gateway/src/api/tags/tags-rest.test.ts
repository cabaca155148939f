import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** SPEC §7 Tags over REST: create, rename, delete, search, fetch and validate. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
/** Signed in, but its role holds no manage-tags. */
let viewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];

const signedInUser = async (role: string): Promise<TestClient> => (await gateway.signedIn(role)).client;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = await signedInUser('editor');
  await gateway.tessera.orm.em.fork().execute("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = await signedInUser('viewer');
  visitor = await gateway.client().start();
  gateway.tessera.events.subscribe((event: DomainEvent) => {
    if (event.type === 'tags.changed') events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(() => {
  events = [];
});

interface StoredTag {
  id: number;
  name: string;
  is_private: boolean;
}

/** The tag table as it is, read past the operations. */
async function storedTags(): Promise<StoredTag[]> {
  return gateway.tessera.orm.em.fork().execute<StoredTag[]>('select id, name, is_private from tag order by id');
}

async function storedTag(id: number): Promise<StoredTag | undefined> {
  return (await storedTags()).find((tag) => tag.id === id);
}

async function auditActions(tagId: number): Promise<string[]> {
  const rows = await gateway.tessera.orm.em.fork().execute<{ action: string }[]>("select action from audit_log where subject_type = 'tag' and subject_id = ? order by id", [String(tagId)]);
  return rows.map((row: { action: string }) => row.action);
}

async function create(name: string, isPrivate = false, client: TestClient = admin) {
  const reply = await client.rest('POST', '/api/tessera/tags', { name, isPrivate });
  expect(reply.status).toBe(200);
  return reply.body.Tag as { id: number; name: string; isPrivate: boolean };
}

function refused(reply: { status: number; body: any }, status: number, code: string, property: string | null) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: [{ code, property }] });
}

describe('creating tags', () => {
  it('a tag manager creates a public tag: stored, audited and announced', async () => {
    const reply = await admin.rest('POST', '/api/tessera/tags', { name: 'Announcements', isPrivate: false });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], Tag: { id: expect.any(Number), name: 'Announcements', isPrivate: false } });
    const { id } = reply.body.Tag;
    expect(await storedTag(id)).toEqual({ id, name: 'Announcements', is_private: false });
    expect(await auditActions(id)).toEqual(['tag.created']);
    expect(events.map((e) => e.payload)).toEqual([{ action: 'created', tagId: id, name: 'Announcements', isPrivate: false }]);
  });

  it('an editor (who holds manage-tags) creates a private tag; isPrivate defaults to public', async () => {
    const secret = await create('Needs legal review', true, editor);
    expect(secret).toMatchObject({ name: 'Needs legal review', isPrivate: true });
    expect((await storedTag(secret.id))?.is_private).toBe(true);
    const plain = await editor.rest('POST', '/api/tessera/tags', { name: 'Default visibility' });
    expect(plain.body.Tag.isPrivate).toBe(false);
  });

  it('the name is stored trimmed, composed, with one space between words', async () => {
    const tag = await create('   Cafe\u0301    Culture  ');
    expect(tag.name).toBe('Café Culture');
    expect((await storedTag(tag.id))?.name).toBe('Café Culture');
  });

  it('letters of any language, digits, spaces, - _ & and . are accepted; 64 characters is the limit', async () => {
    for (const name of ['Ελληνικά', '日本語', 'हिन्दी', 'Rock & Roll', 'node.js', 'snake_case-2024', 'x'.repeat(64)]) {
      expect((await create(name)).name).toBe(name);
    }
  });

  it('refuses a broken name with the code of the rule, and stores nothing', async () => {
    const before = await storedTags();
    const cases: [unknown, number, string][] = [
      [undefined, 422, 'V_01'],
      [null, 422, 'V_01'],
      ['', 422, 'V_01'],
      ['    ', 422, 'V_01'],
      ['y'.repeat(65), 422, 'V_14'],
      ['a/b', 422, 'V_12'],
      ['<script>', 422, 'V_12'],
      ['50%', 422, 'V_12'],
      ['party 🎉', 422, 'V_12'],
      ['tab\there', 422, 'V_12'],
      [42, 422, 'V_12'],
    ];
    for (const [name, status, code] of cases) {
      const reply = await admin.rest('POST', '/api/tessera/tags', { name });
      expect([name, reply.status, reply.body.Errors]).toEqual([name, status, [{ code, property: 'name' }]]);
    }
    refused(await admin.rest('POST', '/api/tessera/tags', { name: 'Flag', isPrivate: 'yes' }), 422, 'V_12', 'isPrivate');
    refused(await admin.rest('POST', '/api/tessera/tags', { name: 'Nul\u0000byte' }), 422, 'V_12', 'name');
    expect(await storedTags()).toEqual(before);
    expect(events).toEqual([]);
  });

  it('a name is unique within public tags, whatever its case (V_06); a private tag may share it', async () => {
    const news = await create('Newsroom');
    const before = await storedTags();
    for (const name of ['Newsroom', 'newsroom', '  NEWSROOM ']) {
      refused(await admin.rest('POST', '/api/tessera/tags', { name }), 409, 'V_06', 'name');
    }
    expect(await storedTags()).toEqual(before);
    const privateTwin = await create('newsroom', true);
    expect(privateTwin.id).not.toBe(news.id);
    refused(await admin.rest('POST', '/api/tessera/tags', { name: 'NewsRoom', isPrivate: true }), 409, 'V_06', 'name');
  });

  it('case-insensitive uniqueness holds beyond ASCII', async () => {
    await create('Événements');
    refused(await admin.rest('POST', '/api/tessera/tags', { name: 'événements' }), 409, 'V_06', 'name');
    refused(await admin.rest('POST', '/api/tessera/tags', { name: 'ÉVÉNEMENTS' }), 409, 'V_06', 'name');
  });

  it('two requests adding the same name in different case at once: one wins, the other gets V_06', async () => {
    const replies = await Promise.all(['Race Day', 'race day', 'RACE DAY', 'Race day'].map((name) => admin.rest('POST', '/api/tessera/tags', { name })));
    expect(replies.map((r: { status: number }) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await storedTags()).filter((t) => t.name.toLowerCase() === 'race day')).toHaveLength(1);
  });

  it('needs manage-tags: 401 UM_01 signed out, 403 UM_01 without the permission; nothing is stored', async () => {
    const before = await storedTags();
    refused(await visitor.rest('POST', '/api/tessera/tags', { name: 'Visitor tag' }), 401, 'UM_01', null);
    refused(await viewer.rest('POST', '/api/tessera/tags', { name: 'Viewer tag' }), 403, 'UM_01', null);
    expect(await storedTags()).toEqual(before);
    expect(events).toEqual([]);
  });
});

describe('renaming tags', () => {
  it('a tag manager renames a tag: stored, audited, announced with the old name', async () => {
    const tag = await create('Old name');
    events = [];
    const reply = await editor.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: '  New   name ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], Tag: { id: tag.id, name: 'New name', isPrivate: false } });
    expect((await storedTag(tag.id))?.name).toBe('New name');
    expect(await auditActions(tag.id)).toEqual(['tag.created', 'tag.renamed']);
    expect(events.map((e) => e.payload)).toEqual([{ action: 'renamed', tagId: tag.id, name: 'New name', previousName: 'Old name', isPrivate: false }]);
  });

  it('a tag may change the case of its own name; the same name again changes nothing', async () => {
    const tag = await create('lowercase');
    expect((await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'LowerCase' })).body.Tag.name).toBe('LowerCase');
    events = [];
    expect((await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'LowerCase' })).status).toBe(200);
    expect(events).toEqual([]);
    expect(await auditActions(tag.id)).toEqual(['tag.created', 'tag.renamed']);
  });

  it("another tag's name of the same visibility is V_06, whatever its case; the other visibility's is free", async () => {
    await create('Taken');
    const privateTaken = await create('Private taken', true);
    const tag = await create('Renamable');
    refused(await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'tAKEN' }), 409, 'V_06', 'name');
    expect((await storedTag(tag.id))?.name).toBe('Renamable');
    expect((await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'private TAKEN' })).body.Tag.name).toBe('private TAKEN');
    const otherPrivate = await create('Other private', true);
    refused(await admin.rest('PUT', `/api/tessera/tags/${otherPrivate.id}`, { name: 'PRIVATE taken' }), 409, 'V_06', 'name');
    expect((await storedTag(otherPrivate.id))?.name).toBe('Other private');
    expect((await storedTag(privateTaken.id))?.name).toBe('Private taken');
  });

  it('an unknown id is V_12 on id with 404; a malformed one is V_12 with 422', async () => {
    const before = await storedTags();
    refused(await admin.rest('PUT', '/api/tessera/tags/987654', { name: 'Ghost' }), 404, 'V_12', 'id');
    refused(await admin.rest('PUT', '/api/tessera/tags/99999999999', { name: 'Ghost' }), 404, 'V_12', 'id');
    refused(await admin.rest('PUT', '/api/tessera/tags/abc', { name: 'Ghost' }), 422, 'V_12', 'id');
    refused(await admin.rest('PUT', '/api/tessera/tags/-1', { name: 'Ghost' }), 422, 'V_12', 'id');
    expect(await storedTags()).toEqual(before);
  });

  it('a broken new name is refused and the tag keeps its name', async () => {
    const tag = await create('Keeps its name');
    refused(await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'no/slashes' }), 422, 'V_12', 'name');
    refused(await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: '' }), 422, 'V_01', 'name');
    refused(await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, {}), 422, 'V_01', 'name');
    refused(await admin.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'z'.repeat(65) }), 422, 'V_14', 'name');
    expect((await storedTag(tag.id))?.name).toBe('Keeps its name');
  });

  it('needs manage-tags: 401 signed out, 403 without the permission', async () => {
    const tag = await create('Guarded');
    events = [];
    refused(await visitor.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'Hijacked' }), 401, 'UM_01', null);
    refused(await viewer.rest('PUT', `/api/tessera/tags/${tag.id}`, { name: 'Hijacked' }), 403, 'UM_01', null);
    expect((await storedTag(tag.id))?.name).toBe('Guarded');
    expect(events).toEqual([]);
  });
});

describe('deleting tags', () => {
  it('a tag manager deletes a tag: gone, audited, announced', async () => {
    const tag = await create('Short-lived', true);
    events = [];
    const reply = await editor.rest('DELETE', `/api/tessera/tags/${tag.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], tagID: tag.id });
    expect(await storedTag(tag.id)).toBeUndefined();
    expect(await auditActions(tag.id)).toEqual(['tag.created', 'tag.deleted']);
    expect(events.map((e) => e.payload)).toEqual([{ action: 'deleted', tagId: tag.id, name: 'Short-lived', isPrivate: true }]);
    refused(await editor.rest('DELETE', `/api/tessera/tags/${tag.id}`), 404, 'V_12', 'id');
  });

  it('an unknown id is V_12 on id with 404', async () => {
    const before = await storedTags();
    refused(await admin.rest('DELETE', '/api/tessera/tags/987654'), 404, 'V_12', 'id');
    refused(await admin.rest('DELETE', '/api/tessera/tags/nope'), 422, 'V_12', 'id');
    expect(await storedTags()).toEqual(before);
  });

  it('needs manage-tags: 401 signed out, 403 without the permission; the tag stays', async () => {
    const tag = await create('Stays');
    refused(await visitor.rest('DELETE', `/api/tessera/tags/${tag.id}`), 401, 'UM_01', null);
    refused(await viewer.rest('DELETE', `/api/tessera/tags/${tag.id}`), 403, 'UM_01', null);
    expect(await storedTag(tag.id)).toEqual({ id: tag.id, name: 'Stays', is_private: false });
  });
});

describe('searching and fetching tags', () => {
  beforeAll(async () => {
    for (const name of ['zeta Fruit', 'Apple fruit', 'banana FRUIT', 'Cherry Fruit']) await create(name);
    await create('Forbidden fruit', true);
    await create('snake_case');
    await create('snakeXcase');
  });

  const names = (reply: { body: { items: { name: string }[] } }) => reply.body.items.map((t) => t.name);

  it('anyone searches public tags by part of the name, ignoring case, ordered by name; private tags never show', async () => {
    const reply = await visitor.rest('POST', '/api/tessera/tags/search', { term: 'fRuIt' });
    expect(reply.status).toBe(200);
    expect(names(reply)).toEqual(['Apple fruit', 'banana FRUIT', 'Cherry Fruit', 'zeta Fruit']);
    expect(reply.body.items[0]).toEqual({ id: expect.any(Number), name: 'Apple fruit', isPrivate: false });
    expect(names(await admin.rest('POST', '/api/tessera/tags/search', { term: 'forbidden' }))).toEqual([]);
  });

  it('% and _ in the term match themselves, not any text', async () => {
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: 'ke_ca' }))).toEqual(['snake_case', 'snake_case-2024']);
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: '%' }))).toEqual([]);
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: 'a%e' }))).toEqual([]);
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: '\\' }))).toEqual([]);
  });

  it('answers at most 20, the first by name; an empty term lists the first 20', async () => {
    const created = [];
    for (let i = 0; i < 25; i++) created.push((await create(`Bulk ${String(i).padStart(2, '0')}`)).name);
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: 'bulk' }))).toEqual(created.slice(0, 20));
    expect(names(await visitor.rest('POST', '/api/tessera/tags/search', { term: ' ' }))).toHaveLength(20);
  });

  it('a missing term is V_01, a too long one V_14, a non-string V_12', async () => {
    refused(await visitor.rest('POST', '/api/tessera/tags/search', {}), 422, 'V_01', 'term');
    refused(await visitor.rest('POST', '/api/tessera/tags/search', { term: 'q'.repeat(65) }), 422, 'V_14', 'term');
    refused(await visitor.rest('POST', '/api/tessera/tags/search', { term: 7 }), 422, 'V_12', 'term');
    refused(await editor.rest('POST', '/api/tessera/tags/search-private', {}), 422, 'V_01', 'term');
  });

  it('signed-in users search private tags; visitors get 401 UM_01', async () => {
    expect(names(await viewer.rest('POST', '/api/tessera/tags/search-private', { term: 'FRUIT' }))).toEqual(['Forbidden fruit']);
    expect((await viewer.rest('POST', '/api/tessera/tags/search-private', { term: 'FRUIT' })).body.items[0].isPrivate).toBe(true);
    refused(await visitor.rest('POST', '/api/tessera/tags/search-private', { term: 'fruit' }), 401, 'UM_01', null);
  });

  it('fetch lists every public tag by name to anyone; fetch-private every private tag to signed-in users', async () => {
    const stored = await storedTags();
    const all = await visitor.rest('GET', '/api/tessera/tags/fetch');
    expect(all.status).toBe(200);
    expect([...names(all)].sort()).toEqual(
      stored
        .filter((t) => !t.is_private)
        .map((t) => t.name)
        .sort(),
    );
    expect(all.body.items.length).toBeGreaterThan(20);
    expect(all.body.items.every((t: { isPrivate: boolean }) => !t.isPrivate)).toBe(true);
    expectByName(names(all));

    const secret = await viewer.rest('GET', '/api/tessera/tags/fetch-private');
    expect(secret.status).toBe(200);
    expect([...names(secret)].sort()).toEqual(
      stored
        .filter((t) => t.is_private)
        .map((t) => t.name)
        .sort(),
    );
    expect(names(secret)).toContain('Forbidden fruit');
    expectByName(names(secret));
    refused(await visitor.rest('GET', '/api/tessera/tags/fetch-private'), 401, 'UM_01', null);
  });
});

/**
 * Ordered by name ignoring case. Where accented and other scripts fall is the database
 * collation's business, so only the plain-ASCII names are held to an order here.
 */
function expectByName(list: string[]) {
  const ascii = list.filter((name) => /^[ -~]*$/.test(name));
  expect(ascii.length).toBeGreaterThan(1);
  expect(ascii).toEqual([...ascii].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
}

describe('validating a tag name', () => {
  it('a valid name answers valid, whether a tag of that visibility has it, and the name as it would be stored', async () => {
    await create('Validated');
    const fresh = await viewer.rest('POST', '/api/tessera/tags/validate', { tag: '  Brand   new ' });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ valid: true, exists: false, name: 'Brand new' });
    expect((await viewer.rest('POST', '/api/tessera/tags/validate', { tag: 'vALIDATED' })).body).toEqual({ valid: true, exists: true, name: 'vALIDATED' });
    expect((await viewer.rest('POST', '/api/tessera/tags/validate', { tag: 'Validated', isPrivate: true })).body).toEqual({ valid: true, exists: false, name: 'Validated' });
  });

  it('a broken name answers with the code of the rule on tag', async () => {
    refused(await viewer.rest('POST', '/api/tessera/tags/validate', { tag: '' }), 422, 'V_01', 'tag');
    refused(await viewer.rest('POST', '/api/tessera/tags/validate', {}), 422, 'V_01', 'tag');
    refused(await viewer.rest('POST', '/api/tessera/tags/validate', { tag: 'v'.repeat(65) }), 422, 'V_14', 'tag');
    refused(await viewer.rest('POST', '/api/tessera/tags/validate', { tag: 'what?' }), 422, 'V_12', 'tag');
  });

  it('needs a session (401 UM_01)', async () => {
    refused(await visitor.rest('POST', '/api/tessera/tags/validate', { tag: 'Anything' }), 401, 'UM_01', null);
  });
});
