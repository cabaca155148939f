/**
 * A POST to the API as the site's islands make it (signed double submit, see
 * gateway/src/http/csrf.ts): the page's token from its meta tag, copied into the
 * tessera_site_csrf cookie and sent as X-CSRF-TOKEN, with X-Requested-With.
 */
export function csrfToken(): string | null {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null;
  // SPEC §2: a public page without its CSRF meta tag is an error worth seeing.
  if (!token) console.error('[site] the page has no csrf-token meta tag');
  return token;
}

export async function postJson<T>(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: T | null }> {
  const token = csrfToken() ?? '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `tessera_site_csrf=${token}; Path=/; SameSite=Strict${secure}`;
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as T | null;
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}
