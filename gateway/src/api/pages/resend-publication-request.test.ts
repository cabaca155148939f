import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Sending a publication request to the reviewers again (POST page/{id}/resend-publication-request,
 * GraphQL resendPublicationRequest): only its requester or a reviewer (review-publication) may
 * (UM_01 otherwise), and at most once every 10 minutes a request (PM_03 before), so nobody can
 * fill the reviewers' mailboxes with it.
 */
let gateway: TestGateway;
let serial = 0;
const api = '/api/tessera/page';
let requester: { client: TestClient; id: number };
let reviewer: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };

beforeAll(async () => {
  gateway = await startTestGateway();
  requester = await gateway.signedIn('editor');
  reviewer = await gateway.signedIn('reviewer');
  stranger = await gateway.signedIn('editor');
});

afterAll(async () => {
  await gateway?.stop();
});

/** A page of the requester's with an open publication request. */
async function requestedPage(): Promise<{ pageID: number; slug: string }> {
  const slug = `resend-${++serial}`;
  const created = await requester.client.rest('POST', `${api}/create`, { title: `Resend ${serial}`, slug, type: 'content-page', locale: 'en-gb' });
  const stored = await requester.client.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, {
    title: `Resend ${serial}`,
    blocks: [{ type: 'rich-text', key: 'main', props: { body: '<p>Text</p>' } }],
  });
  expect(stored.status).toBe(200);
  expect((await requester.client.rest('POST', `${api}/${created.body.pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);
  return { pageID: created.body.pageID, slug };
}

const resend = (client: TestClient, pageID: number) => client.rest('POST', `${api}/${pageID}/resend-publication-request`);
const resendOverGraphql = (client: TestClient, pageID: number) => client.gql('mutation R($id: Int!) { resendPublicationRequest(id: $id) { requestID } }', { id: pageID });

/** The mails to reviewers about the page, as written to the outbox by the request's transactions. */
async function reviewerMails(slug: string): Promise<number> {
  const [row] = await gateway.sql<{ n: number }>(`select count(*)::int as n from mail_outbox where message->>'subject' like 'Publication requested:%' and message->>'text' like ?`, [`%/${slug})%`]);
  return row.n;
}

/** As if the request was last sent that many minutes ago. */
const sentMinutesAgo = (pageID: number, minutes: number) =>
  gateway.sql(`update publication_request set sent_at = now() - ? * interval '1 minute' where page_id = ? and status = 'open'`, [minutes, pageID]);

const resentAudits = async (pageID: number) =>
  (await gateway.sql<{ n: number }>(`select count(*)::int as n from audit_log where action = 'page.publication-resent' and subject_id = ?`, [String(pageID)]))[0].n;

describe('re-sending a publication request', () => {
  it('is refused to a signed-in user who neither asked nor reviews (UM_01), over REST and GraphQL, and sends nothing', async () => {
    const { pageID, slug } = await requestedPage();
    await sentMinutesAgo(pageID, 11);
    const mailed = await reviewerMails(slug);
    for (let i = 0; i < 30; i += 1) {
      const reply = await resend(stranger.client, pageID);
      expect([reply.status, reply.body.Errors]).toEqual([403, [{ code: 'UM_01', property: null }]]);
    }
    expect((await resendOverGraphql(stranger.client, pageID)).body.errors?.[0].extensions).toMatchObject({ code: 'UM_01' });
    expect(await reviewerMails(slug)).toBe(mailed);
    expect(await resentAudits(pageID)).toBe(0);
  });

  it('is refused within 10 minutes of the last sending (PM_03), also to the requester, and sends nothing', async () => {
    const { pageID, slug } = await requestedPage();
    const mailed = await reviewerMails(slug);
    for (let i = 0; i < 30; i += 1) {
      const reply = await resend(requester.client, pageID);
      expect([reply.status, reply.body.Errors]).toEqual([429, [{ code: 'PM_03', property: 'request' }]]);
    }
    await sentMinutesAgo(pageID, 9);
    expect((await resendOverGraphql(reviewer.client, pageID)).body.errors?.[0].extensions).toMatchObject({ code: 'PM_03', property: 'request' });
    expect(await reviewerMails(slug)).toBe(mailed);
  });

  it('lets the requester send it again once 10 minutes passed, and then not again for another 10', async () => {
    const { pageID, slug } = await requestedPage();
    const mailed = await reviewerMails(slug);
    await sentMinutesAgo(pageID, 10);
    expect((await resend(requester.client, pageID)).status).toBe(200);
    expect(await reviewerMails(slug)).toBeGreaterThan(mailed);
    const afterOne = await reviewerMails(slug);
    expect((await resend(requester.client, pageID)).body.Errors).toEqual([{ code: 'PM_03', property: 'request' }]);
    expect(await reviewerMails(slug)).toBe(afterOne);
    expect(await resentAudits(pageID)).toBe(1);
  });

  it('lets a reviewer send another’s request again, over GraphQL too', async () => {
    const { pageID, slug } = await requestedPage();
    await sentMinutesAgo(pageID, 11);
    const reply = await resendOverGraphql(reviewer.client, pageID);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.resendPublicationRequest.requestID).toEqual(expect.any(Number));
    expect(await resentAudits(pageID)).toBe(1);
    expect(await reviewerMails(slug)).toBeGreaterThan(0);
  });
});
