import { forgetUserInAuditLog } from '../../audit/forget-user';
import { recordAudit } from '../../audit/record-audit';
import type { Ctx } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import type { ErrorCode } from '../../errors/catalogue';
import { defineOperation } from '../../operations/define-operation';
import { userIdInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { User } from '../user.entity';
import { recordStorageKeys } from '../../storage/write-record';

/** Runs one step of the deletion; a failure is reported as that step's code (SPEC §8). */
async function step<T>(ctx: Ctx, code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CodedError) throw error;
    ctx.services.log.error({ err: error, code }, 'user deletion step failed');
    throw new CodedError(code);
  }
}

/**
 * Deletes a user in one transaction: their sign-in history (UM_03), their profile data and
 * sessions (UM_10), then their profile image (UM_04). Other audit rows keep the action but lose
 * the e-mail. Deleting yourself or the last active user manager is refused (V_07).
 */
export const deleteUser = defineOperation({
  name: 'deleteUser',
  access: 'manage-users',
  input: userIdInput,
  async run(ctx, { id }) {
    if (id === ctx.viewer?.id) throw new CodedError('V_07', 'id');
    await inTransaction(ctx, async (tx) => {
      const users = new UserRepository(tx.em);
      const user = await users.get(id);
      if (user.active && user.role.permissions.some((p) => p.name === 'manage-users')) {
        await users.lockUserManagers();
        if ((await users.countActiveUserManagers()) <= 1) throw new CodedError('V_07', 'role');
      }
      await step(ctx, 'UM_03', () => forgetUserInAuditLog(tx.em, id));
      await step(ctx, 'UM_10', () => tx.em.nativeDelete(User, { id }));
      recordAudit(tx, { action: 'user.deleted', subject: { type: 'user', id } });
      await tx.em.flush();
      if (user.imageKey) {
        await recordStorageKeys(tx, [user.imageKey]);
        await step(ctx, 'UM_04', () => ctx.services.storage.delete(user.imageKey!));
      }
    });
    return true;
  },
});
