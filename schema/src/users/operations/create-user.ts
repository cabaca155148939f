import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../../audit/record-audit';
import { OneTimeTokenRepository } from '../../auth/one-time-token.repository';
import { hashPassword } from '../../auth/password';
import { sendAccountLink } from '../../auth/send-account-link';
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
    const user = ctx.em.create(User, {
      email: input.email,
      name: input.profile.name,
      jobTitle: input.profile.jobTitle,
      role,
      active: input.password !== undefined,
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    ctx.em.persist(user);
    const token = input.password === undefined ? await new OneTimeTokenRepository(ctx.em).issue(user, 'activation') : null;
    try {
      await ctx.em.flush();
    } catch (error) {
      // The same e-mail sent twice at once (a double click): both pass emailTaken, one insert loses.
      if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'email');
      ctx.services.log.error({ err: error }, 'could not create the user');
      throw new CodedError('UM_09');
    }
    recordAudit(ctx, { action: 'user.created', subject: { type: 'user', id: user.id }, details: { role: role.name } });
    await ctx.em.flush();
    if (token) await sendAccountLink(ctx, user, 'activation', token);
    return presentUser(user);
  },
});
