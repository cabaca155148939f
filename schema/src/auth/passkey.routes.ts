import { succeeded, type RestRoute } from '../http/rest-route';
import { restUser } from '../users/user.rest';
import { addPasskey } from './operations/add-passkey';
import { listPasskeys } from './operations/list-passkeys';
import { removePasskey } from './operations/remove-passkey';
import { signInWithPasskey } from './operations/sign-in-with-passkey';
import { startPasskeyRegistration } from './operations/start-passkey-registration';
import { startPasskeySignIn } from './operations/start-passkey-sign-in';
import type { PasskeyView } from './passkey.view';

const restPasskey = ({ id, ...rest }: PasskeyView) => ({ ID: id, ...rest });

/** Tessera's addition: passkeys (WebAuthn) under /api/tessera/auth/passkeys, and signing in with one. */
export const passkeyRoutes: RestRoute[] = [
  { method: 'GET', path: '/auth/passkeys', handle: async (ctx) => ({ Passkeys: (await listPasskeys(ctx, {})).map(restPasskey) }) },
  { method: 'POST', path: '/auth/passkeys/options', handle: async (ctx, { body }) => succeeded({ options: await startPasskeyRegistration(ctx, body) }) },
  { method: 'POST', path: '/auth/passkeys', handle: async (ctx, { body }) => succeeded({ Passkey: restPasskey(await addPasskey(ctx, body)) }) },
  { method: 'DELETE', path: '/auth/passkeys/:id', handle: async (ctx, { params }) => succeeded(await removePasskey(ctx, params)) },
  { method: 'POST', path: '/auth/passkey/options', handle: async (ctx, { body }) => succeeded({ options: await startPasskeySignIn(ctx, body) }) },
  { method: 'POST', path: '/auth/passkey', handle: async (ctx, { body }) => succeeded({ User: restUser(await signInWithPasskey(ctx, body)) }) },
];
