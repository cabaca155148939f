import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../../audit/record-audit';
import { inviteByMail } from '../../auth/account-access';
import { hashPassword } from '../../auth/password';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { createUserInput } from '../user.inputs';
import { UserRepository } from '../user.repository';
import { User } from '../user.entity';
import { presentUser } from '../user.view';

/**
 * Invites a user: the account starts inactive and an activation link is mailed. Given a
 * password, the account is active at once and no mail is sent.
 */
export const createUser = defineOperation({
  name: 'createUser',
  access: 'manage-users',
  input: createUserInput,
  async run(ctx, input) {
    const users = new UserRepository(ctx.em);
    if (await users.emailTaken(input.email)) throw new CodedError('V_06', 'email');
    const role = await users.role(input.role);
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    return inTransaction(ctx, async (tx) => {
      const user = tx.em.create(User, {
        email: input.email,
        name: input.profile.name,
        jobTitle: input.profile.jobTitle,
        role: tx.em.merge(role),
        active: passwordHash !== null,
        passwordHash,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      try {
        await tx.em.flush();
      } catch (error) {
        // The same e-mail sent twice at once (a double click): both pass emailTaken, one insert loses.
        if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'email');
        ctx.services.log.error({ err: error }, 'could not create the user');
        throw new CodedError('UM_09');
      }
      if (!user.active) await inviteByMail(tx, user);
      recordAudit(tx, { action: 'user.created', subject: { type: 'user', id: user.id }, details: { role: role.name } });
      return presentUser(user);
    });
  },
});
