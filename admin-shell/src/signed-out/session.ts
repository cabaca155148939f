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

/** A call that answers `Success` and `Errors`; a failed transport is G_01. */
async function call(path: string, body: object): Promise<RestError[]> {
  try {
    const answer = await restCall<{ Success?: boolean }>('POST', `${base}/${path}`, body);
    if (answer.ok && answer.data.Success !== false) return [];
    return answer.errors.length > 0 ? answer.errors : [{ code: 'G_01' }];
  } catch {
    return [{ code: 'G_01' }];
  }
}

export const signIn = (email: string, password: string) => call('auth/login', { email, password });
export const forgotPassword = (email: string) => call('auth/forgot-password', { email });
export const resetAccount = (password: string, confirm: string, token: string) => call('auth/reset-account', { password, confirm, token });
