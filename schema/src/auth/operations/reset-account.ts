import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { OneTimeTokenRepository } from '../one-time-token.repository';
import { hashPassword, newPassword } from '../password';
import { SessionRepository } from '../session.repository';

/**
 * Sets a password from a mailed link: activates a new account or resets a forgotten password.
 * Every existing session of the account ends; the user signs in with the new password.
 */
export const resetAccount = defineOperation({
  name: 'resetAccount',
  access: 'public',
  input: z
    .object({
      password: newPassword(),
      confirm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01'),
      token: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(512, 'V_04'),
    })
    .strict()
    .refine((input) => input.password === input.confirm, { message: 'V_03', path: ['confirm'] }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const redeemed = await new OneTimeTokenRepository(em).redeem(input.token);
      const user = redeemed.user;
      user.passwordHash = await hashPassword(input.password);
      user.active = true;
      await new SessionRepository(em).deleteForUser(user.id);
      recordAudit(tx, {
        action: redeemed.purpose === 'activation' ? 'user.activated' : 'user.password-reset',
        subject: { type: 'user', id: user.id },
        actor: user,
      });
      return true;
    }),
});
