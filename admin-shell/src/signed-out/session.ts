import { restCall, tesseraFetch, type RestError } from '@tessera/admin-kit/src/apollo/csrf-fetch';

/**
 * The signed-out screens' calls, straight to the REST facade (SPEC §7 auth): the sign-in page does
 * not load the GraphQL client. Imported by path, admin-kit's fetch helper is the very module the
 * shared admin-kit uses in this build, so the CSRF token it keeps is one.
 */
const base = '/api/tessera';

/** SPEC §4: signed in when the current user's ID is non-zero; a failed read means signed out. */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await tesseraFetch(`${base}/user`);
    if (!response.ok) return false;
    const user = (await response.json()) as { ID?: number } | null;
    return !!user && typeof user.ID === 'number' && user.ID !== 0;
  } catch {
    return false;
  }
}

type Answer<T> = { errors: RestError[]; data: Partial<T> & { Details?: { challenge?: unknown } } };

/** A call that answers `Success` and `Errors` (and a refusal's `Details`); a failed transport is G_01. */
async function post<T extends object = object>(path: string, body: object): Promise<Answer<T>> {
  try {
    const answer = await restCall<Answer<T>['data'] & { Success?: boolean }>('POST', `${base}/${path}`, body);
    if (answer.ok && answer.data.Success !== false) return { errors: [], data: answer.data };
    return { errors: answer.errors.length > 0 ? answer.errors : [{ code: 'G_01' }], data: answer.data };
  } catch {
    return { errors: [{ code: 'G_01' }], data: {} };
  }
}

const call = async (path: string, body: object) => (await post(path, body)).errors;

/** The second step a right password leads to: a code from the app (AUTH_07), or setting the app up first (AUTH_09). */
export interface SecondStep {
  kind: 'code' | 'setup';
  challenge: string;
}

/** The second step a refused sign-in asks for: AUTH_07 or AUTH_09 with the challenge in its details. */
export function secondStepOf(errors: RestError[], details: { challenge?: unknown } | undefined): SecondStep | null {
  const challenge = details?.challenge;
  const code = errors.length === 1 ? errors[0].code : null;
  if (typeof challenge !== 'string' || !challenge || (code !== 'AUTH_07' && code !== 'AUTH_09')) return null;
  return { kind: code === 'AUTH_07' ? 'code' : 'setup', challenge };
}

/** Signed in (no errors), refused (errors), or on to a second step with its challenge. */
export async function signIn(email: string, password: string): Promise<{ errors: RestError[]; secondStep?: SecondStep }> {
  const { errors, data } = await post('auth/login', { email, password });
  const secondStep = secondStepOf(errors, data.Details);
  return secondStep ? { errors: [], secondStep } : { errors };
}

/** A second step's challenge is gone (used, or older than ten minutes): back to the password. */
export const challengeExpired = (errors: RestError[]) => errors.some((error) => error.code === 'V_05' && error.property === 'challenge');

export const signInSecondStep = (challenge: string, code: string) => call('auth/two-factor', { challenge, code });

export async function startTwoFactorSetup(challenge: string): Promise<{ errors: RestError[]; enrolment?: { secret: string; qrSvg: string } }> {
  const { errors, data } = await post<{ secret: string; qrSvg: string }>('auth/two-factor/setup', { challenge });
  return errors.length > 0 || !data.secret || !data.qrSvg ? { errors: errors.length > 0 ? errors : [{ code: 'G_01' }] } : { errors, enrolment: { secret: data.secret, qrSvg: data.qrSvg } };
}

/** Turns the new factor on and signs in; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(challenge: string, code: string): Promise<{ errors: RestError[]; recoveryCodes?: string[] }> {
  const { errors, data } = await post<{ recoveryCodes: string[] }>('auth/two-factor/confirm', { challenge, code });
  return errors.length > 0 ? { errors } : { errors, recoveryCodes: data.recoveryCodes ?? [] };
}

export const forgotPassword = (email: string) => call('auth/forgot-password', { email });
export const resetAccount = (password: string, confirm: string, token: string) => call('auth/reset-account', { password, confirm, token });

/** Single sign-on as the gateway has it set up (TESSERA_OIDC_*): off when the answer fails. */
export interface SingleSignOnStatus {
  enabled: boolean;
  name: string | null;
  ssoOnly: boolean;
}

export async function singleSignOnStatus(): Promise<SingleSignOnStatus> {
  try {
    const response = await tesseraFetch(`${base}/auth/oidc/status`);
    if (!response.ok) return { enabled: false, name: null, ssoOnly: false };
    return (await response.json()) as SingleSignOnStatus;
  } catch {
    return { enabled: false, name: null, ssoOnly: false };
  }
}

/** Where "Sign in with …" goes: a page load, so the gateway can send the browser to the provider. */
export const singleSignOnStart = `${base}/auth/oidc`;

/** The code a refused single sign-on came back with (`/cmsadmin/login?error=AUTH_21`), once. */
export function singleSignOnError(): RestError[] {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('error');
  if (!code || !/^[A-Z]{1,4}_\d{2}$/.test(code)) return [];
  params.delete('error');
  const rest = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  return [{ code: code as RestError['code'] }];
}
