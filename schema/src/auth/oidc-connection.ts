import * as openid from 'openid-client';
import { oidcFlowTtlMs, type OidcFlow, type OidcFlowSeal } from './oidc-flow';
import type { OidcSettings } from './oidc-settings';

/** Why a single sign-on failed: the code the browser sees, and the reason only the audit log keeps. */
export class OidcFailure extends Error {
  constructor(
    readonly code: 'AUTH_20' | 'AUTH_21' | 'AUTH_22' | 'AUTH_23' | 'AUTH_24',
    readonly reason: string,
  ) {
    super(reason);
  }
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Tessera as a client of one OpenID provider (openid-client): the authorization request with
 * state, nonce and PKCE (S256), and the callback's checks — state, the `iss` parameter (RFC 9207,
 * against mix-up), the code exchange with the verifier, the ID token's signature, iss, aud, exp and
 * nonce. The provider's metadata is read on first use and kept; a provider that cannot be reached
 * is AUTH_20 and is asked again next time.
 */
export class OidcConnection {
  private discovered?: Promise<openid.Configuration>;

  constructor(
    readonly settings: OidcSettings,
    /** `<public URL>/api/tessera/auth/oidc/callback`, as registered at the provider. */
    readonly redirectUri: string,
    readonly seal: OidcFlowSeal,
    /** The flow cookie's `Secure` flag (as the session cookie's). */
    readonly cookieSecure: boolean,
  ) {}

  private configuration(): Promise<openid.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this machine (a test or development provider).
    const insecure = issuer.protocol === 'http:' && loopback.has(issuer.hostname);
    this.discovered ??= openid
      .discovery(issuer, this.settings.clientId, undefined, openid.ClientSecretBasic(this.settings.clientSecret), { execute: insecure ? [openid.allowInsecureRequests] : [], timeout: 10 })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw new OidcFailure('AUTH_20', `discovery failed: ${describe(error)}`);
      });
    return this.discovered;
  }

  /** Where to send the browser, and the flow to seal into its cookie. */
  async start(): Promise<{ location: string; flow: OidcFlow }> {
    const config = await this.configuration();
    const flow: OidcFlow = { state: openid.randomState(), nonce: openid.randomNonce(), verifier: openid.randomPKCECodeVerifier(), expiresAt: Date.now() + oidcFlowTtlMs };
    const offered = config.serverMetadata().scopes_supported ?? [];
    const scope = ['openid', 'email', 'profile', ...(offered.includes(this.settings.roleClaim) ? [this.settings.roleClaim] : [])].join(' ');
    const url = openid.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    return { location: url.href, flow };
  }

  /** The person's claims (the ID token's, completed by the userinfo endpoint's), or an OidcFailure. */
  async finish(query: Record<string, string>, flow: OidcFlow): Promise<Record<string, unknown>> {
    const config = await this.configuration();
    const callback = new URL(this.redirectUri);
    for (const [name, value] of Object.entries(query)) callback.searchParams.set(name, value);
    try {
      const tokens = await openid.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true });
      const idToken = tokens.claims()!;
      const userinfo = config.serverMetadata().userinfo_endpoint && tokens.access_token ? await openid.fetchUserInfo(config, tokens.access_token, idToken.sub) : {};
      return { ...userinfo, ...idToken };
    } catch (error) {
      throw new OidcFailure(unreachable(error) ? 'AUTH_20' : 'AUTH_21', describe(error));
    }
  }
}

/** A network failure or timeout talking to the provider (fetch's TypeError, an abort), not a refusal. */
function unreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));
}

/** A short reason for the audit log: the library's code and the provider's error, never shown to the browser. */
function describe(error: unknown): string {
  if (error instanceof openid.AuthorizationResponseError || error instanceof openid.ResponseBodyError) return `${error.code}: ${error.error}`.slice(0, 200);
  if (error instanceof Error) {
    // openid-client's message is generic; oauth4webapi's, its cause, names the check that failed.
    const detail = error.cause instanceof Error ? error.cause.message : error.message;
    return `${(error as { code?: string }).code ?? error.name}: ${detail}`.slice(0, 200);
  }
  return 'unknown';
}
