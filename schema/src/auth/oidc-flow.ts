import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What binds a single sign-on to the browser that started it: the state, nonce and PKCE verifier,
 * sealed (AES-256-GCM) into a short-lived HttpOnly cookie. Nothing is written to the database
 * before the provider sends the browser back, so requests without a session cannot fill it.
 */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch ms after which the flow is refused. */
  expiresAt: number;
}

export const oidcFlowCookie = 'tessera_oidc';
/** Ten minutes to sign in at the provider. */
export const oidcFlowTtlMs = 10 * 60_000;

export class OidcFlowSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'tessera', 'oidc-flow-cookie', 32));
  }

  seal(flow: OidcFlow): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The flow of a cookie this installation sealed and that has not run out; null otherwise. */
  open(sealed: string | undefined, now = Date.now()): OidcFlow | null {
    if (!sealed || sealed.length > 2048) return null;
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const flow = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as OidcFlow;
      return typeof flow.state === 'string' && typeof flow.nonce === 'string' && typeof flow.verifier === 'string' && flow.expiresAt > now ? flow : null;
    } catch {
      return null;
    }
  }
}
