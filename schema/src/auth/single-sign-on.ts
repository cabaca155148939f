import type { EntityManager } from '@mikro-orm/postgresql';
import type { SingleSignOn } from '../context';
import { missingRoles } from '../users/user-directory';
import { OidcConnection } from './oidc-connection';
import { OidcFlowSeal } from './oidc-flow';
import type { OidcSettings } from './oidc-settings';

/** The redirect URI to register at the provider. */
export const oidcCallbackPath = '/api/tessera/auth/oidc/callback';

/** Roles the mapping or the default names that do not exist (the gateway refuses to start with any). */
export function missingOidcRoles(em: EntityManager, settings: OidcSettings): Promise<string[]> {
  return missingRoles(em, [...settings.roles.map((mapping) => mapping.role), ...(settings.defaultRole ? [settings.defaultRole] : [])]);
}

/** Single sign-on for the composition: the provider is not asked anything until the first sign-in. */
export function singleSignOn(settings: OidcSettings, options: { publicUrl: string; secret: string; cookieSecure: boolean }): SingleSignOn {
  return new OidcConnection(settings, `${options.publicUrl}${oidcCallbackPath}`, new OidcFlowSeal(options.secret), options.cookieSecure);
}
