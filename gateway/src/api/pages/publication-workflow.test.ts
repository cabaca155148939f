import type { DomainEvent } from '@tessera/read-model';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * SPEC §4 publication states and workflow: concept → request (comment) → accept or reject
 * (feedback, mailed), resend and revoke; publish, unpublish, store-and-publish and
 * store-and-unpublish directly with publish-page.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;
const api = '/api/tessera/page';
const events: DomainEvent[] = [];

interface Person {
  client: TestClient;
  email: string;
  id: number;
}
let editor: Person;
let stranger: Person;
let reviewer: Person;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  gateway.tessera.events.subscribe((event) => {
    events.push(event);
  });
  editor = await person('editor');
  stranger = await person('editor');
  reviewer = await person('reviewer');
});

afterAll(async () => {
  await gateway?.stop();
});

const person = (role: 'editor' | 'reviewer'): Promise<Person> => gateway.signedIn(role);

const content = (text: string) => ({ title: `Title ${text}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

/** A page with one stored (valid) version on top of its first. */
async function storedPage(client: TestClient = editor.client) {
  const slug = `workflow-${++serial}`;
  const created = await client.rest('POST', `${api}/create`, { title: `Workflow ${serial}`, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await client.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, content(slug));
  expect(stored.status).toBe(200);
  return { pageID: created.body.pageID as number, versionID: stored.body.pageVersionID as number, slug };
}

async function pageOf(id: number) {
  const reply = await admin.rest('GET', `${api}/${id}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

async function request(client: TestClient, pageID: number, comment = 'Please publish') {
  const reply = await client.rest('POST', `${api}/${pageID}/request-publication`, { comment });
  expect(reply.status).toBe(200);
  return reply.body as { requestID: number };
}

async function requestRows(pageID: number) {
  return gateway.tessera.orm.em
    .fork()
    .execute<{ id: number; status: string; reviewer_feedback: string | null }[]>('select id, status, reviewer_feedback from publication_request where page_id = ? order by id', [pageID]);
}

/** As if the page's open request was last sent to the reviewers 11 minutes ago: it may be sent again. */
const sentLongAgo = (pageID: number) => gateway.sql(`update publication_request set sent_at = now() - interval '11 minutes' where page_id = ? and status = 'open'`, [pageID]);

/** The text of every mail to an address whose subject starts so, quoted-printable undone. */
function mailsTo(address: string, subject: string): string[] {
  return gateway.smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .filter((text) => text.includes(`Subject: ${subject}`));
}

async function waitFor<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The one review mail to the editor about the page, once it arrived (the outbox sends it after the commit; a loaded machine may take seconds). */
async function reviewMail(slug: string, subject: string): Promise<string> {
  const mails = await waitFor(
    () => mailsTo(editor.email, subject).filter((t) => t.includes(`/${slug}`)),
    (m) => m.length > 0,
    15_000,
  );
  expect(mails).toHaveLength(1);
  return mails[0];
}

function eventsFor(type: string, pageId: number) {
  return events.filter((e) => e.type === type && e.payload.pageId === pageId);
}

function expectRefused(reply: { status: number; body: any }, status: number, code: string, property: string | null = null) {
  expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status, Errors: [{ code, property }] });
}

function visitorRead(slug: string) {
  return gateway.client().rest('GET', `${api}/get-by-slug-query?slug=/${slug}`);
}

