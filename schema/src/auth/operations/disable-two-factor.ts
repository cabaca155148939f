import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { twoFactorRoles } from '../../settings/site-settings';
import { getUser } from '../../users/user-directory';
import { verifyPassword } from '../password';
import { TwoFactorRepository } from '../two-factor.repository';

/**
 * Turns the signed-in person's own second factor off, with their password (AUTH_02 when wrong).
 * V_07 when their role must sign in with two factors.
 */
export const disableTwoFactor = defineOperation({
  name: 'disableTwoFactor',
  access: 'signed-in',
  input: z.object({ password: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01').max(1024, 'V_14') }).strict(),
  run: (ctx, { password }) =>
    inTransaction(ctx, async (tx) => {
      const user = await getUser(tx.em, ctx.viewer!.id);
      if (!(await verifyPassword(password, user.passwordHash))) throw new CodedError('AUTH_02', 'password');
      if ((await twoFactorRoles(tx)).includes(user.role.name)) throw new CodedError('V_07', 'twoFactor');
      if (!(await new TwoFactorRepository(tx.em).remove(user.id))) throw new CodedError('V_07', 'twoFactor');
      recordAudit(tx, { action: 'auth.two-factor-disabled', subject: { type: 'user', id: user.id } });
      return true;
    }),
});
