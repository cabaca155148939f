import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** Every change to a page leaves an audit row naming who did it; a refused change leaves none. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
const editorEmail = 'audited@audit.test';
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  await admin.rest('POST', '/api/tessera/user', { email: editorEmail, role: 'editor', profile: { name: 'Audited' }, password: 'Str0ng-pass!' });
  editor = gateway.client();
  expect((await editor.signIn(editorEmail, 'Str0ng-pass!')).status).toBe(200);
});

afterAll(async () => {
  await gateway?.stop();
});

interface AuditRow {
  action: string;
  actorEmail: string | null;
  subjectType: string | null;
  subjectId: string | null;
  details: Record<string, unknown> | null;
}

async function pageAudit(): Promise<AuditRow[]> {
  const reply = await admin.rest('GET', '/api/tessera/audit-log?action=page.&pageSize=100');
  expect(reply.status).toBe(200);
  return (reply.body.items as AuditRow[]).reverse();
}

const row = (action: string, actorEmail: string, subjectId: number, details?: Record<string, unknown>) =>
  expect.objectContaining({ action, actorEmail, subjectType: 'page', subjectId: String(subjectId), ...(details ? { details: expect.objectContaining(details) } : {}) });

describe('audit rows for page changes', () => {
  it('records each step of a page’s life with its actor', async () => {
    const adminEmail = (await admin.rest('GET', '/api/tessera/user')).body.email;
    const created = await editor.rest('POST', `${api}/create`, { title: 'Audited', slug: 'audited', type: 'content-page', locale: 'en-gb' });
    const id = created.body.pageID;
    const stored = await editor.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title: 'Audited', blocks: [] });
    await editor.rest('POST', `${api}/${id}/request-publication`, { comment: 'go' });
    // A request goes to the reviewers again once its last sending is 10 minutes old.
    await gateway.sql(`update publication_request set sent_at = now() - interval '11 minutes' where page_id = ?`, [id]);
    await editor.rest('POST', `${api}/${id}/resend-publication-request`);
    await editor.rest('POST', `${api}/${id}/revoke-publication-request`);
    await editor.rest('POST', `${api}/${id}/request-publication`, { comment: 'again' });
    await admin.rest('POST', `${api}/version/${stored.body.pageVersionID}/reject-publication`, { feedback: 'no' });
    await editor.rest('POST', `${api}/${id}/request-publication`, { comment: 'third' });
    await admin.rest('POST', `${api}/version/${stored.body.pageVersionID}/accept-publication`, {});
    await admin.rest('POST', `${api}/${id}/unpublish`);
    await admin.rest('POST', `${api}/${id}/publish`);
    // The page is live: renaming it takes a publisher (issue 20).
    await admin.rest('PUT', `${api}/${id}/save`, { slug: 'audited-renamed' });
    const translation = await editor.rest('POST', `${api}/create-translation`, { pageID: id, newLocale: 'nl-nl', title: 'Geaudit', slug: 'geaudit' });
    const duplicate = await editor.rest('POST', `${api}/duplicate`, { pageID: id, locale: 'en-gb', title: 'Copy', slug: 'audited-copy' });
    await admin.rest('POST', `${api}/${id}/delete`);

    expect(await pageAudit()).toEqual([
      row('page.created', editorEmail, id, { slug: 'audited', locale: 'en-gb' }),
      row('page.stored', editorEmail, id, { version: 2 }),
      row('page.publication-requested', editorEmail, id),
      row('page.publication-resent', editorEmail, id),
      row('page.publication-revoked', editorEmail, id),
      row('page.publication-requested', editorEmail, id),
      row('page.publication-rejected', adminEmail, id),
      row('page.publication-requested', editorEmail, id),
      row('page.publication-accepted', adminEmail, id, { version: 2 }),
      row('page.unpublished', adminEmail, id),
      row('page.published', adminEmail, id, { version: 2 }),
      row('page.slug-changed', adminEmail, id, { from: 'audited', to: 'audited-renamed', linksUpdated: 0 }),
      row('page.translated', editorEmail, translation.body.pageID, { source: id, locale: 'nl-nl' }),
      row('page.duplicated', editorEmail, duplicate.body.pageID, { source: id, locale: 'en-gb' }),
      row('page.deleted', adminEmail, id, { slug: 'audited-renamed', locale: 'en-gb' }),
    ]);
  });

  it('writes no row for a refused change', async () => {
    const before = (await pageAudit()).length;
    const created = await editor.rest('POST', `${api}/create`, { title: 'Refusals', slug: 'refusals', type: 'content-page', locale: 'en-gb' });
    const after = (await pageAudit()).length;
    expect(after).toBe(before + 1);
    await editor.rest('POST', `${api}/create`, { title: 'Again', slug: 'refusals', type: 'content-page', locale: 'en-gb' });
    await editor.rest('POST', `${api}/${created.body.pageID}/publish`);
    await editor.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title: 'Bad', blocks: [{ type: 'nope' }] });
    await editor.rest('POST', `${api}/version/${created.body.pageVersionID}/accept-publication`, {});
    expect((await pageAudit()).length).toBe(after);
  });

  it('is readable only with manage-users', async () => {
    const reply = await editor.rest('GET', '/api/tessera/audit-log?action=page.');
    expect(reply.status).toBe(403);
  });
});
