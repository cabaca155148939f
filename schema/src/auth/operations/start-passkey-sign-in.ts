import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { passkeyChallengeLifetimeMs, passkeyKey, relyingParty, signedChallenge, webAuthn } from '../passkeys';

/**
 * The options `startAuthentication` of @simplewebauthn/browser takes to sign in with a passkey:
 * no account is named (the authenticator offers its passkeys for this site), and the challenge is
 * signed, not stored, so asking writes nothing however often it is asked.
 */
export const startPasskeySignIn = defineOperation({
  name: 'startPasskeySignIn',
  access: 'public',
  tokens: 'never',
  input: z.object({}).strict(),
  async run(ctx): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = signedChallenge(await passkeyKey(ctx));
    return (await webAuthn()).generateAuthenticationOptions({
      rpID: relyingParty(ctx).id,
      challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
      timeout: passkeyChallengeLifetimeMs,
      userVerification: 'required',
    });
  },
});
