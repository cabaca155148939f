import { passkeyLimits } from '@tessera/content-model';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { lockUser } from '../../users/user-directory';
import { OneTimeTokenRepository } from '../one-time-token.repository';
import { PasskeyRepository } from '../passkey.repository';
import { passkeyChallengeLifetimeMs, passkeyKey, relyingParty, userHandle, webAuthn } from '../passkeys';

/**
 * Starts adding a passkey for the signed-in person: the options `startRegistration` of
 * @simplewebauthn/browser takes. The challenge is a one-time token (stored hashed, five minutes;
 * a newer one replaces it). V_07 on `passkeys` when they have the most a user may have.
 */
export const startPasskeyRegistration = defineOperation({
  name: 'startPasskeyRegistration',
  access: 'signed-in',
  tokens: 'never',
  input: z.object({}).strict(),
  async run(ctx): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const key = await passkeyKey(ctx);
    const { user, challenge, existing } = await inTransaction(ctx, async (tx) => {
      const locked = await lockUser(tx.em, ctx.viewer!.id);
      const passkeys = await new PasskeyRepository(tx.em).listOf(locked.id);
      if (passkeys.length >= passkeyLimits.perUser) throw new CodedError('V_07', 'passkeys');
      return { user: locked, challenge: await new OneTimeTokenRepository(tx.em).issue(locked, 'passkey'), existing: passkeys };
    });
    const rp = relyingParty(ctx);
    return (await webAuthn()).generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userDisplayName: user.name || user.email,
      userID: userHandle(key, user.id),
      challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
      timeout: passkeyChallengeLifetimeMs,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as never })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  },
});
