import { Kind, Lexer, Source, TokenKind, getIntrospectionQuery, getOperationAST, print, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { buildTesseraSchema, fieldCosts } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { createHash } from 'node:crypto';
import { readConfig } from '../config';
import { documentFields, operationAliases, operationCost, operationDepth } from './query-shape';
import * as adminKit from '../../../admin-kit/src/generated/graphql';
import * as adminUsers from '../../../admin-users/src/generated/graphql';
import * as adminMedia from '../../../admin-media/src/generated/graphql';
import * as adminPages from '../../../admin-pages/src/generated/graphql';
import * as adminSite from '../../../admin-site/src/generated/graphql';
import * as site from '../../../site/src/generated/graphql';

/**
 * GraphQL query limits (issue 12): a document too long, too deep, with too many aliases or too
 * costly for its variables is refused with Q_01 (property: the limit) before anything runs,
 * while every document the admin and the site actually send passes with the default limits.
 * Issue 20: a document with too many field selections (fragments expanded) is refused before
 * graphql-js's validation compares them (499 `settings { defaultLocale }` cost ~100 ms of CPU
 * there, and were then refused only as "Validation aborted").
 */

const limits = readConfig({}).graphql;
let gateway: TestGateway;
let visitor: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  visitor = gateway.client();
});

afterAll(async () => {
  await gateway?.stop();
});

/** Sends a document; answers the status, the parsed body and the answer's size in bytes. */
async function send(query: string, variables?: Record<string, unknown>) {
  const response = await visitor.raw('POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

function expectRefused(reply: { status: number; body: any }, limit: string) {
  expect(reply.status).toBe(400);
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.errors).toHaveLength(1);
  expect(reply.body.errors[0].message).toBe('This query is too complex.');
  expect(reply.body.errors[0].extensions).toEqual({ code: 'Q_01', property: limit, errors: [{ code: 'Q_01', property: limit }] });
}

/** `children { children { … id } }`, `depth` fields deep. */
function menuChain(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth; level += 1) selection = `children { ${selection} }`;
  return selection;
}

/** `{ menu(locale: "en-gb") { children { … id } } }`, `depth` fields deep. */
const nestedMenu = (depth: number) => `{ menu(locale: "en-gb") { ${menuChain(depth - 1)} } }`;

function aliasedSettings(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: settings { defaultLocale }`).join(' ')} }`;
}

describe('depth', () => {
  it(`answers a query ${limits.maxDepth} fields deep`, async () => {
    const reply = await send(nestedMenu(limits.maxDepth));
    expect(reply.status).toBe(200);
    expect(reply.body.data.menu).toEqual(expect.any(Array));
  });

  it('refuses one field deeper with Q_01 on depth, running nothing', async () => {
    expectRefused(await send(nestedMenu(limits.maxDepth + 1)), 'depth');
  });

  it('counts the fields of fragments where they are spread', async () => {
    const query = `fragment Deep on MenuItem { ${menuChain(limits.maxDepth)} } { menu(locale: "en-gb") { ...Deep } }`;
    expectRefused(await send(query), 'depth');
  });
});

