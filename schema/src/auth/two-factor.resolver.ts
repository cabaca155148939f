import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { UserType } from '../users/user.types';
import { confirmTwoFactor } from './operations/confirm-two-factor';
import { disableTwoFactor } from './operations/disable-two-factor';
import { renewRecoveryCodes } from './operations/renew-recovery-codes';
import { resetTwoFactor } from './operations/reset-two-factor';
import { signInSecondStep } from './operations/sign-in-second-step';
import { startTwoFactorSetup } from './operations/start-two-factor-setup';
import { getTwoFactorPolicy, setTwoFactorPolicy } from './operations/two-factor-policy';
import { twoFactorStatus } from './operations/two-factor-status';
import { RecoveryCodesType, SignInSecondStepInput, TwoFactorConfirmationType, TwoFactorEnrolmentType, TwoFactorPolicyType, TwoFactorStatusType } from './two-factor.types';

/** Two-factor sign-in (TOTP and recovery codes). */
@Resolver()
export class TwoFactorResolver {
  @Mutation(() => UserType, { description: 'The second step of a sign-in that answered AUTH_07: starts the session. AUTH_08 for a wrong or used code.' })
  signInSecondStep(@Arg('input') input: SignInSecondStepInput, @Ctx() ctx: Context): Promise<UserType> {
    return signInSecondStep(ctx, input);
  }

  @Query(() => TwoFactorStatusType)
  twoFactorStatus(@Ctx() ctx: Context): Promise<TwoFactorStatusType> {
    return twoFactorStatus(ctx, {});
  }

  @Mutation(() => TwoFactorEnrolmentType, { description: 'Starts setting up an authenticator app: for the signed-in person, or with the challenge of an AUTH_09 answer.' })
  startTwoFactorSetup(@Arg('challenge', () => String, { nullable: true }) challenge: string | null, @Ctx() ctx: Context): Promise<TwoFactorEnrolmentType> {
    return startTwoFactorSetup(ctx, challenge ? { challenge } : {});
  }

  @Mutation(() => TwoFactorConfirmationType, { description: "Turns the factor on with the app's first code; answers the recovery codes once (and signs in, with a challenge)." })
  confirmTwoFactor(@Arg('code') code: string, @Arg('challenge', () => String, { nullable: true }) challenge: string | null, @Ctx() ctx: Context): Promise<TwoFactorConfirmationType> {
    return confirmTwoFactor(ctx, challenge ? { code, challenge } : { code });
  }

  @Mutation(() => Boolean, { description: 'Turns your own second factor off, with your password.' })
  disableTwoFactor(@Arg('password') password: string, @Ctx() ctx: Context): Promise<boolean> {
    return disableTwoFactor(ctx, { password });
  }

  @Mutation(() => RecoveryCodesType, { description: 'Ten new recovery codes, with a code from the app; the old ones stop working.' })
  renewRecoveryCodes(@Arg('code') code: string, @Ctx() ctx: Context): Promise<RecoveryCodesType> {
    return renewRecoveryCodes(ctx, { code });
  }

  @Mutation(() => Boolean, { description: "Takes another user's second factor away and ends their sessions (manage-users)." })
  async resetTwoFactor(@Arg('userId', () => Int) userId: number, @Ctx() ctx: Context): Promise<boolean> {
    return (await resetTwoFactor(ctx, { id: userId })).removed;
  }

  @Query(() => TwoFactorPolicyType)
  twoFactorPolicy(@Ctx() ctx: Context): Promise<TwoFactorPolicyType> {
    return getTwoFactorPolicy(ctx, {});
  }

  @Mutation(() => TwoFactorPolicyType, { description: 'The roles whose users must sign in with two factors (manage-users).' })
  setTwoFactorPolicy(@Arg('roles', () => [String]) roles: string[], @Ctx() ctx: Context): Promise<TwoFactorPolicyType> {
    return setTwoFactorPolicy(ctx, { roles });
  }
}
