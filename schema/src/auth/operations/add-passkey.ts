import { passkeyLimits } from '@tessera/content-model';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { lockUser } from '../../users/user-directory';
import { OneTimeTokenRepository } from '../one-time-token.repository';
import { PasskeyRepository } from '../passkey.repository';
import { presentPasskey, type PasskeyView } from '../passkey.view';
import { challengeOf, registrationResponseInput, relyingParty, webAuthn } from '../passkeys';

export const passkeyNameInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(passkeyLimits.nameMaxLength, 'V_14');

/** Checks the browser's answer to the person's own live challenge; V_05 (challenge) or V_12 (anything else) on `response`. */
async function verifiedCredential(ctx: Parameters<typeof addPasskey>[0], response: RegistrationResponseJSON) {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw new CodedError('V_12', 'response');
  const token = await new OneTimeTokenRepository(ctx.em).live(challenge, 'passkey', 'response');
  if (token.user.id !== ctx.viewer!.id) throw new CodedError('V_05', 'response');
  const rp = relyingParty(ctx);
  const verification = await (
    await webAuthn()
  )
    .verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true })
    .catch((error: unknown) => {
      ctx.services.log.info({ err: error, requestId: ctx.request.id }, 'passkey registration refused');
      return null;
    });
  if (!verification?.verified) throw new CodedError('V_12', 'response');
  return { token, credential: verification.registrationInfo.credential };
}

/**
 * Adds a passkey to the signed-in person's account: the answer of `startRegistration` to the
 * challenge of startPasskeyRegistration (taken once), checked for this installation's origin and
 * RP ID with user verification. V_07 on `passkeys` beyond the most a user may have, V_06 on
 * `response` for a credential already added.
 */
export const addPasskey = defineOperation({
  name: 'addPasskey',
  access: 'signed-in',
  tokens: 'never',
  input: z.object({ name: passkeyNameInput(), response: registrationResponseInput() }).strict(),
  async run(ctx, { name, response }): Promise<PasskeyView> {
    const { token, credential } = await verifiedCredential(ctx, response as RegistrationResponseJSON);
    return inTransaction(ctx, async (tx) => {
      if (!(await new OneTimeTokenRepository(tx.em).use(token))) throw new CodedError('V_05', 'response');
      const user = await lockUser(tx.em, ctx.viewer!.id);
      const passkeys = new PasskeyRepository(tx.em);
      if ((await passkeys.countOf(user.id)) >= passkeyLimits.perUser) throw new CodedError('V_07', 'passkeys');
      if (await passkeys.credentialExists(credential.id)) throw new CodedError('V_06', 'response');
      const added = passkeys.add(user, {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        name,
      });
      await tx.em.flush();
      recordAudit(tx, { action: 'auth.passkey-added', subject: { type: 'user', id: user.id }, details: { passkey: added.id, name } });
      return presentPasskey(added);
    });
  },
});