describe('aliases', () => {
  it(`answers ${limits.maxAliases} aliases and refuses one more with Q_01 on aliases`, async () => {
    const within = await send(aliasedSettings(limits.maxAliases));
    expect(within.status).toBe(200);
    expect(Object.keys(within.body.data)).toHaveLength(limits.maxAliases);
    expectRefused(await send(aliasedSettings(limits.maxAliases + 1)), 'aliases');
  });

  it('refuses 1,000 aliases while parsing (Q_01 on tokens) with a small answer', async () => {
    const reply = await send(aliasedSettings(1000));
    expectRefused(reply, 'tokens');
    expect(reply.bytes).toBeLessThan(300);
  });

  it('counts an aliased fragment once per spread', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: defaultLocale`).join(' ');
    const spreads = Array.from({ length: 6 }, (_, i) => `s${i}: settings { ...Many }`).join(' ');
    expectRefused(await send(`fragment Many on Settings { ${aliases} } { ${spreads} }`), 'aliases');
  });
});

/** `count` times `settings { defaultLocale }` in one selection set: 2 fields each, all of one name. */
const repeatedSettings = (count: number) => `{ ${'settings { defaultLocale } '.repeat(count)}}`;

/** `{ settings { defaultLocale … } }` with `fields` field selections in all. */
const settingsWithFields = (fields: number) => `{ settings { ${'defaultLocale '.repeat(fields - 1)}} }`;

describe('fields', () => {
  it('refuses 499 repeated `settings { defaultLocale }` (under the token limit) with Q_01 on fields', async () => {
    const reply = await send(repeatedSettings(499));
    expectRefused(reply, 'fields');
    expect(reply.bytes).toBeLessThan(300);
  });

  it(`answers ${limits.maxFields} fields and refuses one more`, async () => {
    const within = await send(settingsWithFields(limits.maxFields));
    expect(within.status).toBe(200);
    expect(within.body.data.settings.defaultLocale).toEqual(expect.any(String));
    expectRefused(await send(settingsWithFields(limits.maxFields + 1)), 'fields');
  });

  it('counts the fields of a fragment again at every spread, also in inline fragments', async () => {
    const fragment = `fragment Twenty on Settings { ${'defaultLocale '.repeat(20)}}`;
    const spreads = (count: number) => `{ settings { ${'...Twenty '.repeat(count)}} }`;
    expect((await send(`${fragment} ${spreads(10)}`)).status).toBe(200);
    expectRefused(await send(`${fragment} ${spreads(Math.ceil(limits.maxFields / 20))}`), 'fields');
    expectRefused(await send(`${fragment} { settings { ... on Settings { ${'...Twenty '.repeat(Math.ceil(limits.maxFields / 20))}} } }`), 'fields');
  });

  it('refuses a fragment bomb (each fragment spreading the one before twice) without expanding it', async () => {
    const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on Settings { ...F${i} ...F${i} }`).join(' ');
    expectRefused(await send(`fragment F0 on Settings { defaultLocale } ${levels} { settings { ...F40 } }`), 'fields');
  });

  it('counts fragments that no operation spreads, and every definition of a repeated name (validation walks them all)', async () => {
    expectRefused(await send(`fragment Unused on Query { ${'settings { defaultLocale } '.repeat(300)}} { settings { defaultLocale } }`), 'fields');
    const twice = `fragment Same on Settings { ${'defaultLocale '.repeat(limits.maxFields)}} fragment Same on Settings { defaultLocale } { settings { ...Same } }`;
    expectRefused(await send(twice), 'fields');
  });

  it('refuses the same over GET, and registers no persisted query for it', async () => {
    const query = repeatedSettings(Math.ceil(limits.maxFields / 2) + 1).replace(/ /g, '');
    const byGet = await visitor.raw('GET', `/graphql?${new URLSearchParams({ query })}`, { headers: { 'apollo-require-preflight': 'true' } });
    expectRefused({ status: byGet.status, body: await byGet.json() }, 'fields');

    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = { persistedQuery: { version: 1, sha256Hash } };
    const register = await visitor.raw('POST', '/graphql', { body: JSON.stringify({ query, extensions: persisted }), headers: { 'content-type': 'application/json' } });
    expectRefused({ status: register.status, body: await register.json() }, 'fields');
    const byHash = await visitor.raw('POST', '/graphql', { body: JSON.stringify({ extensions: persisted }), headers: { 'content-type': 'application/json' } });
    expect((await byHash.json()).errors[0].extensions.reason).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('cost', () => {
  const sitemaps = (count: number) =>
    `query Sitemaps($limit: Int) { ${Array.from({ length: count }, (_, i) => `s${i}: sitemapPages(limit: $limit) { pageID alternates { locale path } }`).join(' ')} }`;

  it('answers a list query with small pages and refuses the same document with large ones (the variables count)', async () => {
    const small = await send(sitemaps(5), { limit: 10 });
    expect(small.status).toBe(200);
    expect(small.body.data.s0).toEqual(expect.any(Array));
    expectRefused(await send(sitemaps(5), { limit: 5000 }), 'cost');
  });

  it('refuses a costly list written into the document', async () => {
    const sitemap = 'sitemapPages(limit: 5000) { pageID alternates { locale path } }';
    expectRefused(await send(`{ a: ${sitemap} b: ${sitemap} c: ${sitemap} d: ${sitemap} }`), 'cost');
  });

  // Issue 30: fifty aliases of a version comparison took ~6 s of CPU in one request.
  const comparisons = (count: number) => `query C($page: Int!, $to: Int!) { ${Array.from({ length: count }, (_, i) => `c${i}: comparePageVersions(pageID: $page, to: $to) { pageID }`).join(' ')} }`;

  it('counts what a costly field declares: fifty aliases of a comparison are refused before any runs, two are not', async () => {
    expect(Math.floor(limits.maxCost / fieldCosts.versionComparison)).toBe(2);
    expectRefused(await send(comparisons(50), { page: 1, to: 1 }), 'cost');
    expectRefused(await send(comparisons(3), { page: 1, to: 1 }), 'cost');
    // Two are within the cost; this caller has no session, so they run as far as the access check.
    const two = await send(comparisons(2), { page: 1, to: 1 });
    expect(new Set(two.body.errors.map((error: any) => error.extensions.code))).toEqual(new Set(['UM_01']));
  });

  it('counts a whole page’s content written many times from one variable', async () => {
    const stores = Array.from({ length: 3 }, (_, i) => `s${i}: storeVersion(input: $input) { pageVersionID }`).join(' ');
    expectRefused(await send(`mutation S($input: StoreVersionInput!) { ${stores} }`, { input: { versionId: 1, title: 'x', blocks: [] } }), 'cost');
  });
});

describe('introspection', () => {
  it('answers the standard introspection query with every option (tools read the schema with it)', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true });
    const reply = await send(query);
    expect(reply.status).toBe(200);
    expect(reply.body.data.__schema.queryType.name).toBe('Query');
  });
});

