import { z } from 'zod';
import type { Ctx } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { getUser } from '../../users/user-directory';
import type { User } from '../../users/user.entity';
import { liveChallenge } from '../second-factor';
import { newTotpSecret, totpEnrolment } from '../two-factor';
import { TwoFactorRepository } from '../two-factor.repository';
import { challengeInput } from './sign-in-second-step';

/** Who sets up a factor: the signed-in person, or the account of a sign-in challenge (AUTH_09). Never an API token. */
export async function settingUpUser(ctx: Ctx, challenge: string | undefined): Promise<{ user: User; challenge?: Awaited<ReturnType<typeof liveChallenge>> }> {
  if (challenge) {
    const opened = await liveChallenge(ctx, challenge);
    return { user: opened.user, challenge: opened };
  }
  if (!ctx.viewer || ctx.viewer.isSystem) throw new CodedError('UM_01', undefined, 401);
  if (ctx.viewer.token) throw new CodedError('UM_01');
  return { user: await getUser(ctx.em, ctx.viewer.id) };
}

/**
 * Starts setting up an authenticator app: a new secret, answered with the `otpauth://` address
 * and its QR code (SVG) to scan. Nothing changes for signing in until confirmTwoFactor takes a
 * first code. V_07 when a factor is already on (turn it off first).
 */
export const startTwoFactorSetup = defineOperation({
  name: 'startTwoFactorSetup',
  access: 'public',
  tokens: 'never',
  input: z.object({ challenge: challengeInput().optional() }).strict(),
  async run(ctx, input) {
    const { user } = await settingUpUser(ctx, input.challenge);
    const secret = await newTotpSecret();
    await inTransaction(ctx, async (tx) => {
      const factors = new TwoFactorRepository(tx.em);
      if (await factors.isEnabled(user.id)) throw new CodedError('V_07', 'twoFactor');
      await factors.startSetup(user, secret);
    });
    const issuer = `Tessera ${new URL(ctx.services.publicUrl).hostname}`;
    return { secret, ...(await totpEnrolment(secret, user.email, issuer)) };
  },
});
