import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Ctx } from '../../context';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { getUser } from '../../users/user-directory';
import { presentUser, type UserView } from '../../users/user.view';
import { keptOutBySsoOnly } from '../oidc-settings';
import type { Passkey } from '../passkey.entity';
import { PasskeyRepository } from '../passkey.repository';
import { authenticationResponseInput, passkeyKey, passkeyThrottleKey, passkeyThrottlePolicy, relyingParty, signedChallengeExpiry, userHandle, webAuthn } from '../passkeys';
import { countFailure, isThrottled } from '../throttle';

/** The passkey that signed the challenge, checked; null for any failure (each is answered alike). */
async function verifiedPasskey(ctx: Ctx, challenge: string, response: AuthenticationResponseJSON): Promise<{ passkey: Passkey; counter: number; expiresAt: Date } | null> {
  const key = await passkeyKey(ctx);
  const expiresAt = signedChallengeExpiry(key, challenge);
  if (!expiresAt) return null;
  const passkey = await new PasskeyRepository(ctx.em).findByCredentialId(response.id);
  if (!passkey || !passkey.user.active) return null;
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandle(key, passkey.user.id)).toString('base64url')) return null;
  const rp = relyingParty(ctx);
  const verification = await (
    await webAuthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter },
      requireUserVerification: true,
    })
    .catch((error: unknown) => {
      ctx.services.log.info({ err: error, requestId: ctx.request.id }, 'passkey sign-in refused');
      return null;
    });
  if (!verification?.verified || !verification.authenticationInfo.userVerified) return null;
  return { passkey, counter: verification.authenticationInfo.newCounter, expiresAt };
}

/**
 * Signs in with a passkey: the answer of `startAuthentication` to a challenge of
 * startPasskeySignIn (taken once), for this installation's origin and RP ID, with user
 * verification and a signature counter that grows (when the authenticator keeps one). A passkey
 * with user verification is both factors, so no code follows, also for roles that must sign in
 * with two. AUTH_25 under single sign-on only, as for a password. Every failure is AUTH_01 and counts against the caller's address (AUTH_03 when locked).
 */
export const signInWithPasskey = defineOperation({
  name: 'signInWithPasskey',
  access: 'public',
  tokens: 'never',
  input: z.object({ challenge: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01').max(128, 'V_05'), response: authenticationResponseInput() }).strict(),
  async run(ctx, { challenge, response }): Promise<UserView> {
    const throttleKey = passkeyThrottleKey(ctx);
    if (await isThrottled(ctx.em, throttleKey, passkeyThrottlePolicy)) throw new CodedError('AUTH_03');
    const checked = await verifiedPasskey(ctx, challenge, response as AuthenticationResponseJSON);
    // Single sign-on only keeps the passkeys of those who may not manage users out, as their passwords.
    if (checked && keptOutBySsoOnly(ctx.services.oidc?.settings, checked.passkey.user.role)) throw new CodedError('AUTH_25');
    const signedIn = checked
      ? await inTransaction(ctx, async (tx) => {
          const passkeys = new PasskeyRepository(tx.em);
          if (!(await passkeys.claimChallenge(challenge, checked.expiresAt))) return null;
          if (!(await passkeys.recordUse(checked.passkey, checked.counter))) return null;
          const user = await getUser(tx.em, checked.passkey.user.id);
          user.lastLoginAt = new Date();
          recordAudit(tx, { action: 'auth.login', subject: { type: 'user', id: user.id }, details: { method: 'passkey', passkey: checked.passkey.id }, actor: user });
          return user;
        })
      : null;
    if (!signedIn) {
      await countFailure(ctx.em, throttleKey, passkeyThrottlePolicy);
      await inTransaction(ctx, async (tx) => {
        const subject = checked ? { type: 'user', id: checked.passkey.user.id } : undefined;
        recordAudit(tx, { action: 'auth.login-failed', subject, details: { method: 'passkey' }, actor: null });
      });
      throw new CodedError('AUTH_01');
    }
    await ctx.session.signIn(signedIn.id);
    return presentUser(signedIn);
  },
});