/** Every operation the admin remotes and the site send, from their generated documents. */
const realDocuments: Array<[string, DocumentNode]> = Object.entries({ adminKit, adminUsers, adminMedia, adminPages, adminSite, site }).flatMap(([app, module]) =>
  Object.entries(module as Record<string, unknown>)
    .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === Kind.DOCUMENT)
    .map(([name, document]): [string, DocumentNode] => [`${app} ${name.replace(/Document$/, '')}`, app === 'site' ? document : withTypename(document)]),
);

/** What Apollo Client sends for a document: `__typename` in every selection below the root. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** The largest lists a caller may ask for: page sizes at their maximum (100), limits at the sitemap's (5,000). */
function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const largest: Record<string, number> = { pageSize: 100, limit: 5000, count: 50, first: 100 };
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const typeName = print(definition.type).replace(/[[\]!]/g, '');
    if (largest[name]) variables[name] = largest[name];
    else if (typeName.endsWith('Query')) variables[name] = { pageSize: 100 };
  }
  return variables;
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

describe('the documents the admin and the site send', () => {
  // The schema the gateway serves, with the costs its fields declare (the SDL file carries none).
  const schema = buildTesseraSchema();

  it('are all found (the generated modules of every admin remote and the site)', () => {
    expect(realDocuments.length).toBeGreaterThan(50);
    expect(realDocuments.map(([name]) => name)).toEqual(expect.arrayContaining(['adminKit Me', 'adminSite MenuTree', 'adminPages OverviewPages', 'site SitemapPages', 'site PageFrame']));
  });

  it.each(realDocuments)('%s is within every limit with its largest lists', (_name, document) => {
    const operation = getOperationAST(document)!;
    expect(tokens(print(document))).toBeLessThanOrEqual(limits.maxTokens);
    expect(documentFields(document)).toBeLessThanOrEqual(limits.maxFields);
    expect(operationDepth(document, operation)).toBeLessThanOrEqual(limits.maxDepth);
    expect(operationAliases(document, operation)).toBeLessThanOrEqual(limits.maxAliases);
    expect(operationCost(schema, document, operation, largestVariables(operation))).toBeLessThanOrEqual(limits.maxCost);
  });

  it('are not refused by the gateway (mutations stop at the CSRF check, never at the limits)', async () => {
    const client = gateway.client();
    client.sendCsrf = false;
    const refused: string[] = [];
    for (const [name, document] of realDocuments) {
      const reply = await client.gql(print(document), largestVariables(getOperationAST(document)!));
      if (reply.body.errors?.some((error: any) => error.extensions?.code === 'Q_01')) refused.push(name);
      else if (reply.status >= 500) refused.push(`${name}: ${reply.status}`);
    }
    expect(refused).toEqual([]);
  });
});
