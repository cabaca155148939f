import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Passkeys (WebAuthn) over HTTP, with a software authenticator made here from node:crypto (an
 * ES256 key pair per credential, attestation 'none'): adding one from a session, signing in with
 * it instead of password and code, and everything that must be refused: another origin or RP ID,
 * a challenge answered twice, a removed passkey, another user's passkey, API tokens, too many
 * failures from one address, too many passkeys.
 */

let gateway: TestGateway;
let admin: TestClient;
const origin = 'http://tessera.test';
const rpId = 'tessera.test';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | Buffer | string) => createHash('sha256').update(bytes).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What a browser and a platform authenticator do, in software: the same bytes WebAuthn specifies. */
class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly options: { origin?: string; rpId?: string; keepsCounter?: boolean; userVerified?: boolean } = {}) {}

  private clientData(type: string, challenge: string, overrideOrigin?: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: overrideOrigin ?? this.options.origin ?? origin, crossOrigin: false }));
  }

  private flags(extra: number): Buffer {
    // UP (user present) always, UV (user verified) unless told otherwise.
    return Buffer.from([0x01 | (this.options.userVerified === false ? 0 : 0x04) | extra]);
  }

  private counterBytes(credential: Credential): Buffer {
    if (this.options.keepsCounter) credential.counter += 1;
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(credential.counter);
    return bytes;
  }

  /** navigator.credentials.create(): a new ES256 credential, as RegistrationResponseJSON. */
  create(creation: any, override: { origin?: string; rpId?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = { id: randomBytes(32), privateKey, userHandle: creation.user.id, counter: 0 };
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(override.rpId ?? this.options.rpId ?? creation.rp.id),
      this.flags(0x40),
      this.counterBytes(credential),
      Buffer.alloc(16),
      idLength,
      credential.id,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', creation.challenge, override.origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion by one of its credentials, as AuthenticationResponseJSON. */
  get(request: any, override: { origin?: string; rpId?: string; credential?: Credential } = {}) {
    const credential = override.credential ?? this.credentials[this.credentials.length - 1];
    const clientDataJSON = this.clientData('webauthn.get', request.challenge, override.origin);
    const authData = Buffer.concat([sha256(override.rpId ?? this.options.rpId ?? request.rpId), this.flags(0), this.counterBytes(credential)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

async function registrationOptions(client: TestClient) {
  const reply = await client.rest('POST', '/api/tessera/auth/passkeys/options', {});
  expect(reply.status).toBe(200);
  return reply.body.options;
}

/** Adds a passkey made by the authenticator to the client's account. */
async function addPasskey(client: TestClient, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await registrationOptions(client);
  const added = await client.rest('POST', '/api/tessera/auth/passkeys', { name, response: authenticator.create(options) });
  expect(added.status).toBe(200);
  return added.body.Passkey as { ID: number; name: string };
}

/** A passkey sign-in on a fresh client: the options, the authenticator's answer, the reply. */
async function passkeySignIn(authenticator: SoftAuthenticator, override: Parameters<SoftAuthenticator['get']>[1] = {}, on: TestGateway = gateway) {
  const client = await on.client().start();
  const options = (await client.rest('POST', '/api/tessera/auth/passkey/options', {})).body.options;
  const response = authenticator.get(options, override);
  const reply = await client.rest('POST', '/api/tessera/auth/passkey', { challenge: options.challenge, response });
  return { client, reply, options, response };
}

const forgetFailures = () => gateway.sql(`delete from login_throttle where email like 'passkey@%'`);

describe('adding a passkey', () => {
  it('answers registration options for this site, adds the passkey and lists it without its key', async () => {
    const { client, email, id } = await gateway.signedIn('editor');
    const options = await registrationOptions(client);
    expect(options).toMatchObject({
      rp: { id: rpId },
      user: { name: email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await gateway.sql(`select token_hash from one_time_token where purpose = 'passkey' and user_id = ?`, [id]);
    expect(stored.token_hash).toBe(sha256(options.challenge).toString('hex'));

    const authenticator = new SoftAuthenticator();
    const added = await client.rest('POST', '/api/tessera/auth/passkeys', { name: '  Work laptop ', response: authenticator.create(options) });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ Success: true, Passkey: { ID: expect.any(Number), name: 'Work laptop', lastUsedAt: null } });

    const listed = await client.rest('GET', '/api/tessera/auth/passkeys');
    expect(listed.body.Passkeys).toEqual([{ ID: added.body.Passkey.ID, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    expect((await registrationOptions(client)).excludeCredentials).toEqual([{ id: b64url(authenticator.credentials[0].id), type: 'public-key', transports: ['internal'] }]);

    const [audit] = await gateway.sql(`select details from audit_log where action = 'auth.passkey-added' and subject_id = ?`, [String(id)]);
    expect(audit.details).toMatchObject({ name: 'Work laptop' });
  });

  it('takes a registration challenge once, and only from its own user', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(client);
    const response = authenticator.create(options);
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'One', response })).status).toBe(200);
    const again = await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'Two', response });
    expect(again.body.Errors[0]).toEqual({ code: 'V_05', property: 'response' });

    const other = await gateway.signedIn('editor');
    const stolen = authenticator.create(await registrationOptions(client));
    expect((await other.client.rest('POST', '/api/tessera/auth/passkeys', { name: 'Stolen', response: stolen })).body.Errors[0]).toEqual({ code: 'V_05', property: 'response' });
  });

  it('refuses a registration challenge older than five minutes', async () => {
    const { client, id } = await gateway.signedIn('editor');
    const response = new SoftAuthenticator().create(await registrationOptions(client));
    await gateway.sql(`update one_time_token set expires_at = now() - interval '1 second' where purpose = 'passkey' and user_id = ?`, [id]);
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'Late', response })).body.Errors[0]).toEqual({ code: 'V_05', property: 'response' });
  });

  it('refuses a registration for another origin or another site, and one without user verification', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    for (const [override, label] of [
      [{ origin: 'http://evil.test' }, 'origin'],
      [{ rpId: 'evil.test' }, 'rp'],
    ] as const) {
      const reply = await client.rest('POST', '/api/tessera/auth/passkeys', { name: label, response: authenticator.create(await registrationOptions(client), override) });
      expect(reply.body.Errors[0]).toEqual({ code: 'V_12', property: 'response' });
    }
    const unverified = new SoftAuthenticator({ userVerified: false });
    const reply = await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'No UV', response: unverified.create(await registrationOptions(client)) });
    expect(reply.body.Errors[0]).toEqual({ code: 'V_12', property: 'response' });
    expect((await client.rest('GET', '/api/tessera/auth/passkeys')).body.Passkeys).toEqual([]);
  });

  it('validates the name and the response, and keeps to ten passkeys a user', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(client);
    const response = authenticator.create(options);
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: ' ', response })).body.Errors[0]).toEqual({ code: 'V_01', property: 'name' });
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'x'.repeat(65), response })).body.Errors[0]).toEqual({ code: 'V_14', property: 'name' });
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'ok' })).body.Errors[0]).toEqual({ code: 'V_01', property: 'response' });
    const huge = { ...response, response: { ...response.response, clientDataJSON: 'A'.repeat(5000) } };
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'ok', response: huge })).body.Errors[0]).toEqual({ code: 'V_14', property: 'response.response.clientDataJSON' });
    const odd = { ...response, type: 'password' };
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'ok', response: odd })).body.Errors[0]).toEqual({ code: 'V_12', property: 'response.type' });
    expect((await client.rest('POST', '/api/tessera/auth/passkeys', { name: 'ok', response, extra: 1 })).body.Errors[0]).toEqual({ code: 'V_12', property: 'extra' });

    for (let n = 1; n <= 10; n++) await addPasskey(client, authenticator, `Key ${n}`);
    const eleventh = await client.rest('POST', '/api/tessera/auth/passkeys/options', {});
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.Errors[0]).toEqual({ code: 'V_07', property: 'passkeys' });
    expect((await client.rest('GET', '/api/tessera/auth/passkeys')).body.Passkeys).toHaveLength(10);
  });

  it('is a person’s own: no session is 401, an API token is 403', async () => {
    const anonymous = await gateway.client().start();
    expect((await anonymous.rest('POST', '/api/tessera/auth/passkeys/options', {})).status).toBe(401);
    expect((await anonymous.rest('GET', '/api/tessera/auth/passkeys')).status).toBe(401);
    const made = await admin.rest('POST', '/api/tessera/api-tokens', { name: 'passkeys', permissions: ['manage-users'] });
    const withToken = (method: string, path: string) =>
      fetch(`${gateway.url}/api/tessera${path}`, { method, headers: { authorization: `Bearer ${made.body.token}`, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    expect((await withToken('POST', '/auth/passkeys/options')).status).toBe(403);
    expect((await withToken('GET', '/auth/passkeys')).status).toBe(403);
    expect((await withToken('DELETE', '/auth/passkeys/1')).status).toBe(403);
    expect((await withToken('POST', '/auth/passkey/options')).status).toBe(403);
    expect((await withToken('POST', '/auth/passkey')).status).toBe(403);
  });
});

describe('signing in with a passkey', () => {
  afterEach(forgetFailures);

  it('signs in without e-mail, password or code, and records the use', async () => {
    const { client, id } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator({ keepsCounter: true });
    const passkey = await addPasskey(client, authenticator);

    const { client: next, reply, options } = await passkeySignIn(authenticator);
    expect(options).toMatchObject({ rpId, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Success: true, User: { ID: id } });
    expect((await next.rest('GET', '/api/tessera/user')).body.ID).toBe(id);
    const [listed] = (await next.rest('GET', '/api/tessera/auth/passkeys')).body.Passkeys;
    expect(listed).toMatchObject({ ID: passkey.ID, lastUsedAt: expect.any(String) });

    const [audit] = await gateway.sql(`select details, actor_id from audit_log where action = 'auth.login' and subject_id = ? order by id desc limit 1`, [String(id)]);
    expect(audit).toMatchObject({ actor_id: id, details: { method: 'passkey' } });
    const [stored] = await gateway.sql('select counter from passkey where id = ?', [passkey.ID]);
    expect(Number(stored.counter)).toBe(2);
  });

  it('works over GraphQL too', async () => {
    const { client, id } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    const options = (await client.gql('mutation { startPasskeyRegistration }')).body.data!.startPasskeyRegistration;
    const added = await client.gql('mutation($name: String!, $response: JSONObject!) { addPasskey(name: $name, response: $response) { id name lastUsedAt } }', {
      name: 'Phone',
      response: authenticator.create(options),
    });
    expect(added.body.data!.addPasskey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    expect((await client.gql('{ passkeys { id name } }')).body.data!.passkeys).toEqual([{ id: added.body.data!.addPasskey.id, name: 'Phone' }]);

    const next = await gateway.client().start();
    const request = (await next.gql('mutation { startPasskeySignIn }')).body.data!.startPasskeySignIn;
    const signedIn = await next.gql('mutation($challenge: String!, $response: JSONObject!) { signInWithPasskey(challenge: $challenge, response: $response) { id } }', {
      challenge: request.challenge,
      response: authenticator.get(request),
    });
    expect(signedIn.body.data!.signInWithPasskey).toEqual({ id });
    expect((await next.gql('mutation($id: Int!) { removePasskey(id: $id) }', { id: added.body.data!.addPasskey.id })).body.data!.removePasskey).toBe(true);
  });

  it('refuses another origin, another RP ID and an unknown credential alike (AUTH_01)', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    for (const override of [{ origin: 'http://evil.test' }, { origin: 'https://tessera.test' }, { rpId: 'evil.test' }]) {
      const { reply } = await passkeySignIn(authenticator, override);
      expect(reply.status).toBe(401);
      expect(reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
    }
    const stranger = new SoftAuthenticator();
    stranger.create({ user: { id: b64url(randomBytes(16)) }, rp: { id: rpId }, challenge: 'x' });
    const { reply } = await passkeySignIn(stranger);
    expect(reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
  });

  it('takes a challenge once, refuses a counter that does not grow and a challenge it did not sign', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    const { reply, options, response } = await passkeySignIn(authenticator);
    expect(reply.status).toBe(200);

    const replay = await (await gateway.client().start()).rest('POST', '/api/tessera/auth/passkey', { challenge: options.challenge, response });
    expect(replay.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
    const answeredAgain = await (await gateway.client().start()).rest('POST', '/api/tessera/auth/passkey', { challenge: options.challenge, response: authenticator.get(options) });
    expect(answeredAgain.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);

    const counting = new SoftAuthenticator({ keepsCounter: true });
    await addPasskey(client, counting);
    expect((await passkeySignIn(counting)).reply.status).toBe(200);
    counting.credentials[0].counter -= 2;
    expect((await passkeySignIn(counting)).reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);

    const made = randomBytes(40).toString('base64url');
    const forged = await (await gateway.client().start()).rest('POST', '/api/tessera/auth/passkey', { challenge: made, response: authenticator.get({ challenge: made, rpId }) });
    expect(forged.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
  });

  it('stores nothing for a sign-in’s options: two hundred requests without a session write no rows', async () => {
    const before = await gateway.sql<{ n: string }>(`select (select count(*) from one_time_token) + (select count(*) from used_passkey_challenge) + (select count(*) from login_throttle) as n`);
    const client = await gateway.client().start();
    await Promise.all(Array.from({ length: 200 }, () => client.rest('POST', '/api/tessera/auth/passkey/options', {})));
    const after = await gateway.sql<{ n: string }>(`select (select count(*) from one_time_token) + (select count(*) from used_passkey_challenge) + (select count(*) from login_throttle) as n`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('no longer signs in with a removed passkey, and a user removes only their own', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    const passkey = await addPasskey(client, authenticator);
    const other = await gateway.signedIn('editor');
    const refused = await other.client.rest('DELETE', `/api/tessera/auth/passkeys/${passkey.ID}`);
    expect(refused.status).toBe(404);
    expect(refused.body.Errors[0]).toEqual({ code: 'V_12', property: 'id' });
    expect((await passkeySignIn(authenticator)).reply.status).toBe(200);

    const removed = await client.rest('DELETE', `/api/tessera/auth/passkeys/${passkey.ID}`);
    expect(removed.body).toMatchObject({ Success: true, removed: true });
    expect((await client.rest('GET', '/api/tessera/auth/passkeys')).body.Passkeys).toEqual([]);
    expect((await passkeySignIn(authenticator)).reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
    expect((await gateway.sql(`select 1 from audit_log where action = 'auth.passkey-removed' and details->>'passkey' = ?`, [String(passkey.ID)])).length).toBe(1);
  });

  it('does not sign in a deactivated user', async () => {
    const { client, id } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    await gateway.sql('update tessera_user set active = false where id = ?', [id]);
    expect((await passkeySignIn(authenticator)).reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
  });

  it('counts as both factors for a role that must sign in with two', async () => {
    const { client, id, email } = await gateway.signedIn('reviewer');
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    expect((await admin.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: ['reviewer'] })).status).toBe(200);
    try {
      expect((await gateway.client().signIn(email, 'Str0ng-pass!')).body.Errors[0].code).toBe('AUTH_09');
      const { reply } = await passkeySignIn(authenticator);
      expect(reply.status).toBe(200);
      expect(reply.body.User.ID).toBe(id);
    } finally {
      await admin.rest('PUT', '/api/tessera/auth/two-factor/policy', { roles: [] });
    }
  });

  it('locks an address after ten failures (AUTH_03), before looking at its passkeys', async () => {
    const { client } = await gateway.signedIn('editor');
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    for (let n = 0; n < 10; n++) expect((await passkeySignIn(authenticator, { origin: 'http://evil.test' })).reply.body.Errors).toEqual([{ code: 'AUTH_01', property: null }]);
    const locked = await passkeySignIn(authenticator);
    expect(locked.reply.status).toBe(429);
    expect(locked.reply.body.Errors).toEqual([{ code: 'AUTH_03', property: null }]);
  });
});

describe('under single sign-on only', () => {
  afterEach(forgetFailures);

  it('refuses the passkey of someone who may not manage users (AUTH_25), as their password; an administrator’s still signs in', async () => {
    const { client, email } = await gateway.signedIn('editor');
    const editorKey = new SoftAuthenticator();
    await addPasskey(client, editorKey);
    const adminKey = new SoftAuthenticator();
    await addPasskey(admin, adminKey);
    // The provider is never asked: refusing a passkey needs only the setting.
    const oidc = { issuer: 'http://127.0.0.1:9', clientId: 'tessera', clientSecret: 'tessera-secret', name: 'Example ID', roleClaim: 'groups', roles: [], defaultRole: 'editor', ssoOnly: true };
    const ssoOnly = await startTestGateway({ oidc }, { reset: false });
    try {
      expect((await ssoOnly.client().signIn(email, 'Str0ng-pass!')).body.Errors).toEqual([{ code: 'AUTH_25', property: null }]);
      const refused = await passkeySignIn(editorKey, {}, ssoOnly);
      expect(refused.reply.status).toBe(403);
      expect(refused.reply.body.Errors).toEqual([{ code: 'AUTH_25', property: null }]);
      // Signed out: the SPEC's anonymous user has ID 0.
      expect((await refused.client.rest('GET', '/api/tessera/user')).body.ID).toBe(0);
      const { reply } = await passkeySignIn(adminKey, {}, ssoOnly);
      expect(reply.status).toBe(200);
    } finally {
      await ssoOnly.stop();
    }
  });
});
