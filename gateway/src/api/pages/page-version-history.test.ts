import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** The version history of a page (listPageVersions): who stored what when, newest first, over REST and GraphQL. */
let gateway: TestGateway;
let admin: TestClient;
let editor: { client: TestClient; id: number };
let reviewer: { client: TestClient; id: number };
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = await gateway.signedIn('editor');
  reviewer = await gateway.signedIn('reviewer');
});

afterAll(async () => {
  await gateway?.stop();
});

const content = (text: string) => ({ title: `Title ${text}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

async function store(client: TestClient, versionId: number, text: string): Promise<number> {
  const reply = await client.rest('POST', `${api}/version/${versionId}/store`, content(text));
  expect(reply.status).toBe(200);
  return reply.body.pageVersionID;
}

/** A page created by the editor, stored by the editor and then by the reviewer: three versions. */
async function pageWithHistory() {
  const created = await editor.client.rest('POST', `${api}/create`, { title: `History ${++serial}`, slug: `history-${serial}`, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const second = await store(editor.client, created.body.pageVersionID, 'second');
  const third = await store(reviewer.client, second, 'third');
  return { pageID: created.body.pageID as number, versions: [third, second, created.body.pageVersionID as number] };
}

describe('the version history of a page', () => {
  it('lists the versions newest first with number, author and date over REST', async () => {
    const { pageID, versions } = await pageWithHistory();
    const reply = await editor.client.rest('GET', `${api}/${pageID}/versions`);
    expect(reply.status).toBe(200);
    expect(reply.body.items).toEqual([
      {
        id: versions[0],
        pageID,
        number: 3,
        title: 'Title third',
        createdAt: expect.any(String),
        createdBy: reviewer.id,
        authorName: expect.stringMatching(/^reviewer /),
        isPublished: false,
        hasPublicationRequest: false,
      },
      {
        id: versions[1],
        pageID,
        number: 2,
        title: 'Title second',
        createdAt: expect.any(String),
        createdBy: editor.id,
        authorName: expect.stringMatching(/^editor /),
        isPublished: false,
        hasPublicationRequest: false,
      },
      {
        id: versions[2],
        pageID,
        number: 1,
        title: `History ${serial}`,
        createdAt: expect.any(String),
        createdBy: editor.id,
        authorName: expect.stringMatching(/^editor /),
        isPublished: false,
        hasPublicationRequest: false,
      },
    ]);
    const dates = reply.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('marks the published version and the one up for review, and answers the same over GraphQL', async () => {
    const { pageID, versions } = await pageWithHistory();
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
    const fourth = await store(editor.client, versions[0], 'fourth');
    expect((await editor.client.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);

    const reply = await editor.client.gql('query H($pageID: Int!) { pageVersions(pageID: $pageID) { id number authorName isPublished hasPublicationRequest } }', { pageID });
    expect(reply.body.errors).toBeUndefined();
    // A request takes the page off the site until a reviewer accepts (SPEC §4): nothing is published now.
    expect(reply.body.data.pageVersions).toEqual([
      { id: fourth, number: 4, authorName: expect.stringMatching(/^editor /), isPublished: false, hasPublicationRequest: true },
      { id: versions[0], number: 3, authorName: expect.stringMatching(/^reviewer /), isPublished: false, hasPublicationRequest: false },
      { id: versions[1], number: 2, authorName: expect.stringMatching(/^editor /), isPublished: false, hasPublicationRequest: false },
      { id: versions[2], number: 1, authorName: expect.stringMatching(/^editor /), isPublished: false, hasPublicationRequest: false },
    ]);

    expect((await reviewer.client.rest('POST', `${api}/version/${fourth}/accept-publication`, { feedback: 'Fine' })).status).toBe(200);
    const accepted = await reviewer.client.rest('GET', `${api}/${pageID}/versions`);
    expect(accepted.body.items.map((item: { isPublished: boolean; hasPublicationRequest: boolean }) => [item.isPublished, item.hasPublicationRequest])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('pages by keyset: limit versions below beforeNumber, 50 unless asked, over REST and GraphQL', async () => {
    const { pageID, versions } = await pageWithHistory();
    let latest = versions[0];
    for (let n = 4; n <= 52; n++) latest = await store(editor.client, latest, `v${n}`);
    const numbers = (items: Array<{ number: number }>) => items.map((item) => item.number);

    const first = await editor.client.rest('GET', `${api}/${pageID}/versions`);
    expect(first.body.items).toHaveLength(50);
    expect(numbers(first.body.items).slice(0, 2)).toEqual([52, 51]);
    expect(first.body.items[49].number).toBe(3);
    const rest = await editor.client.rest('GET', `${api}/${pageID}/versions?beforeNumber=3`);
    expect(numbers(rest.body.items)).toEqual([2, 1]);

    const page = await editor.client.rest('GET', `${api}/${pageID}/versions?beforeNumber=10&limit=3`);
    expect(numbers(page.body.items)).toEqual([9, 8, 7]);
    expect((await editor.client.rest('GET', `${api}/${pageID}/versions?beforeNumber=1`)).body.items).toEqual([]);
    expect(numbers((await editor.client.rest('GET', `${api}/${pageID}/versions?beforeNumber=&limit=`)).body.items)).toHaveLength(50);

    const query = 'query H($pageID: Int!, $before: Int, $limit: Int) { pageVersions(pageID: $pageID, beforeNumber: $before, limit: $limit) { number } }';
    const gql = await editor.client.gql(query, { pageID, before: 10, limit: 3 });
    expect(numbers(gql.body.data.pageVersions)).toEqual([9, 8, 7]);
    expect(numbers((await editor.client.gql(query, { pageID, limit: 1 })).body.data.pageVersions)).toEqual([52]);

    for (const [search, property] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=many', 'limit'],
      ['beforeNumber=0', 'beforeNumber'],
      ['beforeNumber=x', 'beforeNumber'],
    ]) {
      const refused = await editor.client.rest('GET', `${api}/${pageID}/versions?${search}`);
      expect([search, refused.status, refused.body.Errors]).toEqual([search, 422, [expect.objectContaining({ code: 'V_12', property })]]);
    }
    const refused = await editor.client.gql(query, { pageID, limit: 500 });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', property: 'limit' });
  });

  it('needs a session, and says PM_01 for a page that does not exist', async () => {
    const { pageID } = await pageWithHistory();
    const anonymous = await gateway.client().start();
    expect((await anonymous.rest('GET', `${api}/${pageID}/versions`)).status).toBe(401);
    const missing = await editor.client.rest('GET', `${api}/999999/versions`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Success: false, Errors: [{ code: 'PM_01', property: 'id' }] });
    const gql = await editor.client.gql('query H($pageID: Int!) { pageVersions(pageID: $pageID) { id } }', { pageID: 999999 });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'PM_01', property: 'id' });
  });

  it('keeps a removed author’s versions, without a name', async () => {
    const someone = await gateway.signedIn('editor');
    const { pageID, versions } = await pageWithHistory();
    await store(someone.client, versions[0], 'by someone');
    expect((await admin.rest('DELETE', `/api/tessera/user/${someone.id}`)).status).toBe(200);
    const reply = await editor.client.rest('GET', `${api}/${pageID}/versions`);
    expect(reply.body.items[0]).toMatchObject({ number: 4, createdBy: someone.id, authorName: null });
  });
});
