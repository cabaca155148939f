import { createHash } from 'node:crypto';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Automatic persisted queries on /graphql: a query is registered by sending it with its SHA-256
 * once, then answered by the hash alone (POST, or GET for caches in front); a wrong hash or a
 * refused document registers nothing; GET never runs a mutation, and a hash-only mutation still
 * needs the CSRF proof.
 */

let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

async function post(client: TestClient, body: Record<string, unknown>) {
  const response = await client.raw('POST', '/graphql', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: response.status, body: (await response.json()) as any };
}

async function get(client: TestClient, params: Record<string, unknown>, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
  const search = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
  const response = await client.raw('GET', `/graphql?${search}`, { headers });
  return { status: response.status, body: (await response.json()) as any, setCookie: response.headers.get('set-cookie') };
}

const notFound = { message: 'PersistedQueryNotFound', extensions: { code: 'V_12', property: null, reason: 'PERSISTED_QUERY_NOT_FOUND' } };

async function tagNames(): Promise<string[]> {
  return (await gateway.sql<{ name: string }>('select name from tag order by name')).map((row) => row.name);
}

describe('automatic persisted queries', () => {
  const query = 'query ApqSettings { settings { defaultLocale availableLocales } }';

  it('answers an unknown hash with PersistedQueryNotFound, then the hash alone once the query was sent with it', async () => {
    const visitor = gateway.client();
    const unknown = await post(visitor, { extensions: persisted(query) });
    expect(unknown.body.errors).toEqual([expect.objectContaining(notFound)]);
    expect(unknown.body.data).toBeUndefined();

    const registered = await post(visitor, { query, extensions: persisted(query) });
    expect(registered.status).toBe(200);
    expect(registered.body.data.settings.defaultLocale).toEqual(expect.any(String));

    const byHash = await post(gateway.client(), { extensions: persisted(query) });
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual(registered.body);
  });

  it('answers the hash alone over GET (with the preflight header Apollo needs against CSRF), not without it', async () => {
    const byHash = await get(gateway.client(), { extensions: persisted(query) });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data.settings.availableLocales).toEqual(expect.any(Array));
    // A visitor's read by GET sets no cookie, so a cache in front can keep the answer.
    expect(byHash.setCookie).toBeNull();

    const simple = await get(gateway.client(), { extensions: persisted(query) }, {});
    expect(simple.status).toBe(400);
    expect(simple.body.errors[0].extensions).toEqual(expect.objectContaining({ code: 'V_12' }));
    expect(simple.body.data).toBeUndefined();
  });

  it('refuses a query sent with another query’s hash, and registers neither', async () => {
    const other = 'query ApqOther { settings { defaultLocale } }';
    const wrong = await post(gateway.client(), { query: other, extensions: persisted('query Elsewhere { me { id } }') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toEqual(expect.objectContaining({ message: 'provided sha does not match query', extensions: expect.objectContaining({ code: 'V_12' }) }));
    expect(wrong.body.data).toBeUndefined();
    expect((await post(gateway.client(), { extensions: persisted(other) })).body.errors).toEqual([expect.objectContaining(notFound)]);
    expect((await post(gateway.client(), { extensions: persisted('query Elsewhere { me { id } }') })).body.errors).toEqual([expect.objectContaining(notFound)]);
  });

  it('registers no document over the limits', async () => {
    const deep = `{ menu(locale: "en-gb") { ${'children { '.repeat(12)}id${' }'.repeat(12)} } }`;
    const refused = await post(gateway.client(), { query: deep, extensions: persisted(deep) });
    expect(refused.body.errors[0].extensions.code).toBe('Q_01');
    expect((await post(gateway.client(), { extensions: persisted(deep) })).body.errors).toEqual([expect.objectContaining(notFound)]);
  });
});

describe('mutations and persisted queries', () => {
  const mutation = (name: string) => `mutation { createTag(name: "${name}") { id name } }`;

  it('GET never runs a mutation, sent in full or by the hash of a registered one', async () => {
    const text = mutation('apq-get');
    const full = await get(admin, { query: text });
    expect(full.status).toBe(405);
    expect(full.body.errors[0].extensions).toEqual(expect.objectContaining({ code: 'V_12', reason: 'BAD_REQUEST' }));
    expect(await tagNames()).not.toContain('apq-get');

    const registered = await post(admin, { query: text, extensions: persisted(text) });
    expect(registered.body.data.createTag.name).toBe('apq-get');
    await gateway.sql('delete from tag where name = ?', ['apq-get']);

    const byHash = await get(admin, { extensions: persisted(text) });
    expect(byHash.status).toBe(405);
    expect(byHash.body.data).toBeUndefined();
    expect(await tagNames()).not.toContain('apq-get');
  });

  it('a mutation by its hash alone still needs the CSRF proof', async () => {
    const text = mutation('apq-csrf');
    expect((await post(admin, { query: text, extensions: persisted(text) })).body.data.createTag.name).toBe('apq-csrf');
    await gateway.sql('delete from tag where name = ?', ['apq-csrf']);

    admin.sendCsrf = false;
    try {
      const refused = await post(admin, { extensions: persisted(text) });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].extensions).toEqual(expect.objectContaining({ code: 'V_04', property: 'csrf' }));
    } finally {
      admin.sendCsrf = true;
    }
    expect(await tagNames()).not.toContain('apq-csrf');

    const allowed = await post(admin, { extensions: persisted(text) });
    expect(allowed.body.data.createTag.name).toBe('apq-csrf');
    expect(await tagNames()).toContain('apq-csrf');
  });
});
