import type { ErrorEntry } from '../errors/error-message';

/**
 * Every admin call carries X-Requested-With and the session's CSRF token (SPEC §7); the gateway
 * sends a fresh token on every API response, and it changes on sign-in and sign-out, so the
 * token is taken from each response as it comes.
 */
let csrfToken: string | null = null;

export async function tesseraFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (csrfToken) headers.set('X-CSRF-TOKEN', csrfToken);
  const response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  const fresh = response.headers.get('X-CSRF-TOKEN');
  if (fresh) csrfToken = fresh;
  return response;
}

/**
 * The headers tesseraFetch adds, for a request it cannot make: an upload through XMLHttpRequest,
 * which reports its progress where fetch does not.
 */
export function adminRequestHeaders(): Record<string, string> {
  return csrfToken ? { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrfToken } : { 'X-Requested-With': 'XMLHttpRequest' };
}

/** Keeps the fresh token of an answer that did not come through tesseraFetch (see adminRequestHeaders). */
export function rememberCsrfToken(token: string | null): void {
  if (token) csrfToken = token;
}

/** @deprecated the same as ErrorEntry (admin-kit's errors), which remotes should name instead. */
export type RestError = ErrorEntry;

/** A REST call of the facade (uploads); the answer's `Errors` come back as coded errors. */
export async function restCall<T>(method: string, path: string, body?: BodyInit | object): Promise<{ ok: boolean; status: number; data: T; errors: RestError[] }> {
  const isForm = body instanceof FormData;
  const response = await tesseraFetch(path, {
    method,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
  });
  const data = (await response.json().catch(() => ({}))) as T & { Errors?: RestError[] };
  return { ok: response.ok, status: response.status, data, errors: data.Errors ?? (response.ok ? [] : [{ code: 'G_01' }]) };
}
