import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * The reviewer's last word on a page (issue 20): after a rejection the page's editor screen shows
 * the feedback, who rejected and when (GET page/{id}/rejection, GraphQL pageRejection), until the
 * page is requested again or published.
 */
let gateway: TestGateway;
let editor: TestClient;
let otherEditor: TestClient;
let reviewer: TestClient;
let reviewerName: string;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  editor = (await gateway.signedIn('editor')).client;
  otherEditor = (await gateway.signedIn('editor')).client;
  const signedIn = await gateway.signedIn('reviewer');
  reviewer = signedIn.client;
  reviewerName = (await reviewer.rest('GET', '/api/tessera/user')).body.name;
});

afterAll(async () => {
  await gateway?.stop();
});

/** A page the editor stored and asked to publish; answers its id and the requested version. */
async function requestedPage() {
  const created = await editor.rest('POST', `${api}/create`, { title: `Rejected ${++serial}`, slug: `rejected-${serial}`, type: 'content-page', locale: 'en-gb' });
  const stored = await editor.rest('POST', `${api}/version/${created.body.pageVersionID}/store`, { title: 'Draft', blocks: [{ type: 'rich-text', props: { body: '<p>Draft</p>' } }] });
  expect(stored.status).toBe(200);
  expect((await editor.rest('POST', `${api}/${created.body.pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);
  return { id: created.body.pageID as number, versionId: stored.body.pageVersionID as number };
}

async function reject(versionId: number, feedback: string) {
  expect((await reviewer.rest('POST', `${api}/version/${versionId}/reject-publication`, { feedback })).status).toBe(200);
}

const rejectionOf = async (client: TestClient, id: number) => {
  const reply = await client.rest('GET', `${api}/${id}/rejection`);
  expect(reply.status).toBe(200);
  return reply.body.rejection;
};

describe('the latest rejection of a page', () => {
  it('gives the feedback, the reviewer and the time to anyone signed in, over REST and GraphQL', async () => {
    const page = await requestedPage();
    expect(await rejectionOf(editor, page.id)).toBeNull();
    await reject(page.versionId, 'Add a photo caption.');
    const rejection = await rejectionOf(editor, page.id);
    expect(rejection).toEqual({
      requestID: expect.any(Number),
      versionID: page.versionId,
      feedback: 'Add a photo caption.',
      reviewedBy: expect.any(Number),
      reviewerName,
      rejectedAt: expect.any(String),
    });
    expect(await rejectionOf(otherEditor, page.id)).toEqual(rejection);

    const graphql = await editor.gql('query R($id: Int!) { pageRejection(pageID: $id) { versionID feedback reviewerName rejectedAt } }', { id: page.id });
    expect(graphql.body.data.pageRejection).toEqual({ versionID: page.versionId, feedback: 'Add a photo caption.', reviewerName, rejectedAt: rejection.rejectedAt });
  });

  it('is gone once the page is requested again, and stays gone when that request is revoked', async () => {
    const page = await requestedPage();
    await reject(page.versionId, 'Not yet.');
    expect((await editor.rest('POST', `${api}/${page.id}/request-publication`, { comment: 'Now?' })).status).toBe(200);
    expect(await rejectionOf(editor, page.id)).toBeNull();
    expect((await editor.rest('POST', `${api}/${page.id}/revoke-publication-request`)).status).toBe(200);
    expect(await rejectionOf(editor, page.id)).toBeNull();
  });

  it('is gone once the page is published, by a reviewer’s accept or directly', async () => {
    const accepted = await requestedPage();
    await reject(accepted.versionId, 'Almost.');
    expect((await editor.rest('POST', `${api}/${accepted.id}/request-publication`, { comment: 'Fixed' })).status).toBe(200);
    expect((await reviewer.rest('POST', `${api}/version/${accepted.versionId}/accept-publication`, { feedback: 'Good' })).status).toBe(200);
    expect(await rejectionOf(editor, accepted.id)).toBeNull();

    const direct = await requestedPage();
    await reject(direct.versionId, 'No.');
    expect((await reviewer.rest('POST', `${api}/${direct.id}/publish`)).status).toBe(200);
    expect(await rejectionOf(editor, direct.id)).toBeNull();
  });

  it('answers null feedback when the reviewer gave none', async () => {
    const page = await requestedPage();
    await reject(page.versionId, 'Placeholder');
    await gateway.sql('update publication_request set reviewer_feedback = null where page_id = ?', [page.id]);
    expect(await rejectionOf(editor, page.id)).toMatchObject({ feedback: null, reviewerName });
  });

  it('refuses a visitor (401) and an unknown page (PM_01)', async () => {
    const page = await requestedPage();
    const visitor = await gateway.client().start();
    expect((await visitor.rest('GET', `${api}/${page.id}/rejection`)).status).toBe(401);
    const unknown = await editor.rest('GET', `${api}/999999/rejection`);
    expect({ status: unknown.status, Errors: unknown.body.Errors }).toEqual({ status: 404, Errors: [{ code: 'PM_01', property: 'id' }] });
  });
});
