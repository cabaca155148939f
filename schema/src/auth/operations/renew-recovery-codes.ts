import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { checkSecondFactor } from '../second-factor';
import { isTotpCode, newRecoveryCodes } from '../two-factor';
import { TwoFactorRepository } from '../two-factor.repository';
import { codeInput } from './sign-in-second-step';

/** Ten new recovery codes for the signed-in person, with a code from the app; the old ones stop working. */
export const renewRecoveryCodes = defineOperation({
  name: 'renewRecoveryCodes',
  access: 'signed-in',
  input: z.object({ code: codeInput() }).strict(),
  async run(ctx, { code }) {
    const userId = ctx.viewer!.id;
    // Only a code from the app: a recovery code would be used up for nothing.
    if (!isTotpCode(code)) throw new CodedError('AUTH_08', 'code');
    await checkSecondFactor(ctx, userId, code);
    const { codes, hashes } = newRecoveryCodes();
    await inTransaction(ctx, async (tx) => {
      const factor = await new TwoFactorRepository(tx.em).find(userId);
      if (!factor?.enabledAt) throw new CodedError('V_07', 'twoFactor');
      factor.recoveryCodes = hashes;
      recordAudit(tx, { action: 'auth.recovery-codes-renewed', subject: { type: 'user', id: userId } });
    });
    return { recoveryCodes: codes };
  },
});
