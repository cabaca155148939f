/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { adminEmail, adminPassword, startTestGateway, type TestGateway } from '@tessera/testing';
import { LoginDocument, MeDocument } from '../generated/graphql';
import { createTesseraClient } from './create-client';
import { sha256Hex } from './sha256';

/**
 * The admin's Apollo client against a real gateway, without a browser: automatic persisted
 * queries (the hash alone, the document only when the gateway does not know it yet), always by
 * POST, with the CSRF headers a mutation needs; a query result sent back as an input goes
 * without the `__typename` the cache added.
 */

interface Sent {
  method: string;
  hasQuery: boolean;
  hash?: string;
  variables?: Record<string, unknown>;
}

let gateway: TestGateway;
const sent: Sent[] = [];
const realFetch = globalThis.fetch;
let cookie: string | undefined;

beforeAll(async () => {
  gateway = await startTestGateway();
  // What a browser adds: the session cookie kept between calls. And a note of each request.
  globalThis.fetch = async (input, init = {}) => {
    const body = JSON.parse(String(init.body ?? '{}'));
    sent.push({ method: init.method ?? 'GET', hasQuery: typeof body.query === 'string', hash: body.extensions?.persistedQuery?.sha256Hash, variables: body.variables });
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await realFetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie')?.match(/tessera_session=[^;]*/);
    if (set) cookie = set[0];
    return response;
  };
  // The anonymous session and its CSRF token, as the admin's first REST call makes them.
  const { tesseraFetch } = await import('./csrf-fetch');
  await tesseraFetch(`${gateway.url}/api/tessera/user`);
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await gateway?.stop();
});

const shapes = () => sent.map(({ method, hasQuery }) => `${method} ${hasQuery ? 'document' : 'hash'}`);

describe('sha256Hex', () => {
  it('is the SHA-256 of the text in lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the admin client', () => {
  it('sends a query by its hash, the document only the first time the gateway does not know it', async () => {
    sent.length = 0;
    const first = await createTesseraClient(`${gateway.url}/graphql`).query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(first.data?.me).toBeNull();
    expect(shapes()).toEqual(['POST hash', 'POST document']);
    expect(sent[0].hash).toMatch(/^[0-9a-f]{64}$/);

    sent.length = 0;
    const again = await createTesseraClient(`${gateway.url}/graphql`).query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(again.data?.me).toBeNull();
    expect(shapes()).toEqual(['POST hash']);
  });

  it('runs a mutation through it by POST with the CSRF proof (signing in)', async () => {
    sent.length = 0;
    const client = createTesseraClient(`${gateway.url}/graphql`);
    const { data } = await client.mutate({ mutation: LoginDocument, variables: { input: { email: adminEmail, password: adminPassword } } });
    expect(data?.login.email).toBe(adminEmail);
    expect(shapes()).toEqual(['POST hash', 'POST document']);

    sent.length = 0;
    const me = await createTesseraClient(`${gateway.url}/graphql`).query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(me.data?.me?.email).toBe(adminEmail);
    expect(shapes()).toEqual(['POST hash']);
  });

  it('sends a query result back as an input without the __typename the cache added (settings read, then saved)', async () => {
    const client = createTesseraClient(`${gateway.url}/graphql`);
    const read = await client.query({ query: settingsQuery, fetchPolicy: 'network-only' });
    const settings = read.data!.settings;
    expect(settings.__typename).toBe('Settings');
    sent.length = 0;
    const saved = await client.mutate({ mutation: updateSettings, variables: { input: { ...settings, availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'] } } });
    expect(saved.data?.updateSettings.availableLocales).toEqual(['en-gb', 'nl-nl', 'de-de', 'fr-fr']);
    expect(sent.at(-1)?.variables).toEqual({ input: { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: settings.defaultLocale, customSlugLocales: settings.customSlugLocales } });
  });

  it('sends a free-form JSON variable exactly as given, a __typename key included', async () => {
    const blocks = [{ type: 'rich-text', key: 'b1', anchorPoint: 'intro', props: { __typename: 'kept' } }];
    sent.length = 0;
    await createTesseraClient(`${gateway.url}/graphql`).query({ query: anchorAvailable, variables: { blocks }, fetchPolicy: 'network-only' });
    expect(sent.at(-1)?.variables).toEqual({ blocks });
  });
});

const settingsQuery = gql`
  query ClientTestSettings {
    settings {
      availableLocales
      defaultLocale
      customSlugLocales
    }
  }
`;

const updateSettings = gql`
  mutation ClientTestUpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      availableLocales
    }
  }
`;

const anchorAvailable = gql`
  query ClientTestAnchor($blocks: JSON!) {
    anchorAvailable(pageVersionBlocks: $blocks, anchorName: "other")
  }
`;
