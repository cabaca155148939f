import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { ApiTokenInput, ApiTokenType, CreatedApiTokenType } from './api-token.types';
import { createApiToken } from './operations/create-api-token';
import { listApiTokens } from './operations/list-api-tokens';
import { revokeApiToken } from './operations/revoke-api-token';

/** API tokens (manage-api-tokens). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiTokenType], { description: 'Every API token, newest first; never the tokens themselves.' })
  apiTokens(@Ctx() ctx: Context): Promise<ApiTokenType[]> {
    return listApiTokens(ctx, {});
  }

  @Mutation(() => CreatedApiTokenType, { description: 'Makes a token with permissions the caller holds; the answer is the only one that shows it. Not with a token.' })
  createApiToken(@Arg('input') input: ApiTokenInput, @Ctx() ctx: Context): Promise<CreatedApiTokenType> {
    return createApiToken(ctx, { ...input, expiresAt: input.expiresAt ? input.expiresAt.toISOString() : null });
  }

  @Mutation(() => Boolean, { description: 'Revokes a token at once, on every gateway.' })
  async revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await revokeApiToken(ctx, { id });
    return true;
  }
}
