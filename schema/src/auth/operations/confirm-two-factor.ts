import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import type { UserView } from '../../users/user.view';
import { checkSecondFactor, completeSignIn } from '../second-factor';
import { newRecoveryCodes } from '../two-factor';
import { TwoFactorRepository } from '../two-factor.repository';
import { challengeInput, codeInput } from './sign-in-second-step';
import { settingUpUser } from './start-two-factor-setup';

/**
 * Turns the factor on with the first code from the app, and answers the ten recovery codes
 * (shown this once). During a sign-in (the AUTH_09 challenge) it also starts the session.
 */
export const confirmTwoFactor = defineOperation({
  name: 'confirmTwoFactor',
  access: 'public',
  tokens: 'never',
  input: z.object({ challenge: challengeInput().optional(), code: codeInput() }).strict(),
  async run(ctx, input): Promise<{ recoveryCodes: string[]; user: UserView | null }> {
    const { user, challenge } = await settingUpUser(ctx, input.challenge);
    await checkSecondFactor(ctx, user.id, input.code, { pending: true });
    const { codes, hashes } = newRecoveryCodes();
    await inTransaction(ctx, async (tx) => {
      const factor = await new TwoFactorRepository(tx.em).find(user.id);
      if (!factor || factor.enabledAt) throw new CodedError('V_07', 'twoFactor');
      factor.enabledAt = new Date();
      factor.recoveryCodes = hashes;
      recordAudit(tx, { action: 'auth.two-factor-enabled', subject: { type: 'user', id: user.id }, actor: challenge ? user : undefined });
    });
    return { recoveryCodes: codes, user: challenge ? await completeSignIn(ctx, challenge, 'setup') : null };
  },
});
