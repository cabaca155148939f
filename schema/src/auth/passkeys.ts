import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Ctx } from '../context';
import { installationSecret } from './installation-secret';
import type { ThrottlePolicy } from './throttle';

/*
 * Passkeys (WebAuthn) with @simplewebauthn/server: what registration and sign-in share. The
 * relying party is the installation's public URL (its host name is the RP ID, its origin the only
 * origin accepted). A registration's challenge is a one-time token of the signed-in user (stored
 * hashed, five minutes); a sign-in's is signed instead of stored, so asking for one writes
 * nothing, and only an answered one is remembered (until it expires) so it is taken once.
 */

/** @simplewebauthn/server, loaded by the first passkey call: loading it costs every gateway's start about 170 ms. */
export const webAuthn = () => import('@simplewebauthn/server');

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(ctx: Pick<Ctx, 'services'>): RelyingParty {
  const url = new URL(ctx.services.publicUrl);
  return { id: url.hostname, name: `Tessera ${url.hostname}`, origin: url.origin };
}

/** How long a challenge (registration or sign-in) can be answered. */
export const passkeyChallengeLifetimeMs = 5 * 60 * 1000;

/**
 * Failed passkey sign-ins from one address (`passkey@<ip>`): a sign-in names no account, so the
 * address is what is counted (AUTH_03 when locked, before any lookup).
 */
export const passkeyThrottlePolicy: ThrottlePolicy = { maxFailures: 10, windowMinutes: 10, lockMinutes: 10 };
export const passkeyThrottleKey = (ctx: Pick<Ctx, 'request'>) => `passkey@${ctx.request.ip ?? 'unknown'}`;

/** The installation's key for passkeys, derived from its secret (never the CSRF key itself). */
export async function passkeyKey(ctx: Pick<Ctx, 'em'>): Promise<Buffer> {
  return createHmac('sha256', await installationSecret(ctx.em))
    .update('passkeys')
    .digest();
}

/**
 * The user handle the authenticator keeps with a user's passkeys: the same for all of one user's
 * passkeys (so an authenticator replaces, not piles up, its own), saying nothing about the user.
 */
export function userHandle(key: Buffer, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', key).update(`user:${userId}`).digest().subarray(0, 16));
}

const macOf = (key: Buffer, body: Buffer) => createHmac('sha256', key).update('sign-in-challenge:').update(body).digest().subarray(0, 16);

/** A sign-in challenge: 16 random bytes and an expiry, signed; base64url. */
export function signedChallenge(key: Buffer, now = Date.now()): string {
  const expires = Buffer.alloc(8);
  expires.writeBigUInt64BE(BigInt(now + passkeyChallengeLifetimeMs));
  const body = Buffer.concat([randomBytes(16), expires]);
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

/** When a signed challenge expires; null when it is not one of ours or has expired. */
export function signedChallengeExpiry(key: Buffer, challenge: string, now = Date.now()): Date | null {
  const raw = Buffer.from(challenge, 'base64url');
  if (raw.length !== 40 || raw.toString('base64url') !== challenge) return null;
  const body = raw.subarray(0, 24);
  if (!timingSafeEqual(raw.subarray(24), macOf(key, body))) return null;
  const expires = Number(body.readBigUInt64BE(16));
  return expires > now ? new Date(expires) : null;
}

/** The challenge the browser signed, read from clientDataJSON (null when that is not readable). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return data && typeof data === 'object' && typeof (data as { challenge?: unknown }).challenge === 'string' ? (data as { challenge: string }).challenge : null;
  } catch {
    return null;
  }
}

const base64url = (max: number) =>
  z
    .string({ required_error: 'V_01', invalid_type_error: 'V_12' })
    .min(1, 'V_01')
    .max(max, 'V_14')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'V_12');
const publicKeyType = z.literal('public-key', { errorMap: () => ({ message: 'V_12' }) });
const transports = z.array(z.string().max(32, 'V_14'), { invalid_type_error: 'V_12' }).max(8, 'V_14');
// Extensions are not asked for, so whatever a browser reports is dropped (an empty object stays).
const clientExtensionResults = z.object({}, { invalid_type_error: 'V_12' }).default({});
const attachment = z.enum(['platform', 'cross-platform'], { errorMap: () => ({ message: 'V_12' }) }).optional();

const shaped = { required_error: 'V_01', invalid_type_error: 'V_12' };

/** A public-key credential as @simplewebauthn/browser answers it, bounded, around its `response`. */
const credentialInput = <Response extends z.ZodRawShape>(response: Response) =>
  z.object(
    {
      id: base64url(1366),
      rawId: base64url(1366),
      type: publicKeyType,
      response: z.object(response, shaped),
      authenticatorAttachment: attachment,
      clientExtensionResults,
    },
    shaped,
  );

/** What `startRegistration` of @simplewebauthn/browser answers, bounded. */
export const registrationResponseInput = () => credentialInput({ clientDataJSON: base64url(4096), attestationObject: base64url(32768), transports: transports.optional() });

/** What `startAuthentication` of @simplewebauthn/browser answers, bounded. */
export const authenticationResponseInput = () =>
  credentialInput({ clientDataJSON: base64url(4096), authenticatorData: base64url(4096), signature: base64url(1024), userHandle: base64url(128).optional() });
