/*
 * Who may do what (SPEC §4 "User management" and Tessera's additions): the permission names a
 * role or an API token holds, and the rules of API tokens. One definition for the server (which
 * enforces them) and the admin (which offers them as checkboxes and labels them).
 */

/** Every permission Tessera knows. A role holds a list of `{ name, parameters }`; the names here are the only ones an operation may require. */
export const permissionNames = [
  'manage-users',
  'manage-menu',
  'create-page',
  'publish-page',
  'review-publication',
  'manage-media',
  'manage-tags',
  'manage-search',
  'manage-settings',
  'manage-site-content',
  'manage-webhooks',
  'manage-api-tokens',
  'view-audit-log',
  'manage-redirects',
  'publish-release',
] as const;

export type PermissionName = (typeof permissionNames)[number];

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === 'string' && (permissionNames as readonly string[]).includes(value);
}

/**
 * API tokens (`Authorization: Bearer tsr_…`): the prefix lets secret scanners find a leaked one;
 * 32 random bytes in base64url follow it. Shown once, stored only as a SHA-256 hash.
 */
export const apiTokenPrefix = 'tsr_';
export const apiTokenPattern = /^tsr_[A-Za-z0-9_-]{43}$/;
/** Something that looks like a token anywhere in a text (a query string, a log line). */
export const apiTokenInText = /tsr_[A-Za-z0-9_-]{20,}/;

/** Passkeys (WebAuthn): the server refuses beyond these, the admin's settings say so before asking. */
export const passkeyLimits = {
  /** The most passkeys one user may have (V_07 on `passkeys` beyond). */
  perUser: 10,
  /** The longest name a passkey may have (V_14). */
  nameMaxLength: 64,
} as const;

export const apiTokenLimits = {
  /** The longest name a token may have. */
  nameMaxLength: 100,
  /** The most live tokens an installation holds (each one is checked on every call it makes). */
  maxTokens: 500,
  /** The furthest ahead an expiry may be set (about ten years); no expiry at all is also allowed. */
  maxLifetimeDays: 3660,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Whether a token may be made to expire at `expiresAt`: after `now`, and no further ahead than `maxLifetimeDays`. */
export function isApiTokenExpiryAllowed(expiresAt: Date, now: Date): boolean {
  const at = expiresAt.getTime();
  return at > now.getTime() && at <= now.getTime() + apiTokenLimits.maxLifetimeDays * dayMs;
}
