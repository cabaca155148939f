import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Bad input on the page calls, over REST and GraphQL: every refusal is coded, names the
 * property, changes nothing, and never shows a stack trace or database text.
 */
let gateway: TestGateway;
let admin: TestClient;
let pageID: number;
let versionID: number;
/** A second signed-in admin session, signed in before any snapshot (signing in is audited). */
let adminWithoutCsrf: TestClient;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  const created = await admin.rest('POST', `${api}/create`, { title: 'Target', slug: 'target', type: 'content-page', locale: 'en-gb' });
  pageID = created.body.pageID;
  versionID = created.body.pageVersionID;
  adminWithoutCsrf = await gateway.admin();
  adminWithoutCsrf.sendCsrf = false;
});

afterAll(async () => {
  await gateway?.stop();
});

const stackTrace = /\bat .+\(.+:\d+:\d+\)|\.ts:\d+/;
const databaseText = /select |insert |update "|delete from|relation "|syntax error at|violates|duplicate key/i;

/** A hand-made request whose answer must leak nothing. */
async function request(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const response = await admin.raw(method, path, init);
  const text = await response.text();
  expect(text).not.toMatch(stackTrace);
  expect(text).not.toMatch(databaseText);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const send = (method: string, path: string, body: string, contentType = 'application/json') => request(method, path, { body, headers: { 'content-type': contentType } });

/** What a refused call must not have changed. */
async function snapshot() {
  const em = gateway.tessera.orm.em.fork();
  const tables = ['page', 'page_version', 'publication_request', 'page_redirect', 'audit_log', 'domain_event'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await em.execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0].n);
  const [page] = await em.execute('select slug, title, latest_version_id, published_version_id, open_request_id, updated_at from page where id = ?', [pageID]);
  return { counts, page };
}

let before: Awaited<ReturnType<typeof snapshot>>;
beforeEach(async () => {
  before = await snapshot();
});
afterEach(async () => {
  expect(await snapshot()).toEqual(before);
});

const writes = () => [
  ['POST', `${api}/create`],
  ['POST', `${api}/version/${versionID}/store`],
  ['POST', `${api}/version/${versionID}/store-and-publish`],
  ['PUT', `${api}/${pageID}/save`],
  ['POST', `${api}/${pageID}/request-publication`],
  ['POST', `${api}/create-translation`],
  ['POST', `${api}/duplicate`],
  ['POST', `${api}/list`],
];

describe('malformed bodies', () => {
  it('refuses malformed JSON with 400 V_12 on body', async () => {
    for (const [method, path] of writes()) {
      const reply = await send(method, path, '{"title": "x", ');
      expect({ path, status: reply.status, body: reply.body }).toEqual({
        path,
        status: 400,
        body: { Success: false, Errors: [{ property: 'body', code: 'V_12' }], Message: 'The body is not valid.' },
      });
    }
  });

  it('refuses a JSON array, a string or null as the body with 400, and a form body with 415', async () => {
    for (const body of ['[]', '"create"', 'null']) {
      const reply = await send('POST', `${api}/create`, body);
      expect({ body, status: reply.status, Errors: reply.body.Errors }).toEqual({ body, status: 400, Errors: [{ property: 'body', code: 'V_12' }] });
    }
    const form = await send('POST', `${api}/create`, 'title=x&slug=y', 'application/x-www-form-urlencoded');
    expect({ status: form.status, Errors: form.body.Errors }).toEqual({ status: 415, Errors: [{ property: 'content-type', code: 'V_12' }] });
  });

  it('refuses a body over 1 MB with 413 V_14', async () => {
    const huge = JSON.stringify({ title: 'Huge', blocks: [{ type: 'rich-text', props: { body: `<p>${'x'.repeat(1024 * 1024)}</p>` } }] });
    for (const path of [`${api}/version/${versionID}/store`, `${api}/create`]) {
      const reply = await send('POST', path, huge);
      expect({ path, status: reply.status, Errors: reply.body.Errors }).toEqual({ path, status: 413, Errors: [{ property: 'body', code: 'V_14' }] });
    }
  });
});

