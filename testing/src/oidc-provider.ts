import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A client registered at the test provider (oidc-provider's client metadata). */
export interface TestOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
}

/** What a login at the test provider says about the person (the claims of their account). */
export type TestOidcClaims = Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  /** Sets the claims of these login names. */
  accounts(accounts: Record<string, TestOidcClaims>): Promise<void>;
  /** The ID tokens issued next carry another audience, or are expired when issued; `{}` ends it. */
  tamper(how: { audience?: string; expired?: boolean }): Promise<void>;
  /**
   * Follows an authorization URL through the provider's login form as `login` (any password)
   * and answers where the provider sends the browser back: the client's redirect URI with the
   * code, state and iss.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

/** Starts a real OpenID provider (oidc-provider, in a child process) with these clients. */
export async function startOidcProvider(clients: TestOidcClient[]): Promise<TestOidcProvider> {
  const child: ChildProcess = fork(join(__dirname, 'oidc-provider-child.mjs'), { env: { ...process.env, OIDC_TEST_CLIENTS: JSON.stringify(clients) }, stdio: 'inherit' });
  const { issuer } = await new Promise<{ issuer: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { issuer: string }));
    child.once('exit', (code) => reject(new Error(`the test OpenID provider exited with ${code}`)));
  });
  const control = async (path: string, body: object) => {
    const response = await fetch(`${issuer}/__test/${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (response.status !== 204) throw new Error(`the test provider refused ${path}`);
  };
  return {
    issuer,
    accounts: (accounts) => control('accounts', accounts),
    tamper: (how) => control('tamper', how),
    signIn: (authorizationUrl, login) => followLogin(issuer, authorizationUrl, login),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser's walk through the provider: redirects with its cookies, and the dev login form. */
async function followLogin(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    if (!url.startsWith(issuer)) return new URL(url);
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await response.text();
    const form = page.match(/<form[^>]*action="([^"]+)"[^>]*>/);
    if (!form) throw new Error(`no login form at the provider: ${page.slice(0, 300)}`);
    const fields = new URLSearchParams({ login, password: 'any' });
    for (const [, name, value] of page.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(name, value);
    const posted = await send(new URL(form[1], url).toString(), { method: 'POST', body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    url = new URL(posted.headers.get('location') ?? '', url).toString();
  }
  throw new Error('the provider did not send the browser back');
}
