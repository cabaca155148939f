import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { installationSecret } from '../auth/installation-secret';
import { safeEqual } from '../auth/tokens';
import { CodedError } from '../errors/coded-error';

/*
 * The signed address of a release's preview (issue 36). Nothing but the signature lets one in:
 * it names the release and an expiry, keyed with the installation's secret (the same on every
 * gateway of the database), so a link can be handed to someone without an account for an hour,
 * and a changed id, expiry or signature is refused (V_05) before anything is read.
 */

export const releasePreviewLifetimeMs = 60 * 60_000;

async function signature(em: EntityManager, releaseId: number, expires: number): Promise<string> {
  const key = createHmac('sha256', await installationSecret(em))
    .update('tessera:release-preview')
    .digest();
  return createHmac('sha256', key).update(`${releaseId}.${expires}`).digest('base64url');
}

export async function signPreview(em: EntityManager, releaseId: number, now = Date.now()): Promise<{ expires: number; signature: string }> {
  const expires = Math.floor((now + releasePreviewLifetimeMs) / 1000);
  return { expires, signature: await signature(em, releaseId, expires) };
}

/** V_05 unless the signature is this release's and has not expired. */
export async function requireSignedPreview(em: EntityManager, releaseId: number, expires: number, given: string): Promise<void> {
  if (expires * 1000 < Date.now() || !safeEqual(await signature(em, releaseId, expires), given)) throw new CodedError('V_05', 'signature', 403);
}

export const previewQuery = (signed: { expires: number; signature: string }) => `expires=${signed.expires}&signature=${encodeURIComponent(signed.signature)}`;
