/**
 * The error catalogue of SPEC.md §8, the one list the server and the admin share. Every
 * user-facing failure is one of these codes (`ErrorCode`: the admin's error entries are typed
 * with it, so a code that is not here does not compile); the English text is the reference
 * wording (clients translate by code), and `status` is the HTTP status the REST facade answers
 * with when the code is the first error of a response.
 */
export const catalogue = {
  G_01: { status: 500, message: 'Something went wrong, please try again later.' },
  /** Tessera's addition to SPEC §8: the line of image work is full (media/image-work.ts); the answer says when to try again (Retry-After). */
  G_02: { status: 503, message: 'The server is busy, please try again in a moment.' },
  /** Tessera's addition to SPEC §8: the object store holding the media bytes cannot be reached (storage/storage.ts); pages are still served. */
  G_03: { status: 503, message: 'Files cannot be reached right now, please try again in a moment.' },
  /** Tessera's addition to SPEC §8: the database cannot be reached (errors/outage.ts); cached pages are still served. */
  G_04: { status: 503, message: 'The site cannot save or read this right now, please try again in a moment.' },
  V_01: { status: 422, message: 'The {property} field is required.' },
  V_02: { status: 422, message: 'A valid e-mail is needed.' },
  V_03: { status: 422, message: 'Your password and confirmation password do not match.' },
  V_04: { status: 422, message: 'The token is not valid.' },
  V_05: { status: 422, message: 'The token is not valid or is expired.' },
  V_06: { status: 409, message: '{Property} already exists.' },
  V_07: { status: 409, message: 'This operation cannot be executed.' },
  V_08: { status: 422, message: 'The passwords do not match.' },
  V_09: { status: 422, message: 'The password needs at least 1 uppercase character and 1 special character.' },
  V_10: { status: 422, message: 'The password must be more than 8 characters.' },
  V_11: { status: 422, message: 'The password must be fewer than 255 characters.' },
  V_12: { status: 422, message: 'The {property} is not valid.' },
  V_13: { status: 422, message: 'Not a valid URL.' },
  V_14: { status: 422, message: 'Exceeds the character limit.' },
  V_15: { status: 422, message: 'Not valid HTML.' },
  V_16: { status: 422, message: 'At least 1 character needed.' },
  V_17: { status: 422, message: 'Must contain a file.' },
  V_18: { status: 409, message: 'Already exists on this page.' },
  AUTH_01: { status: 401, message: 'These credentials do not match our records.' },
  AUTH_02: { status: 422, message: 'This current password does not match our records.' },
  AUTH_03: { status: 429, message: 'Too many login attempts. Try again after 10 minutes.' },
  /** Tessera's addition to SPEC §8: an API token that is unknown, expired or revoked, or an Authorization header that is not `Bearer tsr_…` (api-tokens/). */
  AUTH_04: { status: 401, message: 'This API token is not valid, has expired or was revoked.' },
  /** Tessera's addition to SPEC §8: an API token sent in the address, where logs and browser histories keep it; it belongs in the Authorization header. */
  AUTH_05: { status: 400, message: 'Send the API token in the Authorization header, never in the address.' },
  /** Tessera's addition to SPEC §8: an API token's calls per minute are used up; the answer says when to try again (Retry-After). */
  AUTH_06: { status: 429, message: 'Too many calls with this API token. Try again in a minute.' },
  /** Tessera's addition to SPEC §8: the password was right and the account signs in with two factors; `details.challenge` goes with the code to auth/two-factor (10 minutes). */
  AUTH_07: { status: 401, message: 'Enter the code from your authenticator app to sign in.' },
  /** Tessera's addition to SPEC §8: a two-factor code or recovery code that is wrong, or was already used. */
  AUTH_08: { status: 401, message: 'This code is not valid or was already used.' },
  /** Tessera's addition to SPEC §8: the password was right and the account's role signs in with two factors it has not set up yet; `details.challenge` lets it set them up now. */
  AUTH_09: { status: 401, message: 'Your role signs in with two factors: set up an authenticator app to continue.' },
  /** Tessera's addition to SPEC §8 (single sign-on, auth/oidc-*.ts; numbered from 20 to leave room for other sign-in methods): the OpenID provider cannot be reached or SSO is not set up. */
  AUTH_20: { status: 503, message: 'Single sign-on is not available right now. Try again later.' },
  /** Tessera's addition to SPEC §8: a single sign-on answer that is not valid (its state, code or ID token; the reason goes to the audit log, never to the browser). */
  AUTH_21: { status: 401, message: 'The single sign-on could not be completed. Please try again.' },
  /** Tessera's addition to SPEC §8: the OpenID provider did not vouch for the person's e-mail address (email_verified). */
  AUTH_22: { status: 403, message: 'Your e-mail address is not verified at the single sign-on provider.' },
  /** Tessera's addition to SPEC §8: the provider's role claim matches no role here and there is no default role. */
  AUTH_23: { status: 403, message: 'Your single sign-on account has no role in this admin. Ask an administrator for access.' },
  /** Tessera's addition to SPEC §8: a single sign-on for an account that an administrator deactivated. */
  AUTH_24: { status: 403, message: 'This account is deactivated.' },
  /** Tessera's addition to SPEC §8: TESSERA_OIDC_SSO_ONLY: password and passkey sign-in are turned off (except for administrators). */
  AUTH_25: { status: 403, message: 'Sign in with single sign-on: signing in with a password or a passkey is turned off.' },
  UM_01: { status: 403, message: 'You are not authorized to do this action.' },
  UM_02: { status: 404, message: 'Failed to get this user from the database.' },
  UM_03: { status: 500, message: 'Failed to delete audit logs.' },
  UM_04: { status: 500, message: 'Failed to delete profile info.' },
  UM_05: { status: 413, message: 'Image exceeds 2MB.' },
  UM_06: { status: 415, message: 'Format not supported, choose JPEG or PNG.' },
  UM_07: { status: 422, message: 'The selected image is invalid.' },
  UM_08: { status: 422, message: 'Image exceeds 1024x1024 pixels.' },
  UM_09: { status: 500, message: 'Failed to create user.' },
  UM_10: { status: 500, message: 'Failed to delete user.' },
  PM_01: { status: 404, message: 'Failed to get the page from the database.' },
  /** Tessera's addition to SPEC §8: the optimistic-concurrency refusal of a stale store. */
  PM_02: { status: 409, message: 'This page was changed by someone else since you opened it. Reload it to see their changes.' },
  /** Tessera's addition to SPEC §8: a publication request sent to the reviewers again within 10 minutes of its last sending (pages/publication.ts resendRequest). */
  PM_03: { status: 429, message: 'This request was sent to the reviewers less than 10 minutes ago. Try again later.' },
  ML_01: { status: 413, message: 'Uploaded file exceeds the size limit.' },
  ML_02: { status: 409, message: 'Cannot move or rename, already exists.' },
  ML_03: { status: 409, message: 'Already exists in this folder.' },
  /** Tessera's additions to SPEC §8 for the media library: a file in use, a type it does not take. */
  ML_04: { status: 409, message: 'This file is used by pages or site content; remove it from them first.' },
  ML_05: { status: 415, message: 'This file type is not supported.' },
  /** Tessera's addition to SPEC §8: an image of more pixels than the server opens, or a turned crop that needs more than it holds at once (media/image-work.ts). */
  ML_06: { status: 422, message: 'This image has too many pixels to process.' },
  /** Tessera's addition to SPEC §8: the contact form's limit per client (contact-rate-limit.repository.ts). */
  CF_01: { status: 429, message: 'Too many messages were sent from here. Try again after 10 minutes.' },
  /** Tessera's addition to SPEC §8: removing a locale that pages still use (update-settings.ts). */
  ST_01: { status: 409, message: 'This locale still has pages; move or delete them first.' },
  /** Tessera's addition to SPEC §8: removing the site's default locale (update-settings.ts); the default changes in a save of its own. */
  ST_02: { status: 409, message: 'The default language cannot be removed; choose another default language and save first.' },
  /** Tessera's addition to SPEC §8: a GraphQL document over the depth, alias, cost or size limits (gateway/src/graphql/query-limits.ts). */
  Q_01: { status: 400, message: 'This query is too complex.' },
  /** Tessera's addition to SPEC §8: a webhook URL whose host resolves to a loopback, private, link-local or other non-public address (webhooks/webhook-target.ts). */
  WH_01: { status: 422, message: 'This address cannot receive webhooks: it leads to a private or local network.' },
  /** Tessera's addition to SPEC §8: a webhook URL whose host name cannot be resolved. */
  WH_02: { status: 422, message: 'The host of this address could not be found.' },
  /** Tessera's addition to SPEC §8: deleting a reusable block that pages show (reusable-blocks/); the answer's details list them. */
  RB_01: { status: 409, message: 'This reusable block is used by pages; remove it from them first.' },
} as const;

export type ErrorCode = keyof typeof catalogue;

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(catalogue, value);
}

/** The reference English text of a code with the property substituted. */
export function describeError(code: ErrorCode, property?: string): string {
  const name = property ?? 'value';
  return catalogue[code].message.replace('{property}', name).replace('{Property}', name.charAt(0).toUpperCase() + name.slice(1));
}
