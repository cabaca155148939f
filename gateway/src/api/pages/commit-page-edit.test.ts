import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * One editor action, one transaction (issue 20): commitPageEdit (POST page/{id}/commit) stores the
 * version, changes the slug and tags, and publishes, unpublishes or requests publication at once.
 * Every part keeps its own rules and permission; a refused part refuses the whole, and the site,
 * the versions, the events, the audit log and the mail stay as they were.
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let reviewerEmail: string;
let serial = 0;
let tagId = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  const signedIn = await gateway.signedIn('reviewer');
  reviewer = signedIn.client;
  reviewerEmail = signedIn.email;
  const tag = await admin.rest('POST', '/api/tessera/tags', { name: 'Commit tag', isPrivate: false });
  expect(tag.status).toBe(200);
  tagId = tag.body.Tag.id;
});

afterAll(async () => {
  await gateway?.stop();
});

const content = (text: string) => ({ title: `Title ${text}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

/** A page with a stored version, published (v2 live) when `live`. */
async function pageWith(text: string, options: { live?: boolean } = {}) {
  const slug = `commit-${++serial}`;
  const created = await admin.rest('POST', `${api}/create`, { title: `Commit ${serial}`, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const path = options.live ? 'store-and-publish' : 'store';
  const stored = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/${path}`, content(text));
  expect(stored.status).toBe(200);
  return { id: created.body.pageID as number, versionId: stored.body.pageVersionID as number, slug };
}

const commit = (client: TestClient, id: number, body: Record<string, unknown>) => client.rest('POST', `${api}/${id}/commit`, body);

/** Everything a commit could change about a page, read behind the API. */
async function stateOf(id: number) {
  const em = gateway.tessera.orm.em.fork();
  const one = async (query: string, params: unknown[]) => (await em.execute<Record<string, unknown>[]>(query, params))[0];
  const count = async (query: string, params: unknown[]) => Number((await one(query, params)).n);
  return {
    page: await one('select slug, latest_version_id, published_version_id, open_request_id, updated_at from page where id = ?', [id]),
    versions: await count('select count(*) as n from page_version where page_id = ?', [id]),
    requests: await count('select count(*) as n from publication_request where page_id = ?', [id]),
    redirects: await count('select count(*) as n from page_redirect where page_id = ?', [id]),
    tags: await count('select count(*) as n from page_tag where page_id = ?', [id]),
    audit: await count(`select count(*) as n from audit_log where subject_type = 'page' and subject_id = ?`, [String(id)]),
    events: await count(`select count(*) as n from domain_event where payload->>'pageId' = ?`, [String(id)]),
    mail: await count('select count(*) as n from mail_outbox', []),
  };
}

/** What a visitor reads at a path: the status and the text of the page's body. */
async function visit(slug: string) {
  const reply = await gateway.client().rest('GET', `${api}/get-by-slug-query?slug=/${slug}`);
  return { status: reply.status, body: JSON.stringify(reply.body?.page?.pageVersion?.blocks ?? null) };
}

function expectRefused(reply: { status: number; body: any }, status: number, errors: Array<{ code: string; property: string | null }>) {
  expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status, Errors: errors });
}

