/** Single sign-on with OpenID Connect, as the gateway read it from TESSERA_OIDC_* (checked there). */
export interface OidcSettings {
  /** The issuer URL; its `/.well-known/openid-configuration` is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The label of "Sign in with …". */
  name: string;
  /** The claim whose value(s) pick the role (`groups`). */
  roleClaim: string;
  /** Claim value → role name, in order: the first mapping a person's claim holds wins. */
  roles: ReadonlyArray<{ value: string; role: string }>;
  /** The role of a person no mapping matches; null refuses them (AUTH_23). */
  defaultRole: string | null;
  /** Password and passkey sign-in refused (AUTH_25), except for accounts that may manage users (the break-glass). */
  ssoOnly: boolean;
}

/** The role a person's claim gives them: the first mapping their claim holds, else the default; null when none. */
export function roleFromClaim(settings: Pick<OidcSettings, 'roles' | 'defaultRole'>, claim: unknown): string | null {
  const held = new Set((Array.isArray(claim) ? claim : [claim]).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number').map(String));
  return settings.roles.find((mapping) => held.has(mapping.value))?.role ?? settings.defaultRole;
}

/**
 * Whether "SSO only" keeps this role out of the sign-ins Tessera checks itself (password and
 * passkey): everyone but those who may manage users, who keep a way in when the provider is down.
 * Deactivating someone at the provider must end their access, so a passkey is no side door.
 */
export function keptOutBySsoOnly(settings: Pick<OidcSettings, 'ssoOnly'> | undefined, role: { permissions: ReadonlyArray<{ name: string }> }): boolean {
  return !!settings?.ssoOnly && !role.permissions.some((permission) => permission.name === 'manage-users');
}
