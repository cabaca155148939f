import { createHmac, randomBytes } from 'node:crypto';

/** The header receivers check (docs/webhooks.md): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const signatureHeader = 'Tessera-Signature';

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A secret made for an endpoint registered without one: 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}
