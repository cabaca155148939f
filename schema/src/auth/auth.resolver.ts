import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { registerUser } from '../users/register-user';
import { UserType } from '../users/user.types';
import { LoginInput, RegisterInput, ResetAccountInput } from './auth.types';
import { currentUser } from './operations/current-user';
import { forgotPassword } from './operations/forgot-password';
import { login } from './operations/login';
import { logout } from './operations/logout';
import { refreshSession } from './operations/refresh-session';
import { resetAccount } from './operations/reset-account';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null without a session.' })
  me(@Ctx() ctx: Context): Promise<UserType | null> {
    return currentUser(ctx, {});
  }

  @Mutation(() => UserType)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context): Promise<UserType> {
    return login(ctx, input);
  }

  @Mutation(() => Boolean)
  logout(@Ctx() ctx: Context) {
    return logout(ctx, {});
  }

  @Mutation(() => Boolean)
  refreshSession(@Ctx() ctx: Context) {
    return refreshSession(ctx, {});
  }

  @Mutation(() => UserType, { description: 'Invites a user (needs manage-users); same as createUser with a flat payload.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context): Promise<UserType> {
    return registerUser(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Mails a reset link; answers true whether or not the e-mail has an account.' })
  forgotPassword(@Arg('email') email: string, @Ctx() ctx: Context) {
    return forgotPassword(ctx, { email });
  }

  @Mutation(() => Boolean, { description: 'Sets a password from an activation or reset link.' })
  resetAccount(@Arg('input', () => ResetAccountInput) input: ResetAccountInput, @Ctx() ctx: Context) {
    return resetAccount(ctx, input);
  }
}
