import type { DomainEvent } from '@tessera/read-model';
import { maxReusableBlockName, maxReusableBlocksPerUser, maxReusableRefs } from '@tessera/content-model';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Reusable blocks over REST: create, update, publish, usage, delete (refused while pages use one,
 * with the pages), permissions (create-page edits, publish-page publishes and deletes), coded
 * validation that changes nothing, audit and the event that empties the pages showing one.
 */
let gateway: TestGateway;
let admin: TestClient;
/** create-page but no publish-page. */
let editor: TestClient;
/** Signed in, no permission. */
let viewer: TestClient;
let visitor: TestClient;
let events: DomainEvent[] = [];
let serial = 0;
const api = '/api/tessera/reusable-blocks';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  await gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
  viewer = (await gateway.signedIn('viewer')).client;
  visitor = await gateway.client().start();
  gateway.tessera.events.subscribe((event: DomainEvent) => {
    if (event.type === 'reusable-block.changed') events.push(event);
  });
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(() => {
  events = [];
});

const quote = (text: string) => ({ type: 'quote', props: { quote: text, author: 'Ada' } });

interface Made {
  id: number;
  name: string;
  versionID: number;
  openRequest: { id: number; versionID: number } | null;
}

async function create(name: string, text = name, client: TestClient = admin): Promise<Made> {
  const reply = await client.rest('POST', api, { name, ...quote(text) });
  expect(reply.status).toBe(200);
  return reply.body.ReusableBlock;
}

/** Saves new content on top of the version given; answers the block as saved. */
async function save(block: Made, text: string, client: TestClient = admin): Promise<Made> {
  const reply = await client.rest('PUT', `${api}/${block.id}`, { name: block.name, versionID: block.versionID, ...quote(text) });
  expect(reply.status).toBe(200);
  return reply.body.ReusableBlock;
}

