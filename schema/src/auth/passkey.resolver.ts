import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { UserType } from '../users/user.types';
import { addPasskey } from './operations/add-passkey';
import { listPasskeys } from './operations/list-passkeys';
import { removePasskey } from './operations/remove-passkey';
import { signInWithPasskey } from './operations/sign-in-with-passkey';
import { startPasskeyRegistration } from './operations/start-passkey-registration';
import { startPasskeySignIn } from './operations/start-passkey-sign-in';
import { PasskeyType } from './passkey.types';

/** Passkeys (WebAuthn): adding and removing your own, and signing in with one. */
@Resolver()
export class PasskeyResolver {
  @Query(() => [PasskeyType], { description: 'Your own passkeys, oldest first.' })
  passkeys(@Ctx() ctx: Context): Promise<PasskeyType[]> {
    return listPasskeys(ctx, {});
  }

  @Mutation(() => GraphQLJSONObject, { description: 'Options for `startRegistration` (@simplewebauthn/browser) to add a passkey to your account; the challenge lasts five minutes.' })
  startPasskeyRegistration(@Ctx() ctx: Context): Promise<object> {
    return startPasskeyRegistration(ctx, {});
  }

  @Mutation(() => PasskeyType, { description: 'Adds a passkey: the answer of `startRegistration` to the challenge of startPasskeyRegistration.' })
  addPasskey(@Arg('name') name: string, @Arg('response', () => GraphQLJSONObject) response: object, @Ctx() ctx: Context): Promise<PasskeyType> {
    return addPasskey(ctx, { name, response });
  }

  @Mutation(() => Boolean, { description: 'Removes one of your own passkeys.' })
  async removePasskey(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return (await removePasskey(ctx, { id })).removed;
  }

  @Mutation(() => GraphQLJSONObject, { description: 'Options for `startAuthentication` (@simplewebauthn/browser) to sign in with a passkey; no account is named.' })
  startPasskeySignIn(@Ctx() ctx: Context): Promise<object> {
    return startPasskeySignIn(ctx, {});
  }

  @Mutation(() => UserType, { description: 'Signs in with a passkey (both factors): the challenge of startPasskeySignIn and the answer of `startAuthentication`. AUTH_01 for any failure.' })
  signInWithPasskey(@Arg('challenge') challenge: string, @Arg('response', () => GraphQLJSONObject) response: object, @Ctx() ctx: Context): Promise<UserType> {
    return signInWithPasskey(ctx, { challenge, response });
  }
}
