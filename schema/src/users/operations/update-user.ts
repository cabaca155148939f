import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../../audit/record-audit';
import { endSessionsOf } from '../../auth/account-access';
import { authorize, hasPermission } from '../../auth/authorize';
import { verifyPassword } from '../../auth/password';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { emailChangedMail } from '../../mail/templates';
import { defineOperation } from '../../operations/define-operation';
import type { Role } from '../role.entity';
import type { User } from '../user.entity';
import { updateUserInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { presentUser } from '../user.view';

const grantsUserManagement = (role: Role) => role.permissions.some((p) => p.name === 'manage-users');

/** Proof that the one changing their own e-mail is the account's owner, not just its session. */
async function requireCurrentPassword(user: User, currentPassword: string | null | undefined): Promise<void> {
  if (!currentPassword) throw new CodedError('V_01', 'currentPassword');
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw new CodedError('AUTH_02', 'currentPassword');
}

/**
 * A new e-mail is a new way into the account (reset links go there): every session of it ends,
 * and the old address is told, so a stolen session cannot quietly take the account over.
 */
async function announceNewEmail(tx: TxCtx, user: User, previousEmail: string): Promise<void> {
  await endSessionsOf(tx.em, user.id);
  tx.sendMail(emailChangedMail(previousEmail, user.name, user.email));
}

/**
 * Saves e-mail, role and profile. Users may save their own profile and e-mail; changing a role
 * or anyone else needs manage-users, and the last active user manager cannot lose that role.
 * Changing one's own e-mail needs the current password (V_01, AUTH_02); an administrator
 * changing someone else's does not. A changed e-mail ends the account's sessions and mails the
 * old address; whoever changed their own continues under a fresh session, as after a password
 * change.
 */
export const updateUser = defineOperation({
  name: 'updateUser',
  access: 'signed-in',
  input: updateUserInput,
  async run(ctx, input) {
    const own = input.id === ctx.viewer?.id;
    if (!own) authorize(ctx, 'manage-users');
    const saved = await inTransaction(ctx, async (tx) => {
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
      const previousEmail = user.email;
      const emailChanged = previousEmail !== input.email;
      if (emailChanged && own) await requireCurrentPassword(user, input.currentPassword);
      if (await users.emailTaken(input.email, user.id)) throw new CodedError('V_06', 'email');

      const changed = [emailChanged && 'email', user.role.id !== role.id && 'role', user.name !== input.profile.name && 'name', user.jobTitle !== input.profile.jobTitle && 'jobTitle'].filter(Boolean);
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
      if (emailChanged) await announceNewEmail(tx, user, previousEmail);
      return { user: presentUser(user), emailChanged };
    });
    if (own && saved.emailChanged) await ctx.session.signIn(input.id);
    return saved.user;
  },
});
