import { restCall, type RestError } from '@tessera/admin-kit/src/apollo/csrf-fetch';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (the button is not shown otherwise). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

const post = async <T>(path: string, body: object): Promise<{ errors: RestError[]; data: Partial<T> }> => {
  try {
    const answer = await restCall<Partial<T> & { Success?: boolean }>('POST', `/api/tessera/${path}`, body);
    return answer.ok && answer.data.Success !== false ? { errors: [], data: answer.data } : { errors: answer.errors.length > 0 ? answer.errors : [{ code: 'G_01' }], data: answer.data };
  } catch {
    return { errors: [{ code: 'G_01' }], data: {} };
  }
};

/**
 * Signs in with a passkey: the server's options, the browser's own steps (startAuthentication,
 * loaded only now: most sign-ins never need it), and the answer checked by the server. `cancelled`
 * when the browser gave no answer (the person cancelled, or the time ran out).
 */
export async function signInWithPasskey(): Promise<{ errors: RestError[]; cancelled?: true }> {
  const started = await post<{ options: PublicKeyCredentialRequestOptionsJSON }>('auth/passkey/options', {});
  const options = started.data.options;
  if (started.errors.length > 0 || !options) return { errors: started.errors.length > 0 ? started.errors : [{ code: 'G_01' }] };
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: object;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch {
    return { errors: [], cancelled: true };
  }
  return { errors: (await post('auth/passkey', { challenge: options.challenge, response })).errors };
}