describe('states', () => {
  it('a new page is a concept; publishing makes it published; unpublishing makes it not published', async () => {
    const { pageID, versionID, slug } = await storedPage(admin);
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', publishedVersionID: null, publishedID: null, hasUnpublishedChanges: true });

    const published = await admin.rest('POST', `${api}/${pageID}/publish`);
    expect(published.body).toEqual({ Success: true, Errors: [], pageID, publishedVersionID: versionID });
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID, publishedID: pageID, hasUnpublishedChanges: false });
    expect((await visitorRead(slug)).status).toBe(200);
    expect(eventsFor('page.published', pageID)).toHaveLength(1);

    const unpublished = await admin.rest('POST', `${api}/${pageID}/unpublish`);
    expect(unpublished.body).toEqual({ Success: true, Errors: [], pageID, publishedVersionID: null, publishedID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'not-published', publishedVersionID: null, publishedID: null });
    expect((await visitorRead(slug)).status).toBe(404);
    expect(eventsFor('page.unpublished', pageID)).toHaveLength(1);
  });

  it('storing on top of the published version shows unpublished changes, and the site keeps the published one', async () => {
    const { pageID, versionID, slug } = await storedPage(admin);
    await admin.rest('POST', `${api}/${pageID}/publish`);
    const draft = await editor.client.rest('POST', `${api}/version/${versionID}/store`, content('draft'));
    expect(draft.status).toBe(200);
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID, latestVersionID: draft.body.pageVersionID, hasUnpublishedChanges: true });
    expect((await visitorRead(slug)).body.page.pageVersion.title).toBe(`Title ${slug}`);
  });

  it('store-and-publish stores and publishes in one step; store-and-unpublish stores and takes the page off', async () => {
    const { pageID, versionID, slug } = await storedPage(admin);
    const both = await admin.rest('POST', `${api}/version/${versionID}/store-and-publish`, content('live'));
    expect(both.status).toBe(200);
    expect(both.body).toEqual({ Success: true, Errors: [], pageID, pageVersionID: expect.any(Number), publishedVersionID: both.body.pageVersionID });
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', latestVersionID: both.body.pageVersionID, publishedVersionID: both.body.pageVersionID, hasUnpublishedChanges: false });
    expect((await visitorRead(slug)).body.page.pageVersion.title).toBe('Title live');

    const off = await admin.rest('POST', `${api}/version/${both.body.pageVersionID}/store-and-unpublish`, content('off'));
    expect(off.body).toEqual({ Success: true, Errors: [], pageID, pageVersionID: expect.any(Number), publishedVersionID: null, publishedID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'not-published', latestVersionID: off.body.pageVersionID, publishedVersionID: null, publishedID: null });
    expect((await visitorRead(slug)).status).toBe(404);
    expect(eventsFor('page.unpublished', pageID)).toHaveLength(1);
  });

  it('store-and-publish on a stale version is refused with PM_02 and publishes nothing', async () => {
    const { pageID, versionID } = await storedPage(admin);
    await admin.rest('POST', `${api}/version/${versionID}/store`, content('newer'));
    const stale = await admin.rest('POST', `${api}/version/${versionID}/store-and-publish`, content('stale'));
    expectRefused(stale, 409, 'PM_02', 'versionId');
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', publishedVersionID: null, title: 'Title newer' });
  });

  it('an editor cannot publish, unpublish, store-and-publish or store-and-unpublish (UM_01 403)', async () => {
    const { pageID, versionID } = await storedPage();
    expectRefused(await editor.client.rest('POST', `${api}/${pageID}/publish`), 403, 'UM_01');
    expectRefused(await editor.client.rest('POST', `${api}/version/${versionID}/store-and-publish`, content('x')), 403, 'UM_01');
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', latestVersionID: versionID, publishedVersionID: null });

    await admin.rest('POST', `${api}/${pageID}/publish`);
    expectRefused(await editor.client.rest('POST', `${api}/${pageID}/unpublish`), 403, 'UM_01');
    expectRefused(await editor.client.rest('POST', `${api}/version/${versionID}/store-and-unpublish`, content('x')), 403, 'UM_01');
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', latestVersionID: versionID, publishedVersionID: versionID });
  });

  it('a reviewer (publish-page) may publish directly, which settles an open request as accepted', async () => {
    const { pageID, versionID } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    const published = await reviewer.client.rest('POST', `${api}/${pageID}/publish`);
    expect(published.status).toBe(200);
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID, openRequestID: null });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'accepted', reviewer_feedback: null }]);
  });

  it('publishing or unpublishing an unknown page is PM_01 (404), a non-numeric id V_12', async () => {
    expectRefused(await admin.rest('POST', `${api}/999999/publish`), 404, 'PM_01', 'id');
    expectRefused(await admin.rest('POST', `${api}/999999/unpublish`), 404, 'PM_01', 'id');
    expectRefused(await admin.rest('POST', `${api}/first/publish`), 422, 'V_12', 'id');
  });
});

