import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { UserRepository } from '../../users/user.repository';
import { presentUser } from '../../users/user.view';
import { LoginThrottleRepository } from '../login-throttle.repository';
import { verifyPassword } from '../password';

export const login = defineOperation({
  name: 'login',
  access: 'public',
  input: z.object({
    email: z.string({ required_error: 'V_01' }).trim().min(1, 'V_01').max(254, 'V_14').transform((v) => v.toLowerCase()),
    password: z.string({ required_error: 'V_01' }).min(1, 'V_01').max(1024, 'V_14'),
  }),
  async run(ctx, { email, password }) {
    const throttle = new LoginThrottleRepository(ctx.em);
    // Counted before the (slow) password check, so parallel guesses cannot pass the limit.
    if (!(await throttle.claimAttempt(email))) throw new CodedError('AUTH_03');

    const user = await new UserRepository(ctx.em).findByEmail(email);
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !passwordMatches || !user.active) {
      const lockedNow = await throttle.recordFailure(email);
      recordAudit(ctx, {
        action: 'auth.login-failed',
        subject: user ? { type: 'user', id: user.id } : undefined,
        details: { email, ...(lockedNow ? { locked: true } : {}) },
        actor: null,
      });
      await ctx.em.flush();
      throw new CodedError('AUTH_01');
    }

    await throttle.clear(email);
    user.lastLoginAt = new Date();
    recordAudit(ctx, { action: 'auth.login', subject: { type: 'user', id: user.id }, actor: user });
    await ctx.em.flush();
    await ctx.session.signIn(user.id);
    return presentUser(user);
  },
});
