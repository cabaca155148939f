import { comparisonsPerUser } from '@tessera/schema/src/pages/operations/compare-page-versions';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/** Comparing two versions of a page (comparePageVersions) over REST and GraphQL: the structured difference, the published basis, refusals. */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
let editorId: number;
let reviewer: TestClient;
let serial = 0;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  ({ client: editor, id: editorId } = await gateway.signedIn('editor'));
  reviewer = (await gateway.signedIn('reviewer')).client;
});

afterAll(async () => {
  await gateway?.stop();
});

type Blocks = Array<{ key: string; heading?: string; body: string }>;
const content = (title: string, blocks: Blocks, seoDescription: string | null = null) => ({
  title,
  seoDescription,
  blocks: blocks.map(({ key, heading, body }) => ({ type: 'rich-text', key, props: { heading, body } })),
});

async function store(client: TestClient, versionId: number, body: ReturnType<typeof content>): Promise<number> {
  const reply = await client.rest('POST', `${api}/version/${versionId}/store`, body);
  expect(reply.status).toBe(200);
  return reply.body.pageVersionID;
}

/** A page with two stored versions: the second changes a word, moves a block, removes one, adds one and sets an SEO description. */
async function pageWithTwoVersions() {
  const created = await editor.rest('POST', `${api}/create`, { title: `Compare ${++serial}`, slug: `compare-${serial}`, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const first = await store(
    editor,
    created.body.pageVersionID,
    content('Before', [
      { key: 'intro', heading: 'Intro', body: '<p>The quick brown fox</p>' },
      { key: 'gone', body: '<p>Removed text</p>' },
      { key: 'stay', body: '<p>Unchanged</p>' },
      { key: 'end', body: '<p>Last</p>' },
    ]),
  );
  const second = await store(
    editor,
    first,
    content(
      'After',
      [
        { key: 'end', body: '<p>Last</p>' },
        { key: 'intro', heading: 'Intro', body: '<p>The slow brown fox</p>' },
        { key: 'stay', body: '<p>Unchanged</p>' },
        { key: 'new', body: '<p>Fresh words</p>' },
      ],
      'Now described',
    ),
  );
  return { pageID: created.body.pageID as number, first, second };
}

const comparisonQuery = `query C($pageID: Int!, $from: Int, $to: Int!) { comparePageVersions(pageID: $pageID, from: $from, to: $to) {
  pageID from { id number title } to { id number title }
  blocks { key type status oldPosition newPosition fields { path kind before after words { op text } } }
  settings { field before after } } }`;

describe('comparing versions of a page', () => {
  it('answers blocks by key, word diffs and setting changes over REST, and the same over GraphQL', async () => {
    const { pageID, first, second } = await pageWithTwoVersions();
    const reply = await reviewer.rest('GET', `${api}/${pageID}/compare?from=${first}&to=${second}`);
    expect(reply.status).toBe(200);
    expect(reply.body.from).toMatchObject({ id: first, number: 2, title: 'Before' });
    expect(reply.body.to).toMatchObject({ id: second, number: 3, title: 'After' });
    expect(
      reply.body.blocks.map((block: { key: string; status: string; oldPosition: number | null; newPosition: number | null }) => [block.key, block.status, block.oldPosition, block.newPosition]),
    ).toEqual([
      ['end', 'moved', 3, 0],
      ['intro', 'changed', 0, 1],
      ['gone', 'removed', 1, null],
      ['stay', 'unchanged', 2, 2],
      ['new', 'added', null, 3],
    ]);
    expect(reply.body.blocks[1].fields).toEqual([
      {
        path: 'body',
        kind: 'richText',
        before: 'The quick brown fox',
        after: 'The slow brown fox',
        words: [
          { op: 'equal', text: 'The' },
          { op: 'delete', text: 'quick' },
          { op: 'insert', text: 'slow' },
          { op: 'equal', text: 'brown fox' },
        ],
      },
    ]);
    expect(reply.body.settings).toEqual([
      { field: 'title', before: 'Before', after: 'After' },
      { field: 'seoDescription', before: null, after: 'Now described' },
    ]);

    const gql = await reviewer.gql(comparisonQuery, { pageID, from: first, to: second });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.comparePageVersions).toEqual(JSON.parse(JSON.stringify({ ...reply.body, from: { id: first, number: 2, title: 'Before' }, to: { id: second, number: 3, title: 'After' } })));
  });

  it('compares with the version last published when no from is given, also while a request has the page off the site', async () => {
    const { pageID, first, second } = await pageWithTwoVersions();
    const never = await editor.rest('GET', `${api}/${pageID}/compare?to=${second}`);
    expect(never.status).toBe(200);
    expect(never.body.from).toBeNull();
    expect(never.body.blocks.map((block: { status: string }) => block.status)).toEqual(['added', 'added', 'added', 'added']);

    // The admin publishes the first stored version's content; the editor then stores more and asks for review.
    const page = await editor.rest('GET', `${api}/${pageID}`);
    const published = await store(admin, page.body.latestVersionID, content('Before', [{ key: 'intro', heading: 'Intro', body: '<p>The quick brown fox</p>' }]));
    expect((await admin.rest('POST', `${api}/${pageID}/publish`)).status).toBe(200);
    const requested = await store(editor, published, content('Before', [{ key: 'intro', heading: 'Intro', body: '<p>The quick red fox</p>' }]));
    expect((await editor.rest('POST', `${api}/${pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);

    const since = await reviewer.gql(comparisonQuery, { pageID, to: requested });
    expect(since.body.errors).toBeUndefined();
    expect(since.body.data.comparePageVersions.from).toEqual({ id: published, number: 4, title: 'Before' });
    expect(since.body.data.comparePageVersions.blocks).toEqual([
      expect.objectContaining({ key: 'intro', status: 'changed', fields: [expect.objectContaining({ path: 'body', before: 'The quick brown fox', after: 'The quick red fox' })] }),
    ]);
    expect(first).toBeLessThan(second);
  });

  it('needs a session, and answers coded errors for another page’s version, unknown ids and ids that are not numbers', async () => {
    const { pageID, first, second } = await pageWithTwoVersions();
    const other = await pageWithTwoVersions();
    const anonymous = await gateway.client().start();
    expect((await anonymous.rest('GET', `${api}/${pageID}/compare?from=${first}&to=${second}`)).status).toBe(401);
    const anonymousGql = await anonymous.gql(comparisonQuery, { pageID, from: first, to: second });
    expect(anonymousGql.body.data).toBeNull();
    expect(anonymousGql.body.errors?.[0]?.extensions?.code).toBeDefined();

    const cases: Array<[string, number, string, string]> = [
      [`from=${other.first}&to=${second}`, 422, 'V_12', 'from'],
      [`from=${first}&to=${other.second}`, 422, 'V_12', 'to'],
      [`from=999999&to=${second}`, 404, 'PM_01', 'from'],
      [`from=${first}&to=999999`, 404, 'PM_01', 'to'],
      [`from=abc&to=${second}`, 422, 'V_12', 'from'],
      [`from=${first}&to=1.5`, 422, 'V_12', 'to'],
      [`from=${first}`, 422, 'V_01', 'to'],
    ];
    for (const [search, status, code, property] of cases) {
      const refused = await editor.rest('GET', `${api}/${pageID}/compare?${search}`);
      expect([search, refused.status, refused.body]).toEqual([search, status, expect.objectContaining({ Success: false, Errors: [expect.objectContaining({ code, property })] })]);
    }
    const missingPage = await editor.rest('GET', `${api}/999999/compare?from=${first}&to=${second}`);
    expect([missingPage.status, missingPage.body.Errors]).toEqual([404, [expect.objectContaining({ code: 'PM_01', property: 'id' })]]);
    const notNumber = await editor.rest('GET', `${api}/x/compare?from=${first}&to=${second}`);
    expect([notNumber.status, notNumber.body.Errors]).toEqual([422, [expect.objectContaining({ code: 'V_12' })]]);

    const gqlOther = await editor.gql(comparisonQuery, { pageID, from: other.first, to: second });
    expect(gqlOther.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12', property: 'from' });
    const gqlUnknown = await editor.gql(comparisonQuery, { pageID, from: first, to: 999999 });
    expect(gqlUnknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'PM_01', property: 'to' });
  });

  /** Holds a slot as soon as one is free (within 2 s): the running job, once it runs. */
  async function heldOnceFree(hold: () => Promise<void>): Promise<{ job: Promise<void> }> {
    for (const until = Date.now() + 2000; ;) {
      const job = hold();
      const refused = await Promise.race([
        job.then(
          () => false,
          () => true,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20)),
      ]);
      if (!refused) return { job };
      if (Date.now() > until) throw new Error('no comparison slot came free');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('runs at most two comparisons of one user at once, on whichever request or alias they come (issue 30)', async () => {
    const { pageID, first, second } = await pageWithTwoVersions();
    const twoAliases = `query C($p: Int!, $f: Int, $t: Int!) { a: comparePageVersions(pageID: $p, from: $f, to: $t) { pageID } b: comparePageVersions(pageID: $p, from: $f, to: $t) { pageID } }`;
    const both = await editor.gql(twoAliases, { p: pageID, f: first, t: second });
    expect([both.body.errors, both.body.data]).toEqual([undefined, { a: { pageID }, b: { pageID } }]);

    // One slot is taken: of two aliases, the second is refused as busy (and, the field being non-null, takes the answer's data with it).
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const hold = () => gateway.tessera.services.workSlots.run('version-comparison', editorId, comparisonsPerUser, () => held);
    const busy = [hold()];
    const aliases = await editor.gql(twoAliases, { p: pageID, f: first, t: second });
    expect(aliases.body.errors!.map((error: any) => [error.path, error.extensions.code])).toEqual([[['b'], 'G_02']]);

    // Both slots taken: REST is refused too, another user is not. (Alias a may still be running
    // after the answer was sent: its slot is taken once it is done.)
    busy.push((await heldOnceFree(hold)).job);
    const refused = await editor.rest('GET', `${api}/${pageID}/compare?from=${first}&to=${second}`);
    expect([refused.status, refused.body.Errors]).toEqual([503, [expect.objectContaining({ code: 'G_02' })]]);
    expect((await reviewer.rest('GET', `${api}/${pageID}/compare?from=${first}&to=${second}`)).status).toBe(200);
    finish();
    await Promise.all(busy);
    expect((await editor.rest('GET', `${api}/${pageID}/compare?from=${first}&to=${second}`)).status).toBe(200);
  });
});