async function page(blocks: unknown[], publish = true) {
  const slug = `rb-page-${++serial}`;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: slug, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/${publish ? 'store-and-publish' : 'store'}`, { title: slug, blocks });
  return { pageID: created.body.pageID as number, slug, versionID: stored.body.pageVersionID as number, stored };
}

const reference = (id: number, key = `ref${id}`) => ({ type: 'reusable', key, props: { ref: id } });

function refused(reply: { status: number; body: any }, status: number, errors: Array<{ code: string; property: string | null }>) {
  expect({ status: reply.status, Success: reply.body.Success, Errors: reply.body.Errors }).toEqual({ status, Success: false, Errors: errors });
}

const stored = () => gateway.sql<{ id: number; name: string }>('select id, name from reusable_block order by id');
const audit = async (id: number) =>
  (await gateway.sql<{ action: string }>("select action from audit_log where subject_type = 'reusable-block' and subject_id = ? order by id", [String(id)])).map((row) => row.action);

describe('creating and editing', () => {
  it('an editor saves a block as a reusable block: a draft, stored and audited, no event', async () => {
    const reply = await editor.rest('POST', api, { name: '  Newsletter  ', ...quote('Sign up') });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      Success: true,
      Errors: [],
      ReusableBlock: expect.objectContaining({
        id: expect.any(Number),
        name: 'Newsletter',
        type: 'quote',
        versionID: expect.any(Number),
        versionNumber: 1,
        props: { quote: 'Sign up', author: 'Ada' },
        images: {},
        files: {},
        published: null,
        hasUnpublishedChanges: true,
        openRequest: null,
        usageCount: 0,
        publishedAt: null,
      }),
    });
    expect(await audit(reply.body.ReusableBlock.id)).toEqual(['reusable-block.created']);
    expect(events).toEqual([]);
  });

  it('refuses bad input with codes and stores nothing', async () => {
    const before = await stored();
    refused(await admin.rest('POST', api, { ...quote('x') }), 422, [{ code: 'V_01', property: 'name' }]);
    refused(await admin.rest('POST', api, { name: 'x'.repeat(maxReusableBlockName + 1), ...quote('x') }), 422, [{ code: 'V_14', property: 'name' }]);
    refused(await admin.rest('POST', api, { name: 'Bad type', type: 'no-such-type', props: {} }), 422, [{ code: 'V_12', property: 'type' }]);
    refused(await admin.rest('POST', api, { name: 'Nested', type: 'reusable', props: { ref: 1 } }), 422, [{ code: 'V_12', property: 'type' }]);
    refused(await admin.rest('POST', api, { name: 'No quote', type: 'quote', props: { author: 'Ada' } }), 422, [{ code: 'V_01', property: 'props.quote' }]);
    refused(
      await admin.rest('POST', api, { name: 'Bad image', type: 'quote', props: { quote: 'q' }, __images: { image: { hash: 'h', fileName: 'a.png', altText: '', fileID: 999999, cropParams: null } } }),
      422,
      [{ code: 'V_12', property: '__images.image.fileID' }],
    );
    expect(await stored()).toEqual(before);
  });

  it('an update changes name and content as a new version on top of the one opened; the type stays; an unknown id is V_12 (404)', async () => {
    const block = await create('Editable');
    const reply = await editor.rest('PUT', `${api}/${block.id}`, { name: 'Edited', versionID: block.versionID, type: 'hero', props: { quote: 'Changed', author: 'Bo' } });
    expect(reply.status).toBe(200);
    expect(reply.body.ReusableBlock).toMatchObject({ name: 'Edited', type: 'quote', versionNumber: 2, props: { quote: 'Changed', author: 'Bo' }, published: null });
    const second = reply.body.ReusableBlock.versionID;
    refused(await admin.rest('PUT', `${api}/999999`, { name: 'x', versionID: second, props: { quote: 'q' } }), 404, [{ code: 'V_12', property: 'id' }]);
    refused(await admin.rest('PUT', `${api}/${block.id}`, { name: 'x', versionID: second, props: { quote: '' } }), 422, [{ code: 'V_01', property: 'props.quote' }]);
    refused(await admin.rest('PUT', `${api}/${block.id}`, { name: 'x', props: { quote: 'q' } }), 422, [{ code: 'V_01', property: 'versionID' }]);
    // A save on top of the first version, after the second: refused, nothing overwritten.
    refused(await admin.rest('PUT', `${api}/${block.id}`, { name: 'Stale', versionID: block.versionID, ...quote('Stale') }), 409, [{ code: 'PM_02', property: 'versionID' }]);
    expect((await admin.rest('GET', `${api}/${block.id}`)).body).toMatchObject({ name: 'Edited', versionID: second, props: { quote: 'Changed' } });
    // The same content again (a rename only) makes no new version.
    const renamed = await admin.rest('PUT', `${api}/${block.id}`, { name: 'Renamed', versionID: second, props: { quote: 'Changed', author: 'Bo' } });
    expect(renamed.body.ReusableBlock).toMatchObject({ name: 'Renamed', versionID: second, versionNumber: 2 });
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.updated', 'reusable-block.updated']);
  });

  it('lists by name with the usage count', async () => {
    const block = await create('Aaa listed first');
    await page([reference(block.id)]);
    const list = await editor.rest('GET', api);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: block.id, name: 'Aaa listed first', usageCount: 1 });
  });
});

describe('publishing', () => {
  it('publish-page publishes the version it names: audited, and announced with the block id', async () => {
    const block = await create('Published one', 'First words');
    const reply = await admin.rest('POST', `${api}/${block.id}/publish`, { versionID: block.versionID });
    expect(reply.status).toBe(200);
    expect(reply.body.ReusableBlock).toMatchObject({
      published: { versionID: block.versionID, versionNumber: 1, props: { quote: 'First words', author: 'Ada' }, images: {}, files: {} },
      hasUnpublishedChanges: false,
      publishedAt: expect.any(String),
    });
    expect(events.map((event) => event.payload)).toEqual([{ action: 'published', reusableBlockId: block.id, name: 'Published one', fileIds: [] }]);
    await save(block, 'Second words');
    const again = await admin.rest('GET', `${api}/${block.id}`);
    expect(again.body).toMatchObject({ props: { quote: 'Second words' }, published: { props: { quote: 'First words' } }, hasUnpublishedChanges: true });
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.published', 'reusable-block.updated']);
    refused(await admin.rest('POST', `${api}/${block.id}/publish`), 422, [{ code: 'V_01', property: 'versionID' }]);
  });

  it('a publication names the version the publisher saw: one saved in between is refused with PM_02, and nothing of it goes live (issue 30)', async () => {
    // The publisher opens version 1; an editor without publish-page keeps rewriting it.
    const seen = await create('Raced', 'What the publisher read');
    let latest = seen;
    for (let round = 0; round < 20; round += 1) {
      latest = await save(latest, `Smuggled ${round}`, editor);
      refused(await admin.rest('POST', `${api}/${seen.id}/publish`, { versionID: seen.versionID }), 409, [{ code: 'PM_02', property: 'versionID' }]);
    }
    expect((await admin.rest('GET', `${api}/${seen.id}`)).body.published).toBeNull();
    expect(events).toEqual([]);
    // Once the publisher has read the latest, they publish exactly that.
    const published = await admin.rest('POST', `${api}/${seen.id}/publish`, { versionID: latest.versionID });
    expect(published.body.ReusableBlock.published).toMatchObject({ versionID: latest.versionID, versionNumber: 21, props: { quote: 'Smuggled 19' } });
  });
});

describe('the publication workflow (issue 30)', () => {
  const requests = () => admin.rest('GET', `${api}/requests`);
  /** The text of the mail to an address (quoted-printable soft breaks undone). */
  const mailedTo = async (address: string) => (await gateway.smtp.mailTo(address)).map((mail) => mail.raw.replace(/=\r?\n/g, '')).join('\n');

  it('an editor asks for one version; reviewers are mailed; accepting publishes exactly it, whatever was saved since, and mails the requester', async () => {
    const { client: requester, email: requesterEmail } = await gateway.signedIn('editor');
    const { email: reviewerEmail, client: reviewer } = await gateway.signedIn('reviewer');
    const block = await create('Asked for', 'Version one', requester);
    const asked = await requester.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID, comment: 'Please publish' });
    expect(asked.status).toBe(200);
    expect(asked.body.ReusableBlock.openRequest).toMatchObject({ versionID: block.versionID, versionNumber: 1, comment: 'Please publish' });
    const requestID = asked.body.ReusableBlock.openRequest.id;
    expect(await mailedTo(reviewerEmail)).toContain('reusable block "Asked for"');
    // A second request while one is open, and one for a version no longer the latest, are refused.
    refused(await requester.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID }), 409, [{ code: 'V_07', property: 'request' }]);
    const later = await save(block, 'Version two, not asked for', requester);
    expect(later.openRequest).toMatchObject({ id: requestID, versionID: block.versionID });
    expect((await requests()).body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: requestID, blockID: block.id, blockName: 'Asked for', versionNumber: 1, requesterEmail })]));

    // Who may not review may not decide.
    refused(await requester.rest('POST', `${api}/requests/${requestID}/accept`, {}), 403, [{ code: 'UM_01', property: null }]);
    const accepted = await reviewer.rest('POST', `${api}/requests/${requestID}/accept`, { feedback: 'Fine' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.ReusableBlock).toMatchObject({
      published: { versionID: block.versionID, props: { quote: 'Version one' } },
      versionID: later.versionID,
      hasUnpublishedChanges: true,
      openRequest: null,
    });
    expect(events.map((event) => event.payload)).toEqual([expect.objectContaining({ action: 'published', reusableBlockId: block.id })]);
    const told = await mailedTo(requesterEmail);
    expect(told).toContain('was accepted');
    expect(told).toContain('Fine');
    refused(await reviewer.rest('POST', `${api}/requests/${requestID}/reject`, {}), 409, [{ code: 'V_07', property: 'request' }]);
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.publication-requested', 'reusable-block.updated', 'reusable-block.publication-accepted']);
  });

  it('a reviewer rejects with feedback (the requester is mailed, nothing goes live); only the requester or a reviewer withdraws', async () => {
    const { client: requester, email: requesterEmail } = await gateway.signedIn('editor');
    const { client: reviewer } = await gateway.signedIn('reviewer');
    const block = await create('Rejected', 'Not yet', requester);
    const first = (await requester.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID })).body.ReusableBlock.openRequest.id;
    const rejected = await reviewer.rest('POST', `${api}/requests/${first}/reject`, { feedback: 'Needs work' });
    expect(rejected.body.ReusableBlock).toMatchObject({ published: null, openRequest: null });
    const told = await mailedTo(requesterEmail);
    expect(told).toContain('was rejected');
    expect(told).toContain('Needs work');
    expect(events).toEqual([]);

    const second = (await requester.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID })).body.ReusableBlock.openRequest.id;
    refused(await editor.rest('POST', `${api}/requests/${second}/revoke`), 403, [{ code: 'UM_01', property: null }]);
    const revoked = await requester.rest('POST', `${api}/requests/${second}/revoke`);
    expect(revoked.body.ReusableBlock.openRequest).toBeNull();
    refused(await reviewer.rest('POST', `${api}/requests/${second}/accept`, {}), 409, [{ code: 'V_07', property: 'request' }]);
    refused(await reviewer.rest('POST', `${api}/requests/999999/accept`, {}), 404, [{ code: 'V_12', property: 'requestID' }]);
    expect((await admin.rest('GET', `${api}/${block.id}`)).body.published).toBeNull();
  });

  it('a publisher publishing the latest settles the open request as accepted', async () => {
    const block = await create('Settled', 'Asked', editor);
    await editor.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID });
    const published = await admin.rest('POST', `${api}/${block.id}/publish`, { versionID: block.versionID });
    expect(published.body.ReusableBlock).toMatchObject({ openRequest: null, hasUnpublishedChanges: false });
    const [row] = await gateway.sql<{ status: string }>('select status from reusable_block_request where block_id = ?', [block.id]);
    expect(row.status).toBe('accepted');
  });
});

describe('each user’s share (issue 30)', () => {
  it(`a user may make ${maxReusableBlocksPerUser} reusable blocks; one more is V_07 for them alone`, async () => {
    const { client: busy, id: busyId } = await gateway.signedIn('editor');
    await gateway.sql(
      `insert into reusable_block (name, type, created_by, updated_by, created_at, updated_at)
       select 'Filler ' || n, 'quote', ?, ?, now(), now() from generate_series(1, ?) n`,
      [busyId, busyId, maxReusableBlocksPerUser],
    );
    refused(await busy.rest('POST', api, { name: 'One too many', ...quote('x') }), 409, [{ code: 'V_07', property: 'reusableBlocks' }]);
    expect((await editor.rest('POST', api, { name: 'Someone else', ...quote('x') })).status).toBe(200);
    await gateway.sql('delete from reusable_block where created_by = ?', [busyId]);
  });
});

describe('permissions', () => {
  it('an editor without publish-page may not publish or delete; a user without create-page may do nothing; a visitor neither', async () => {
    const block = await create('Guarded');
    refused(await editor.rest('POST', `${api}/${block.id}/publish`, { versionID: block.versionID }), 403, [{ code: 'UM_01', property: null }]);
    refused(await editor.rest('DELETE', `${api}/${block.id}`), 403, [{ code: 'UM_01', property: null }]);
    for (const client of [viewer]) {
      refused(await client.rest('GET', api), 403, [{ code: 'UM_01', property: null }]);
      refused(await client.rest('POST', api, { name: 'x', ...quote('x') }), 403, [{ code: 'UM_01', property: null }]);
      refused(await client.rest('GET', `${api}/${block.id}/usage`), 403, [{ code: 'UM_01', property: null }]);
    }
    expect((await visitor.rest('GET', api)).status).toBe(401);
    expect((await visitor.rest('POST', `${api}/${block.id}/publish`, { versionID: block.versionID })).status).toBe(401);
    refused(await viewer.rest('POST', `${api}/${block.id}/request-publication`, { versionID: block.versionID }), 403, [{ code: 'UM_01', property: null }]);
    refused(await viewer.rest('GET', `${api}/requests`), 403, [{ code: 'UM_01', property: null }]);
    expect((await admin.rest('GET', `${api}/${block.id}`)).body.published).toBeNull();
  });

  it('a write without the CSRF proof is refused', async () => {
    const client = await gateway.admin();
    client.sendCsrf = false;
    const reply = await client.rest('POST', api, { name: 'No proof', ...quote('x') });
    expect(reply.status).toBe(403);
    expect(reply.body.Errors).toEqual([{ code: 'V_04', property: 'csrf' }]);
  });
});

describe('pages referring to reusable blocks', () => {
  it('a reference must name an existing reusable block and carry only ref', async () => {
    const bad = await page([reference(999999, 'gone')], false);
    refused(bad.stored, 422, [{ code: 'V_12', property: 'blocks.0.props.ref' }]);
    const extra = await page([{ type: 'reusable', key: 'x', props: { ref: 1, title: 'no' } }], false);
    refused(extra.stored, 422, [{ code: 'V_12', property: 'blocks.0.props.title' }]);
  });

  it(`a page holds at most ${maxReusableRefs} references`, async () => {
    const block = await create('Many times');
    const blocks = Array.from({ length: maxReusableRefs + 1 }, (_, index) => reference(block.id, `k${index}`));
    refused((await page(blocks, false)).stored, 422, [{ code: 'V_14', property: 'blocks' }]);
  });

  it('usage lists the pages; deleting is refused with them (RB_01) until they let go, then it is deleted', async () => {
    const block = await create('Shared footer');
    const one = await page([reference(block.id)]);
    const two = await page([reference(block.id)], false);
    const usage = await editor.rest('GET', `${api}/${block.id}/usage`);
    expect(usage.body.items).toEqual([
      { id: one.pageID, title: one.slug, slug: one.slug, locale: 'en-gb', published: true },
      { id: two.pageID, title: two.slug, slug: two.slug, locale: 'en-gb', published: false },
    ]);
    const denied = await admin.rest('DELETE', `${api}/${block.id}`);
    refused(denied, 409, [{ code: 'RB_01', property: 'id' }]);
    expect(denied.body.Details.pages).toEqual(usage.body.items);
    expect((await stored()).map((row) => row.id)).toContain(block.id);

    // Detached: the pages store a normal block with the published props instead.
    for (const { versionID } of [one, two]) {
      const detached = await admin.rest('POST', `/api/tessera/page/version/${versionID}/store-and-publish`, {
        title: 'detached',
        blocks: [{ type: 'quote', key: 'detached', props: { quote: 'Shared footer' } }],
      });
      expect(detached.status).toBe(200);
    }
    expect((await editor.rest('GET', `${api}/${block.id}/usage`)).body.items).toEqual([]);
    const deleted = await admin.rest('DELETE', `${api}/${block.id}`);
    expect(deleted.status).toBe(200);
    expect((await stored()).map((row) => row.id)).not.toContain(block.id);
    expect(await audit(block.id)).toEqual(['reusable-block.created', 'reusable-block.deleted']);
    refused(await admin.rest('GET', `${api}/${block.id}`), 404, [{ code: 'V_12', property: 'id' }]);
  });
});

describe('GraphQL', () => {
  it('creates, updates, publishes, lists, answers usage and refuses a used delete with RB_01', async () => {
    const fields = 'id name type versionID props published { props } hasUnpublishedChanges usageCount';
    const created = await admin.gql(`mutation { createReusableBlock(type: "quote", input: { name: "Via GraphQL", props: { quote: "One" } }) { ${fields} } }`);
    const id = created.body.data!.createReusableBlock.id;
    expect(created.body.data!.createReusableBlock).toMatchObject({ name: 'Via GraphQL', type: 'quote', published: null });
    const updated = await admin.gql(`mutation($id: Int!, $v: Int!) { updateReusableBlock(id: $id, input: { name: "Via GraphQL", versionID: $v, props: { quote: "Two" } }) { versionID } }`, {
      id,
      v: created.body.data!.createReusableBlock.versionID,
    });
    const versionID = updated.body.data!.updateReusableBlock.versionID;
    const published = await admin.gql(`mutation($id: Int!, $v: Int!) { publishReusableBlock(id: $id, versionID: $v) { ${fields} } }`, { id, v: versionID });
    expect(published.body.data!.publishReusableBlock).toMatchObject({ published: { props: { quote: 'Two' } }, hasUnpublishedChanges: false });
    const { pageID } = await page([reference(id)]);
    const read = await editor.gql(`query($id: Int!) { reusableBlocks { id usageCount } reusableBlockUsage(id: $id) { id published } }`, { id });
    expect(read.body.data!.reusableBlocks).toEqual(expect.arrayContaining([{ id, usageCount: 1 }]));
    expect(read.body.data!.reusableBlockUsage).toEqual([{ id: pageID, published: true }]);
    const denied = await admin.gql(`mutation($id: Int!) { deleteReusableBlock(id: $id) }`, { id });
    expect(denied.body.errors?.[0].extensions).toMatchObject({ code: 'RB_01', details: { pages: [expect.objectContaining({ id: pageID })] } });
    const notAllowed = await editor.gql(`mutation($id: Int!, $v: Int!) { publishReusableBlock(id: $id, versionID: $v) { id } }`, { id, v: versionID });
    expect(notAllowed.body.errors?.[0].extensions?.code).toBe('UM_01');
    const asked = await editor.gql(`mutation($id: Int!, $v: Int!) { requestReusableBlockPublication(id: $id, versionID: $v, comment: "Again") { openRequest { id versionID } } }`, {
      id,
      v: versionID,
    });
    const requestID = asked.body.data!.requestReusableBlockPublication.openRequest.id;
    const listed = await admin.gql('{ reusableBlockRequests { id blockID comment } }');
    expect(listed.body.data!.reusableBlockRequests).toEqual(expect.arrayContaining([{ id: requestID, blockID: id, comment: 'Again' }]));
    const accepted = await admin.gql(`mutation($r: Int!) { acceptReusableBlockPublication(requestID: $r) { openRequest { id } } }`, { r: requestID });
    expect(accepted.body.data!.acceptReusableBlockPublication.openRequest).toBeNull();
  });
});