describe('one editor action, one transaction', () => {
  it('saves the content, the slug and the tags in one call', async () => {
    const page = await pageWith('first');
    const reply = await commit(editor, page.id, { versionId: page.versionId, version: content('second'), slug: `${page.slug}-moved`, tagIds: [tagId, tagId] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, pageID: page.id, slug: `${page.slug}-moved`, publishedVersionID: null, linksUpdated: 0 });
    const stored = (await admin.rest('GET', `${api}/version/fetch/${reply.body.pageVersionID}`)).body;
    expect(stored).toMatchObject({ title: 'Title second', basedOn: page.versionId });
    expect((await admin.rest('GET', `/api/tessera/tags/page/${page.id}`)).body.items.map((tag: { id: number }) => tag.id)).toEqual([tagId]);
  });

  it('a save and publish with a refused slug leaves the site as it was: old content at the old slug, no version, event, audit row or mail', async () => {
    const taken = await pageWith('taken');
    const page = await pageWith('live words', { live: true });
    const before = await stateOf(page.id);
    const reply = await commit(reviewer, page.id, { versionId: page.versionId, version: content('new words'), slug: taken.slug, tagIds: [tagId], publication: 'publish' });
    expectRefused(reply, 409, [{ code: 'V_06', property: 'slug' }]);
    expect(await stateOf(page.id)).toEqual(before);
    const site = await visit(page.slug);
    expect(site.status).toBe(200);
    expect(site.body).toContain('live words');
    expect(site.body).not.toContain('new words');
  });

  it('an editor renaming a live page while asking for publication is refused on the slug, and no request is made or mailed', async () => {
    const page = await pageWith('on the site', { live: true });
    const before = await stateOf(page.id);
    const reply = await commit(editor, page.id, { versionId: page.versionId, version: content('asked'), slug: `${page.slug}-renamed`, publication: 'request', comment: 'Please' });
    expectRefused(reply, 403, [{ code: 'UM_01', property: 'slug' }]);
    expect(await stateOf(page.id)).toEqual(before);
    expect(gateway.smtp.received.filter((mail) => mail.to.includes(reviewerEmail) && mail.raw.includes(page.slug))).toEqual([]);
    expect((await visit(page.slug)).body).toContain('on the site');
  });

  it('a refused tag refuses the store and the publish with it', async () => {
    const page = await pageWith('tagged', { live: true });
    const before = await stateOf(page.id);
    const reply = await commit(admin, page.id, { versionId: page.versionId, version: content('untagged'), slug: `${page.slug}-b`, tagIds: [tagId, 999999], publication: 'publish' });
    expectRefused(reply, 422, [{ code: 'V_12', property: 'tagIds' }]);
    expect(await stateOf(page.id)).toEqual(before);
    expect((await visit(page.slug)).body).toContain('tagged');
  });

  it('a refused publication step, the last part, takes back the store, the slug and the tags before it', async () => {
    const page = await pageWith('asked once');
    const asked = await commit(editor, page.id, { versionId: page.versionId, publication: 'request', comment: 'First' });
    expect(asked.status).toBe(200);
    const before = await stateOf(page.id);
    const reply = await commit(editor, page.id, { versionId: page.versionId, version: content('asked twice'), slug: `${page.slug}-b`, tagIds: [tagId], publication: 'request', comment: 'Again' });
    expectRefused(reply, 409, [{ code: 'V_07', property: 'request' }]);
    expect(await stateOf(page.id)).toEqual(before);
  });

  it('a stale base is PM_02, also for a publish without new content: nothing is stored or published', async () => {
    const page = await pageWith('base');
    const other = await admin.rest('POST', `${api}/version/${page.versionId}/store`, content('in between'));
    expect(other.status).toBe(200);
    const before = await stateOf(page.id);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, version: content('stale'), publication: 'publish' }), 409, [{ code: 'PM_02', property: 'versionId' }]);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, publication: 'publish' }), 409, [{ code: 'PM_02', property: 'versionId' }]);
    expect(await stateOf(page.id)).toEqual(before);
  });

  it('publishing or unpublishing needs publish-page (UM_01 on publication); nothing else of the edit is kept', async () => {
    const page = await pageWith('guarded', { live: true });
    const before = await stateOf(page.id);
    for (const publication of ['publish', 'unpublish']) {
      expectRefused(await commit(editor, page.id, { versionId: page.versionId, version: content('sneaky'), tagIds: [tagId], publication }), 403, [{ code: 'UM_01', property: 'publication' }]);
    }
    expect(await stateOf(page.id)).toEqual(before);
  });

  it('names the content’s problems under version., every problem of content and slug at once', async () => {
    const page = await pageWith('checked');
    const before = await stateOf(page.id);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, version: { title: ' ', blocks: [] } }), 422, [{ code: 'V_01', property: 'version.title' }]);
    const reply = await commit(admin, page.id, { versionId: page.versionId, version: { title: 'Fine', blocks: [{ type: 'hero', props: {} }] }, slug: 'not a slug' });
    expectRefused(reply, 422, [
      { code: 'V_01', property: 'version.blocks.0.props.title' },
      { code: 'V_12', property: 'slug' },
    ]);
    expect(await stateOf(page.id)).toEqual(before);

    // A page whose stored version is only its type's placeholders cannot go live: named on the field.
    const created = await admin.rest('POST', `${api}/create`, { title: 'Placeholders', slug: `placeholders-${++serial}`, type: 'content-page', locale: 'en-gb' });
    const publish = await commit(admin, created.body.pageID, { versionId: created.body.pageVersionID, publication: 'publish' });
    expectRefused(publish, 422, [{ code: 'V_01', property: 'version.blocks.0.props.body' }]);
  });

  it('save and publish, save and unpublish, and publish without changes', async () => {
    const page = await pageWith('draft');
    const published = await commit(reviewer, page.id, { versionId: page.versionId, version: content('published words'), publication: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body.publishedVersionID).toBe(published.body.pageVersionID);
    expect((await visit(page.slug)).body).toContain('published words');

    const unpublished = await commit(reviewer, page.id, { versionId: published.body.pageVersionID, version: content('last words'), publication: 'unpublish' });
    expect(unpublished.body).toMatchObject({ Success: true, publishedVersionID: null, publishedID: null });
    expect((await visit(page.slug)).status).toBe(404);

    const again = await commit(reviewer, page.id, { versionId: unpublished.body.pageVersionID, publication: 'publish' });
    expect(again.body).toMatchObject({ pageVersionID: unpublished.body.pageVersionID, publishedVersionID: unpublished.body.pageVersionID });
    expect((await visit(page.slug)).body).toContain('last words');
  });

  it('requests publication with the comment after storing; a comment without a request is V_12', async () => {
    const page = await pageWith('for review');
    expectRefused(await commit(editor, page.id, { versionId: page.versionId, comment: 'Why?', publication: 'none' }), 422, [{ code: 'V_12', property: 'comment' }]);
    const reply = await commit(editor, page.id, { versionId: page.versionId, version: content('reviewed words'), publication: 'request', comment: 'Ready' });
    expect(reply.status).toBe(200);
    expect(reply.body.requestID).toEqual(expect.any(Number));
    const request = (await admin.rest('GET', `${api}/version/${reply.body.pageVersionID}/fetch-request-comment`)).body;
    expect(request).toMatchObject({ status: 'open', requesterComment: 'Ready', versionID: reply.body.pageVersionID });
  });

  it('takes the version as it was read, read-only fields and all, but not another version’s', async () => {
    const page = await pageWith('read back');
    const read = (await admin.rest('GET', `${api}/version/fetch/${page.versionId}`)).body;
    const other = await pageWith('other');
    const before = await stateOf(page.id);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, version: { ...read, id: other.versionId, title: 'Moved' } }), 422, [{ code: 'V_12', property: 'version.id' }]);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, version: { ...read, pageID: other.id, title: 'Moved' } }), 422, [{ code: 'V_12', property: 'version.pageID' }]);
    expect(await stateOf(page.id)).toEqual(before);
    const stored = await commit(admin, page.id, { versionId: page.versionId, version: { ...read, title: 'Read back and changed' } });
    expect(stored.status).toBe(200);
    expect((await admin.rest('GET', `${api}/version/fetch/${stored.body.pageVersionID}`)).body.title).toBe('Read back and changed');
  });

  it('refuses unknown fields and steps, an unknown page and a visitor', async () => {
    const page = await pageWith('strict');
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, colour: 'red' }), 422, [{ code: 'V_12', property: 'colour' }]);
    expectRefused(await commit(admin, page.id, { versionId: page.versionId, publication: 'shout' }), 422, [{ code: 'V_12', property: 'publication' }]);
    expectRefused(await commit(admin, page.id, {}), 422, [{ code: 'V_01', property: 'versionId' }]);
    expectRefused(await commit(admin, 999999, { versionId: page.versionId }), 404, [{ code: 'PM_01', property: 'id' }]);
    const visitor = await gateway.client().start();
    expect((await commit(visitor, page.id, { versionId: page.versionId })).status).toBe(401);
  });

  it('works over GraphQL with the same refusals', async () => {
    const mutation = `mutation C($input: CommitPageEditInput!) { commitPageEdit(input: $input) { pageID pageVersionID publishedVersionID slug } }`;
    const page = await pageWith('graphql');
    const refused = await editor.gql(mutation, { input: { id: page.id, versionId: page.versionId, version: content('gql'), publication: 'publish' } });
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'UM_01', property: 'publication' });
    const reply = await reviewer.gql(mutation, { input: { id: page.id, versionId: page.versionId, version: content('gql words'), slug: `${page.slug}-gql`, publication: 'publish' } });
    expect(reply.body.data!.commitPageEdit).toMatchObject({ pageID: page.id, slug: `${page.slug}-gql` });
    expect(reply.body.data!.commitPageEdit.publishedVersionID).toBe(reply.body.data!.commitPageEdit.pageVersionID);
    expect((await visit(`${page.slug}-gql`)).body).toContain('gql words');
  });
});