describe('missing fields and wrong types', () => {
  it('create: each missing field is V_01, each wrongly typed one V_12, an unknown one V_12', async () => {
    const missing = await send('POST', `${api}/create`, '{}');
    expect(missing.status).toBe(422);
    expect(missing.body.Errors).toEqual(expect.arrayContaining(['title', 'slug', 'type', 'locale'].map((property) => ({ property, code: 'V_01' }))));
    expect(missing.body.Errors).toHaveLength(4);
    const wrong = await send('POST', `${api}/create`, JSON.stringify({ title: ['x'], slug: 5, type: {}, locale: 7, content: 'blocks', typeData: [] }));
    expect(wrong.body.Errors).toEqual(['title', 'slug', 'type', 'locale', 'content', 'typeData'].map((property) => ({ property, code: 'V_12' })));
    const extra = await send('POST', `${api}/create`, JSON.stringify({ title: 'x', slug: 'y', type: 'content-page', locale: 'en-gb', publish: true }));
    expect(extra.body.Errors).toEqual([{ property: 'publish', code: 'V_12' }]);
  });

  it('store: wrong types are V_12 on their field, a title with a NUL character too', async () => {
    const wrong = await send('POST', `${api}/version/${versionID}/store`, JSON.stringify({ title: 7, blocks: {}, seoTitle: 5, seoKeywords: [1], seoImage: 'x', typeData: 'y' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.Errors).toEqual(
      expect.arrayContaining([
        { property: 'title', code: 'V_12' },
        { property: 'seoTitle', code: 'V_12' },
        { property: 'seoKeywords.0', code: 'V_12' },
        { property: 'seoImage', code: 'V_12' },
        { property: 'typeData', code: 'V_12' },
      ]),
    );
    const nul = await send('POST', `${api}/version/${versionID}/store`, JSON.stringify({ title: 'a\u0000b', blocks: [] }));
    expect(nul.body.Errors).toEqual([{ property: 'title', code: 'V_12' }]);
  });

  it('workflow calls: a comment or feedback that is not text is V_12; an over-long one V_14', async () => {
    expect((await send('POST', `${api}/${pageID}/request-publication`, JSON.stringify({ comment: 5 }))).body.Errors).toEqual([{ property: 'comment', code: 'V_12' }]);
    expect((await send('POST', `${api}/${pageID}/request-publication`, JSON.stringify({ comment: 'x'.repeat(2001) }))).body.Errors).toEqual([{ property: 'comment', code: 'V_14' }]);
    expect((await send('POST', `${api}/version/${versionID}/reject-publication`, JSON.stringify({ feedback: ['no'] }))).body.Errors).toEqual([{ property: 'feedback', code: 'V_12' }]);
  });
});

describe('ids', () => {
  const content = { title: 'T', blocks: [] };
  /** Each call with an id in its path, the property that id is reported as, and a valid body. */
  const idCalls = (): Array<[string, string, string, object?]> => [
    ['GET', `${api}/ID`, 'id'],
    ['PUT', `${api}/ID/save`, 'id', { slug: 'renamed-target' }],
    ['POST', `${api}/ID/request-publication`, 'id', { comment: 'c' }],
    ['POST', `${api}/ID/resend-publication-request`, 'id', {}],
    ['POST', `${api}/ID/revoke-publication-request`, 'id', {}],
    ['POST', `${api}/ID/delete`, 'id', {}],
    ['POST', `${api}/ID/publish`, 'id', {}],
    ['POST', `${api}/ID/unpublish`, 'id', {}],
    ['GET', `${api}/version/fetch/ID`, 'versionId'],
    ['POST', `${api}/version/ID/store`, 'versionId', content],
    ['POST', `${api}/version/ID/store-and-publish`, 'versionId', content],
    ['POST', `${api}/version/ID/store-and-unpublish`, 'versionId', content],
    ['POST', `${api}/version/ID/accept-publication`, 'versionId', { feedback: 'f' }],
    ['POST', `${api}/version/ID/reject-publication`, 'versionId', { feedback: 'f' }],
    ['GET', `${api}/version/ID/fetch-request-comment`, 'versionId'],
    ['GET', `${api}/get-sibling-slugs/ID`, 'pageID'],
  ];

  it('refuses an id that is not a positive whole number with V_12 on it', async () => {
    for (const [method, template, property, body] of idCalls()) {
      for (const id of ['abc', '0', '-1', '1.5']) {
        const path = template.replace('ID', id);
        const reply = body ? await send(method, path, JSON.stringify(body)) : await request(method, path);
        expect({ path, status: reply.status, Errors: reply.body.Errors }).toEqual({ path, status: 422, Errors: [{ property, code: 'V_12' }] });
      }
    }
  });

  it('answers an unknown id with PM_01 (404); a decision or comment on a version with no request with V_07', async () => {
    for (const [method, template, , body] of idCalls()) {
      const path = template.replace('ID', '987654');
      const reply = body ? await send(method, path, JSON.stringify(body)) : await request(method, path);
      const expected = /accept|reject|fetch-request-comment/.test(path) ? 'V_07' : 'PM_01';
      expect({ path, status: reply.status, code: reply.body.Errors[0].code }).toEqual({ path, status: expected === 'PM_01' || path.includes('comment') ? 404 : 409, code: expected });
    }
  });
});

describe('bad GraphQL', () => {
  it('answers a variable of the wrong type or a missing argument with V_12', async () => {
    const wrongType = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'x', slug: 5, type: 'content-page', locale: 'en-gb' },
    });
    expect(wrongType.body.errors![0].extensions.code).toBe('V_12');
    const missing = await admin.gql('mutation { publishPage { pageID } }');
    expect(missing.body.errors![0].extensions.code).toBe('V_12');
    const notNumber = await admin.gql('query { page(id: "one") { id } }');
    expect(notNumber.body.errors![0].extensions.code).toBe('V_12');
    for (const reply of [wrongType, missing, notNumber]) {
      expect(JSON.stringify(reply.body)).not.toMatch(stackTrace);
      expect(JSON.stringify(reply.body)).not.toMatch(databaseText);
    }
  });

  it('reports the operation’s own codes with their properties', async () => {
    const reply = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: ' ', slug: 'Not Valid', type: 'poster', locale: 'en-gb' },
    });
    expect(reply.body.errors![0].extensions.errors).toEqual([{ code: 'V_01', property: 'title' }]);
    const unknownType = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'T', slug: 'fine', type: 'poster', locale: 'en-gb' },
    });
    expect(unknownType.body.errors![0].extensions).toMatchObject({ code: 'V_12', property: 'type' });
  });

  it('refuses a write without the CSRF proof, over GraphQL and REST', async () => {
    const reply = await adminWithoutCsrf.gql('mutation P($id: Int!) { publishPage(id: $id) { pageID } }', { id: pageID });
    expect(reply.body.errors![0].extensions.code).toBe('V_04');
    const rest = await adminWithoutCsrf.rest('POST', `${api}/${pageID}/publish`);
    expect({ status: rest.status, Errors: rest.body.Errors }).toEqual({ status: 403, Errors: [{ code: 'V_04', property: 'csrf' }] });
  });
});
