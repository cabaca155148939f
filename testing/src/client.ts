/**
 * A client that behaves like the admin: it keeps the session cookie, picks up the CSRF token
 * from every response, and sends both with X-Requested-With on writes.
 */
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  cookie: string | null = null;
  csrf: string | null = null;
  /** When false, writes go out without the CSRF headers (to prove they are refused). */
  sendCsrf = true;

  constructor(readonly baseUrl: string) {}

  private remember(response: Response): void {
    const token = response.headers.get('x-csrf-token');
    if (token) this.csrf = token;
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie?.match(/tessera_session=([^;]*)/);
    if (match) this.cookie = `tessera_session=${match[1]}`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.sendCsrf && this.csrf ? { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': this.csrf } : {}),
      ...extra,
    };
  }

  /** Opens an anonymous session, as the admin does on load. */
  async start(): Promise<this> {
    await this.rest('GET', '/api/tessera/user');
    return this;
  }

  async raw(method: string, path: string, init: { body?: RequestInit['body']; headers?: Record<string, string> } = {}): Promise<Response> {
    // Redirects are answers to look at (a renamed page's 301), not to follow.
    const response = await fetch(this.baseUrl + path, { method, body: init.body, headers: this.headers(init.headers), redirect: 'manual' });
    this.remember(response);
    return response;
  }

  async rest<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const response = await this.raw(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  /** One multipart file, with text fields sent before it (as a browser's FormData does). */
  async upload<T = any>(method: string, path: string, field: string, bytes: Buffer, fileName: string, type: string, fields: Record<string, string> = {}): Promise<Reply<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await this.raw(method, path, { body: form });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<Reply<{ data?: T; errors?: any[] }>> {
    return this.rest('POST', '/graphql', { query, variables });
  }

  async gqlUpload<T = any>(query: string, variables: Record<string, unknown>, fileVariable: string, bytes: Buffer, fileName: string, type: string) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, [fileVariable]: null } }));
    form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
    form.append('0', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await this.raw('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: T; errors?: any[] } };
  }

  async signIn(email: string, password: string): Promise<Reply> {
    if (!this.csrf) await this.start();
    return this.rest('POST', '/api/tessera/auth/login', { email, password });
  }
}
