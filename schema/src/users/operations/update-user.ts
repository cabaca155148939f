import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { authorize, hasPermission } from '../../auth/authorize';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import type { Role } from '../role.entity';
import { updateUserInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

const grantsUserManagement = (role: Role) => role.permissions.some((p) => p.name === 'manage-users');

/**
 * Saves e-mail, role and profile. Users may save their own profile and e-mail; changing a role
 * or anyone else needs manage-users, and the last active user manager cannot lose that role.
 */
export const updateUser = defineOperation({
  name: 'updateUser',
  access: 'signed-in',
  input: updateUserInput,
  async run(ctx, input) {
    if (input.id !== ctx.viewer?.id) authorize(ctx, 'manage-users');
    return inTransaction(ctx, async (tx) => {
      const users = new UserRepository(tx.em);
      const user = await users.get(input.id);
      const role = input.role === undefined ? user.role : await users.role(input.role);
      if (role.id !== user.role.id) {
        if (!hasPermission(ctx.viewer, 'manage-users')) throw new CodedError('UM_01');
        if (user.active && grantsUserManagement(user.role) && !grantsUserManagement(role)) {
          await users.lockUserManagers();
          if ((await users.countActiveUserManagers()) <= 1) throw new CodedError('V_07', 'role');
        }
      }
      if (await users.emailTaken(input.email, user.id)) throw new CodedError('V_06', 'email');

      const changed = [
        user.email !== input.email && 'email',
        user.role.id !== role.id && 'role',
        user.name !== input.profile.name && 'name',
        user.jobTitle !== input.profile.jobTitle && 'jobTitle',
      ].filter(Boolean);
      user.email = input.email;
      user.role = role;
      user.name = input.profile.name;
      user.jobTitle = input.profile.jobTitle;
      recordAudit(tx, { action: 'user.updated', subject: { type: 'user', id: user.id }, details: { changed } });
      try {
        await tx.em.flush();
      } catch (error) {
        // Another request took the e-mail between the check above and this write.
        if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'email');
        throw error;
      }
      return presentUser(user);
    });
  },
});