describe('incomplete content', () => {
  it("a page never stored (its type's empty placeholders) cannot be published or put up for review", async () => {
    const created = await admin.rest('POST', `${api}/create`, { title: 'Placeholder only', slug: `placeholder-${++serial}`, type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const publish = await admin.rest('POST', `${api}/${created.body.pageID}/publish`);
    expect(publish.status).toBe(422);
    expect(publish.body.Errors).toEqual([{ property: 'blocks.0.props.body', code: 'V_01' }]);
    const requested = await editor.client.rest('POST', `${api}/${created.body.pageID}/request-publication`, { comment: 'go' });
    expect(requested.status).toBe(422);
    expect(await requestRows(created.body.pageID)).toEqual([]);
    expect((await pageOf(created.body.pageID)).status).toBe('concept');
  });
});

describe('publication requests', () => {
  it('a request (with comment) takes the page off the site, marks the version and mails every active reviewer', async () => {
    const inactive = await admin.rest('POST', '/api/tessera/user', { email: `invited-${++serial}@workflow.test`, role: 'reviewer', profile: { name: 'Invited' } });
    expect(inactive.status).toBe(200);
    const { pageID, versionID, slug } = await storedPage();
    await admin.rest('POST', `${api}/${pageID}/publish`);
    const draft = await editor.client.rest('POST', `${api}/version/${versionID}/store`, content('next'));

    const reply = await editor.client.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'Ready for launch' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Success: true, Errors: [], requestID: expect.any(Number), pageID, publishedVersionID: null, publishedID: null });

    expect(await pageOf(pageID)).toMatchObject({
      status: 'publication-requested',
      publishedVersionID: null,
      publishedID: null,
      openRequestID: reply.body.requestID,
      latestVersionID: draft.body.pageVersionID,
    });
    expect((await admin.rest('GET', `${api}/version/fetch/${draft.body.pageVersionID}`)).body.hasPublicationRequest).toBe(true);
    expect((await admin.rest('GET', `${api}/version/fetch/${versionID}`)).body.hasPublicationRequest).toBe(false);
    expect((await visitorRead(slug)).status).toBe(404);
    expect(eventsFor('page.unpublished', pageID)).toHaveLength(1);

    for (const address of [reviewer.email, adminEmail]) {
      const mails = await waitFor(
        () => mailsTo(address, 'Publication requested'),
        (m) => m.some((t) => t.includes(`/${slug}`)),
      );
      expect(mails.filter((t) => t.includes(`/${slug}`))).toEqual([expect.stringContaining('Ready for launch')]);
    }
    expect(mailsTo(editor.email, 'Publication requested')).toEqual([]);
    expect(mailsTo(inactive.body.User.email, 'Publication requested')).toEqual([]);
  });

  it('a second request while one is open is refused with V_07 and changes nothing', async () => {
    const { pageID } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    expectRefused(await editor.client.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'again' }), 409, 'V_07', 'request');
    expect((await pageOf(pageID)).openRequestID).toBe(requestID);
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'open', reviewer_feedback: null }]);
  });

  it('resend mails the reviewers again; without an open request it is V_07', async () => {
    const { pageID, slug } = await storedPage();
    expectRefused(await editor.client.rest('POST', `${api}/${pageID}/resend-publication-request`), 409, 'V_07', 'request');
    const { requestID } = await request(editor.client, pageID, 'First ask');
    const first = await waitFor(
      () => mailsTo(reviewer.email, 'Publication requested').filter((t) => t.includes(`/${slug}`)),
      (m) => m.length === 1,
    );
    expect(first).toHaveLength(1);
    // Sent again only once the last sending is 10 minutes old (resend-publication-request.test.ts).
    await sentLongAgo(pageID);
    const resent = await editor.client.rest('POST', `${api}/${pageID}/resend-publication-request`);
    expect(resent.body).toEqual({ Success: true, Errors: [], pageID, requestID });
    const both = await waitFor(
      () => mailsTo(reviewer.email, 'Publication requested').filter((t) => t.includes(`/${slug}`)),
      (m) => m.length === 2,
    );
    expect(both).toEqual([expect.stringContaining('First ask'), expect.stringContaining('First ask')]);
    const comment = await admin.rest('GET', `${api}/version/${(await pageOf(pageID)).latestVersionID}/fetch-request-comment`);
    expect(new Date(comment.body.sentAt).getTime()).toBeGreaterThan(new Date(comment.body.createdAt).getTime());
  });

  it('the requester may revoke; the page becomes a concept again and nothing is published', async () => {
    const { pageID } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    const revoked = await editor.client.rest('POST', `${api}/${pageID}/revoke-publication-request`);
    expect(revoked.body).toEqual({ Success: true, Errors: [], pageID, requestID });
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', openRequestID: null, publishedVersionID: null });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'revoked', reviewer_feedback: null }]);
    expectRefused(await editor.client.rest('POST', `${api}/${pageID}/revoke-publication-request`), 409, 'V_07', 'request');
  });

  it('someone else without review-publication cannot revoke (UM_01 403); a reviewer can', async () => {
    const { pageID } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    expectRefused(await stranger.client.rest('POST', `${api}/${pageID}/revoke-publication-request`), 403, 'UM_01');
    expect(await pageOf(pageID)).toMatchObject({ status: 'publication-requested', openRequestID: requestID });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'open', reviewer_feedback: null }]);
    expect((await reviewer.client.rest('POST', `${api}/${pageID}/revoke-publication-request`)).status).toBe(200);
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'revoked', reviewer_feedback: null }]);
  });

  it('a reviewer accepts with feedback: the requested version is published, the request accepted, the requester mailed', async () => {
    const { pageID, versionID, slug } = await storedPage();
    const { requestID } = await request(editor.client, pageID, 'Have a look');
    const accepted = await reviewer.client.rest('POST', `${api}/version/${versionID}/accept-publication`, { feedback: 'Looks great' });
    expect(accepted.body).toEqual({ Success: true, Errors: [], pageID, publishedVersionID: versionID });
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID, publishedID: pageID, openRequestID: null });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'accepted', reviewer_feedback: 'Looks great' }]);
    expect((await visitorRead(slug)).status).toBe(200);
    expect(eventsFor('page.published', pageID)).toHaveLength(1);
    const mails = await waitFor(
      () => mailsTo(editor.email, 'Publication accepted').filter((t) => t.includes(`/${slug}`)),
      (m) => m.length > 0,
    );
    expect(mails).toEqual([expect.stringContaining('Looks great')]);
  });

  it('accepting needs no feedback', async () => {
    const { pageID, versionID } = await storedPage();
    await request(editor.client, pageID);
    expect((await admin.rest('POST', `${api}/version/${versionID}/accept-publication`, {})).status).toBe(200);
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID });
  });

  it('a reviewer rejects with feedback: the requester gets an e-mail with it, the request is rejected, nothing is published', async () => {
    const { pageID, versionID, slug } = await storedPage();
    const { requestID } = await request(editor.client, pageID, 'Is this fine?');
    const feedback = 'The second paragraph needs a source — please add one before we publish this page.';
    const rejected = await reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback });
    expect(rejected.body).toEqual({ Success: true, Errors: [], pageID });
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', publishedVersionID: null, openRequestID: null });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'rejected', reviewer_feedback: feedback }]);
    expect((await visitorRead(slug)).status).toBe(404);

    const mails = await waitFor(
      () => mailsTo(editor.email, 'Publication rejected').filter((t) => t.includes(`/${slug}`)),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(Buffer.from(mails[0], 'latin1').toString('utf8')).toContain(feedback);
    expect(eventsFor('page.published', pageID)).toEqual([]);
  });

  it.each([
    ['left out', {}],
    ['empty', { feedback: '' }],
    ['blank', { feedback: '  ' }],
    ['null', { feedback: null }],
  ])('a reviewer rejects with feedback %s (SPEC §4: optional): rejected, and the mail says no comment was given', async (_form, body) => {
    const { pageID, versionID, slug } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    const rejected = await reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, body);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ Success: true, Errors: [], pageID });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'rejected', reviewer_feedback: null }]);
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', publishedVersionID: null, openRequestID: null });

    const mail = await reviewMail(slug, 'Publication rejected');
    expect(mail).toContain('was rejected.');
    expect(mail).toContain('The reviewer gave no comment.');
    expect(mail).not.toContain('Feedback from the reviewer');
  });

  it('the accepting mail also says when no comment was given', async () => {
    const { pageID, versionID, slug } = await storedPage();
    await request(editor.client, pageID);
    expect((await reviewer.client.rest('POST', `${api}/version/${versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    const mail = await reviewMail(slug, 'Publication accepted');
    expect(mail).toContain('The reviewer gave no comment.');
    expect(mail).not.toContain('Feedback from the reviewer');
  });

  it('accepting or rejecting a version without an open request is V_07', async () => {
    const { pageID, versionID } = await storedPage();
    expectRefused(await reviewer.client.rest('POST', `${api}/version/${versionID}/accept-publication`, { feedback: 'x' }), 409, 'V_07', 'request');
    expectRefused(await reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback: 'x' }), 409, 'V_07', 'request');
    await request(editor.client, pageID);
    await reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback: 'No' });
    expectRefused(await reviewer.client.rest('POST', `${api}/version/${versionID}/accept-publication`, {}), 409, 'V_07', 'request');
    expect(await pageOf(pageID)).toMatchObject({ status: 'concept', publishedVersionID: null });
  });

  it('an editor cannot accept or reject (UM_01 403)', async () => {
    const { pageID, versionID } = await storedPage();
    const { requestID } = await request(editor.client, pageID);
    expectRefused(await editor.client.rest('POST', `${api}/version/${versionID}/accept-publication`, { feedback: 'mine' }), 403, 'UM_01');
    expectRefused(await stranger.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback: 'no' }), 403, 'UM_01');
    expect(await pageOf(pageID)).toMatchObject({ status: 'publication-requested', openRequestID: requestID, publishedVersionID: null });
    expect(await requestRows(pageID)).toEqual([{ id: requestID, status: 'open', reviewer_feedback: null }]);
  });

  it('a request, accept and reject are refused without a session (401)', async () => {
    const { pageID, versionID } = await storedPage();
    const visitor = await gateway.client().start();
    expectRefused(await visitor.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'x' }), 401, 'UM_01');
    expectRefused(await visitor.rest('POST', `${api}/version/${versionID}/accept-publication`, {}), 401, 'UM_01');
    expect(await requestRows(pageID)).toEqual([]);
  });

  it('an accept and a reject of the same request at the same moment: one decides, the other gets V_07', async () => {
    for (let round = 0; round < 3; round++) {
      const { pageID, versionID } = await storedPage();
      await request(editor.client, pageID);
      const [accept, reject] = await Promise.all([
        admin.rest('POST', `${api}/version/${versionID}/accept-publication`, { feedback: 'yes' }),
        reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback: 'no' }),
      ]);
      expect([accept.status, reject.status].sort()).toEqual([200, 409]);
      const [row] = await requestRows(pageID);
      const page = await pageOf(pageID);
      if (accept.status === 200) {
        expect(row).toMatchObject({ status: 'accepted', reviewer_feedback: 'yes' });
        expect(page).toMatchObject({ status: 'published', publishedVersionID: versionID });
      } else {
        expect(row).toMatchObject({ status: 'rejected', reviewer_feedback: 'no' });
        expect(page).toMatchObject({ status: 'concept', publishedVersionID: null });
      }
    }
  });

  it('an accept racing the requester’s revoke never publishes a revoked request', async () => {
    for (let round = 0; round < 3; round++) {
      const { pageID, versionID } = await storedPage();
      await request(editor.client, pageID);
      const [accept, revoke] = await Promise.all([
        reviewer.client.rest('POST', `${api}/version/${versionID}/accept-publication`, {}),
        editor.client.rest('POST', `${api}/${pageID}/revoke-publication-request`),
      ]);
      expect([accept.status, revoke.status].sort()).toEqual([200, 409]);
      const [row] = await requestRows(pageID);
      expect(row.status).toBe(accept.status === 200 ? 'accepted' : 'revoked');
      expect((await pageOf(pageID)).status).toBe(accept.status === 200 ? 'published' : 'concept');
    }
  });
});

describe('reading requests', () => {
  it('fetch-request lists the open requests, oldest first, and drops decided ones', async () => {
    const one = await storedPage();
    const two = await storedPage();
    const first = await request(editor.client, one.pageID, 'one');
    const second = await request(editor.client, two.pageID, 'two');
    const open = await stranger.client.rest('GET', `${api}/fetch-request`);
    expect(open.status).toBe(200);
    const mine = open.body.items.filter((r: { pageID: number }) => [one.pageID, two.pageID].includes(r.pageID));
    expect(mine).toEqual([
      expect.objectContaining({ id: first.requestID, pageID: one.pageID, versionID: one.versionID, status: 'open', requestedBy: editor.id, requesterComment: 'one' }),
      expect.objectContaining({ id: second.requestID, pageID: two.pageID, versionID: two.versionID, status: 'open', requesterComment: 'two' }),
    ]);
    await reviewer.client.rest('POST', `${api}/version/${one.versionID}/accept-publication`, {});
    const after = await admin.rest('GET', `${api}/fetch-request`);
    expect(after.body.items.map((r: { id: number }) => r.id)).not.toContain(first.requestID);
    expect(after.body.items.map((r: { id: number }) => r.id)).toContain(second.requestID);
    expect(after.body.items.every((r: { status: string }) => r.status === 'open')).toBe(true);
    expectRefused(await (await gateway.client().start()).rest('GET', `${api}/fetch-request`), 401, 'UM_01');
  });

  it('fetch-request-comment gives the requester’s comment and, once decided, the reviewer’s feedback', async () => {
    const { pageID, versionID } = await storedPage();
    expectRefused(await admin.rest('GET', `${api}/version/${versionID}/fetch-request-comment`), 404, 'V_07', 'request');
    await request(editor.client, pageID, 'Check the intro');
    const open = await editor.client.rest('GET', `${api}/version/${versionID}/fetch-request-comment`);
    expect(open.body).toMatchObject({ pageID, versionID, status: 'open', requesterComment: 'Check the intro', reviewerFeedback: null, requestedBy: editor.id });
    await reviewer.client.rest('POST', `${api}/version/${versionID}/reject-publication`, { feedback: 'Intro too long' });
    const decided = await editor.client.rest('GET', `${api}/version/${versionID}/fetch-request-comment`);
    expect(decided.body).toMatchObject({ status: 'rejected', requesterComment: 'Check the intro', reviewerFeedback: 'Intro too long', reviewedBy: reviewer.id });
  });
});

describe('who asked', () => {
  const rowOf = (items: Array<{ pageID: number }>, pageID: number) => items.find((item) => item.pageID === pageID);
  const fields = 'pageID requestedBy requesterName requesterEmail';

  it('the requester is named to everyone who may list requests, with the e-mail for reviewers only, over REST and GraphQL', async () => {
    const requester = await person('editor');
    const name = (await requester.client.gql('{ me { name } }')).body.data.me.name as string;
    const { pageID, versionID } = await storedPage(requester.client);
    await request(requester.client, pageID, 'named');

    const forReviewer = { requestedBy: requester.id, requesterName: name, requesterEmail: requester.email };
    const forOthers = { ...forReviewer, requesterEmail: null };
    expect(rowOf((await reviewer.client.rest('GET', `${api}/fetch-request`)).body.items, pageID)).toMatchObject(forReviewer);
    expect(rowOf((await stranger.client.rest('GET', `${api}/fetch-request`)).body.items, pageID)).toMatchObject(forOthers);
    expect(rowOf((await reviewer.client.gql(`{ publicationRequests { ${fields} } }`)).body.data.publicationRequests, pageID)).toEqual({ pageID, ...forReviewer });
    expect(rowOf((await stranger.client.gql(`{ publicationRequests { ${fields} } }`)).body.data.publicationRequests, pageID)).toEqual({ pageID, ...forOthers });
    expect((await reviewer.client.rest('GET', `${api}/version/${versionID}/fetch-request-comment`)).body).toMatchObject(forReviewer);
    const comment = await stranger.client.gql(`query C($v: Int!) { publicationRequestComment(versionId: $v) { ${fields} } }`, { v: versionID });
    expect(comment.body.data.publicationRequestComment).toEqual({ pageID, ...forOthers });
  });

  it('a requester whose account was deleted has no name or e-mail, only the number the request kept', async () => {
    const requester = await person('editor');
    const { pageID } = await storedPage(requester.client);
    await request(requester.client, pageID, 'then gone');
    expect((await admin.rest('DELETE', `/api/tessera/user/${requester.id}`)).status).toBe(200);
    const gone = { requestedBy: requester.id, requesterName: null, requesterEmail: null };
    expect(rowOf((await reviewer.client.rest('GET', `${api}/fetch-request`)).body.items, pageID)).toMatchObject(gone);
    expect(rowOf((await reviewer.client.gql(`{ publicationRequests { ${fields} } }`)).body.data.publicationRequests, pageID)).toEqual({ pageID, ...gone });
  });
});

describe('the workflow over GraphQL', () => {
  const change = 'pageID pageVersionID publishedVersionID publishedID requestID';

  it('request, resend, revoke, request again and accept', async () => {
    const { pageID, versionID } = await storedPage();
    const requested = await editor.client.gql(`mutation R($id: Int!, $comment: String) { requestPublication(id: $id, comment: $comment) { ${change} } }`, {
      id: pageID,
      comment: 'via graphql',
    });
    expect(requested.body.errors).toBeUndefined();
    expect(requested.body.data.requestPublication).toEqual({ pageID, pageVersionID: null, publishedVersionID: null, publishedID: null, requestID: expect.any(Number) });
    const requestID = requested.body.data.requestPublication.requestID;

    const list = await editor.client.gql('{ publicationRequests { id pageID versionID status requesterComment } }');
    expect(list.body.data.publicationRequests).toContainEqual({ id: requestID, pageID, versionID, status: 'open', requesterComment: 'via graphql' });
    const comment = await editor.client.gql('query C($v: Int!) { publicationRequestComment(versionId: $v) { id requesterComment status } }', { v: versionID });
    expect(comment.body.data.publicationRequestComment).toEqual({ id: requestID, requesterComment: 'via graphql', status: 'open' });

    const again = await editor.client.gql('mutation R($id: Int!) { requestPublication(id: $id) { requestID } }', { id: pageID });
    expect(again.body.errors![0].extensions).toMatchObject({ code: 'V_07', property: 'request' });

    // The whole PageChange, as the admin's editor asks for it (pageID is non-null: an answer
    // without it failed after the resend or revoke had been done).
    await sentLongAgo(pageID);
    const resent = await editor.client.gql(`mutation R($id: Int!) { resendPublicationRequest(id: $id) { ${change} } }`, { id: pageID });
    expect(resent.body.errors).toBeUndefined();
    expect(resent.body.data.resendPublicationRequest).toEqual({ pageID, pageVersionID: null, publishedVersionID: null, publishedID: null, requestID });
    const denied = await stranger.client.gql('mutation R($id: Int!) { revokePublicationRequest(id: $id) { requestID } }', { id: pageID });
    expect(denied.body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    const revoked = await editor.client.gql(`mutation R($id: Int!) { revokePublicationRequest(id: $id) { ${change} } }`, { id: pageID });
    expect(revoked.body.errors).toBeUndefined();
    expect(revoked.body.data.revokePublicationRequest).toEqual({ pageID, pageVersionID: null, publishedVersionID: null, publishedID: null, requestID });

    await editor.client.gql('mutation R($id: Int!) { requestPublication(id: $id, comment: "second") { requestID } }', { id: pageID });
    const notAllowed = await editor.client.gql('mutation A($v: Int!) { acceptPublication(versionId: $v) { pageID } }', { v: versionID });
    expect(notAllowed.body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    const accepted = await reviewer.client.gql(`mutation A($v: Int!, $f: String) { acceptPublication(versionId: $v, feedback: $f) { ${change} } }`, { v: versionID, f: 'ok' });
    expect(accepted.body.data.acceptPublication).toEqual({ pageID, pageVersionID: null, publishedVersionID: versionID, publishedID: null, requestID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: versionID });
  });

  it('reject takes feedback or none; publish, unpublish, store-and-publish and store-and-unpublish need publish-page', async () => {
    for (const [document, variables] of [
      ['mutation J($v: Int!) { rejectPublication(versionId: $v) { pageID } }', {}],
      ['mutation J($v: Int!) { rejectPublication(versionId: $v, feedback: "") { pageID } }', {}],
      ['mutation J($v: Int!, $f: String) { rejectPublication(versionId: $v, feedback: $f) { pageID } }', { f: null }],
    ] as const) {
      const unreviewed = await storedPage();
      await request(editor.client, unreviewed.pageID);
      const withoutFeedback = await reviewer.client.gql(document, { v: unreviewed.versionID, ...variables });
      expect({ document, data: withoutFeedback.body.data, errors: withoutFeedback.body.errors }).toEqual({ document, data: { rejectPublication: { pageID: unreviewed.pageID } }, errors: undefined });
      expect(await requestRows(unreviewed.pageID)).toEqual([expect.objectContaining({ status: 'rejected', reviewer_feedback: null })]);
      expect(await reviewMail(unreviewed.slug, 'Publication rejected')).toContain('The reviewer gave no comment.');
    }

    const { pageID, versionID } = await storedPage();
    await request(editor.client, pageID);
    const rejected = await reviewer.client.gql('mutation J($v: Int!) { rejectPublication(versionId: $v, feedback: "Not yet") { pageID } }', { v: versionID });
    expect(rejected.body.data.rejectPublication).toEqual({ pageID });
    expect(await requestRows(pageID)).toEqual([expect.objectContaining({ status: 'rejected', reviewer_feedback: 'Not yet' })]);

    const publish = 'mutation P($id: Int!) { publishPage(id: $id) { pageID publishedVersionID publishedID } }';
    expect((await editor.client.gql(publish, { id: pageID })).body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    expect((await reviewer.client.gql(publish, { id: pageID })).body.data.publishPage).toEqual({ pageID, publishedVersionID: versionID, publishedID: null });
    const unpublish = 'mutation U($id: Int!) { unpublishPage(id: $id) { pageID publishedVersionID publishedID } }';
    expect((await editor.client.gql(unpublish, { id: pageID })).body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    expect((await reviewer.client.gql(unpublish, { id: pageID })).body.data.unpublishPage).toEqual({ pageID, publishedVersionID: null, publishedID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'not-published' });

    const storeAndPublish = `mutation S($input: StoreVersionInput!) { storeAndPublish(input: $input) { ${change} } }`;
    expect((await editor.client.gql(storeAndPublish, { input: { versionId: versionID, ...content('x') } })).body.errors![0].extensions).toMatchObject({ code: 'UM_01' });
    const live = await reviewer.client.gql(storeAndPublish, { input: { versionId: versionID, ...content('gql live') } });
    const liveID = live.body.data.storeAndPublish.pageVersionID;
    expect(live.body.data.storeAndPublish).toEqual({ pageID, pageVersionID: liveID, publishedVersionID: liveID, publishedID: null, requestID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'published', publishedVersionID: liveID, title: 'Title gql live' });

    const storeAndUnpublish = `mutation S($input: StoreVersionInput!) { storeAndUnpublish(input: $input) { ${change} } }`;
    const off = await reviewer.client.gql(storeAndUnpublish, { input: { versionId: liveID, ...content('gql off') } });
    expect(off.body.data.storeAndUnpublish).toEqual({ pageID, pageVersionID: expect.any(Number), publishedVersionID: null, publishedID: null, requestID: null });
    expect(await pageOf(pageID)).toMatchObject({ status: 'not-published', publishedVersionID: null, title: 'Title gql off' });
  });
});
