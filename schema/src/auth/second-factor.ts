import type { Ctx } from '../context';
import { recordAudit } from '../audit/record-audit';
import { inTransaction } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { getUser } from '../users/user-directory';
import { presentUser, type UserView } from '../users/user.view';
import type { User } from '../users/user.entity';
import { loginThrottlePolicy, LoginThrottleRepository } from './login-throttle.repository';
import { OneTimeTokenRepository } from './one-time-token.repository';
import type { OneTimeToken } from './one-time-token.entity';
import { isTotpCode, normalizeCode, recoveryCodeHash, totpStep } from './two-factor';
import { TwoFactorRepository } from './two-factor.repository';

/*
 * The second step of a sign-in and what it shares with the setup: the challenge a right password
 * opens (AUTH_07, or AUTH_09 when the role needs a factor the account has not set up), codes
 * counted against the account like passwords (AUTH_03 after five wrong ones in ten minutes), a
 * code's time step taken once, and the session started only when both factors are in.
 */

export type SecondFactor = 'totp' | 'recovery-code';

/** The throttle key of an account's codes (beside the password's, which is its e-mail). */
const codeKey = (userId: number) => `two-factor@${userId}`;

/** Opens the second step for a user whose password was right: answers AUTH_07 or AUTH_09 with the challenge. */
export async function requireSecondFactor(ctx: Ctx, user: User, code: 'AUTH_07' | 'AUTH_09'): Promise<never> {
  const challenge = await inTransaction(ctx, async (tx) => {
    const issued = await new OneTimeTokenRepository(tx.em).issue(user, 'sign-in');
    recordAudit(tx, { action: 'auth.password-accepted', subject: { type: 'user', id: user.id }, details: { secondStep: code === 'AUTH_07' ? 'code' : 'setup' }, actor: user });
    return issued;
  });
  const refusal = new CodedError(code);
  refusal.details = { challenge };
  throw refusal;
}

/** The live sign-in challenge (V_05 on `challenge` when unknown, used or expired). */
export function liveChallenge(ctx: Pick<Ctx, 'em'>, challenge: string): Promise<OneTimeToken> {
  return new OneTimeTokenRepository(ctx.em).live(challenge, 'sign-in', 'challenge');
}

/**
 * Checks a code against the user's enabled factor, counting it against the account: a TOTP code
 * whose step is later than the last taken, or an unused recovery code (which is then gone).
 * AUTH_03 when the account's codes are locked, AUTH_08 (the failure recorded) when wrong.
 * `pendingSecret` checks a setup's first code instead of the enabled factor.
 */
export async function checkSecondFactor(ctx: Ctx, userId: number, code: string, options: { pending?: boolean } = {}): Promise<SecondFactor> {
  const throttle = new LoginThrottleRepository(ctx.em, loginThrottlePolicy);
  if (!(await throttle.claimAttempt(codeKey(userId)))) throw new CodedError('AUTH_03');
  const factors = new TwoFactorRepository(ctx.em);
  const factor = await factors.find(userId);
  let accepted: SecondFactor | null = null;
  if (factor && (options.pending ? factor.enabledAt === null : factor.enabledAt !== null)) {
    if (isTotpCode(code)) {
      const step = await totpStep(factor.secret, normalizeCode(code));
      if (step !== null && (await factors.claimStep(userId, step))) accepted = 'totp';
    } else if (!options.pending && (await factors.useRecoveryCode(userId, recoveryCodeHash(code)))) accepted = 'recovery-code';
  }
  if (!accepted) {
    const lockedNow = await throttle.recordFailure(codeKey(userId));
    await inTransaction(ctx, async (tx) => {
      recordAudit(tx, { action: 'auth.two-factor-failed', subject: { type: 'user', id: userId }, details: lockedNow ? { locked: true } : undefined, actor: null });
    });
    throw new CodedError('AUTH_08', 'code');
  }
  await throttle.clear(codeKey(userId));
  return accepted;
}

/** Ends a sign-in whose factors are in: the challenge is used (once), the session starts. */
export async function completeSignIn(ctx: Ctx, challenge: OneTimeToken, method: SecondFactor | 'setup'): Promise<UserView> {
  const signedIn = await inTransaction(ctx, async (tx) => {
    if (!(await new OneTimeTokenRepository(tx.em).use(challenge))) throw new CodedError('V_05', 'challenge');
    const user = await getUser(tx.em, challenge.user.id);
    user.lastLoginAt = new Date();
    recordAudit(tx, { action: 'auth.login', subject: { type: 'user', id: user.id }, details: { secondFactor: method }, actor: user });
    return user;
  });
  await ctx.session.signIn(signedIn.id);
  return presentUser(signedIn);
}
