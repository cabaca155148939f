import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { findUserByEmail, getUser } from '../../users/user-directory';
import { presentUser } from '../../users/user.view';
import { LoginThrottleRepository } from '../login-throttle.repository';
import { keptOutBySsoOnly } from '../oidc-settings';
import { verifyPassword } from '../password';
import { requireSecondFactor } from '../second-factor';
import { TwoFactorRepository } from '../two-factor.repository';
import { twoFactorRoles } from '../../settings/site-settings';

export const login = defineOperation({
  name: 'login',
  access: 'public',
  tokens: 'never',
  input: z
    .object({
      email: z
        .string({ required_error: 'V_01' })
        .trim()
        .min(1, 'V_01')
        .max(254, 'V_14')
        .transform((v) => v.toLowerCase()),
      password: z.string({ required_error: 'V_01' }).min(1, 'V_01').max(1024, 'V_14'),
    })
    .strict(),
  async run(ctx, { email, password }) {
    const throttle = new LoginThrottleRepository(ctx.em);
    // Counted (in a statement of its own) before the slow password check, so parallel guesses cannot pass the limit.
    if (!(await throttle.claimAttempt(email))) throw new CodedError('AUTH_03');

    const user = await findUserByEmail(ctx.em, email);
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !passwordMatches || !user.active) {
      const lockedNow = await throttle.recordFailure(email);
      // Committed before the refusal: the failed attempt stays on record.
      await inTransaction(ctx, async (tx) => {
        recordAudit(tx, {
          action: 'auth.login-failed',
          subject: user ? { type: 'user', id: user.id } : undefined,
          details: { email, ...(lockedNow ? { locked: true } : {}) },
          actor: null,
        });
      });
      throw new CodedError('AUTH_01');
    }

    await throttle.clear(email);
    // Single sign-on only: the password stays only for those who may manage users, a way in when the provider is down.
    if (keptOutBySsoOnly(ctx.services.oidc?.settings, user.role)) throw new CodedError('AUTH_25');
    // An account with a second factor, or whose role needs one, signs in in two steps (second-factor.ts).
    if (await new TwoFactorRepository(ctx.em).isEnabled(user.id)) await requireSecondFactor(ctx, user, 'AUTH_07');
    if ((await twoFactorRoles(ctx)).includes(user.role.name)) await requireSecondFactor(ctx, user, 'AUTH_09');
    const signedIn = await inTransaction(ctx, async (tx) => {
      const current = await getUser(tx.em, user.id);
      current.lastLoginAt = new Date();
      recordAudit(tx, { action: 'auth.login', subject: { type: 'user', id: current.id }, actor: current });
      return current;
    });
    await ctx.session.signIn(signedIn.id);
    return presentUser(signedIn);
  },
});
