import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { endSessionsOf } from '../../auth/account-access';
import { hashPassword, newPassword, verifyPassword } from '../../auth/password';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { UserRepository } from '../user.repository';

/**
 * A user changes their own password, proving the current one (AUTH_02). Every other session of
 * theirs ends; this one continues under a fresh session id.
 */
export const changePassword = defineOperation({
  name: 'changePassword',
  access: 'signed-in',
  input: z
    .object({
      currentPassword: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01').max(1024, 'V_14'),
      password: newPassword(),
      confirm: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).min(1, 'V_01'),
      /** Optional: when named (REST path), it must be the caller. */
      id: entityId().optional(),
    })
    .refine((input) => input.password === input.confirm, { message: 'V_08', path: ['confirm'] }),
  async run(ctx, input) {
    if (input.id !== undefined && input.id !== ctx.viewer!.id) throw new CodedError('UM_01');
    const userId = await inTransaction(ctx, async (tx) => {
      const user = await new UserRepository(tx.em).get(ctx.viewer!.id);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw new CodedError('AUTH_02', 'currentPassword');
      user.passwordHash = await hashPassword(input.password);
      recordAudit(tx, { action: 'user.password-changed', subject: { type: 'user', id: user.id } });
      await tx.em.flush();
      await endSessionsOf(tx.em, user.id);
      return user.id;
    });
    await ctx.session.signIn(userId);
    return true;
  },
});
