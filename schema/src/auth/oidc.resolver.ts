import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { oidcStatus } from './operations/oidc-status';

@ObjectType('SingleSignOnStatus')
export class SingleSignOnStatusType {
  @Field({ description: 'Whether single sign-on with an OpenID provider is set up (TESSERA_OIDC_ISSUER).' }) enabled!: boolean;
  @Field(() => String, { nullable: true, description: 'The label of "Sign in with …".' }) name!: string | null;
  @Field({ description: 'Password sign-in is for administrators only (TESSERA_OIDC_SSO_ONLY).' }) ssoOnly!: boolean;
}

/**
 * Single sign-on. Its sign-in itself is two browser navigations with a cookie and redirects
 * (`GET /api/tessera/auth/oidc` and its callback), REST only by nature.
 */
@Resolver()
export class OidcResolver {
  @Query(() => SingleSignOnStatusType)
  singleSignOn(@Ctx() ctx: Context): Promise<SingleSignOnStatusType> {
    return oidcStatus(ctx, {});
  }
}
