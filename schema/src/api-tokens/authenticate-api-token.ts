import type { EntityManager } from '@mikro-orm/postgresql';
import { apiTokenPattern } from '@tessera/content-model';
import type { Viewer } from '../context';
import { countFailure, isThrottled, type ThrottlePolicy } from '../auth/throttle';
import { activeViewerOf } from '../users/user-directory';
import { ApiTokenRepository } from './api-token.repository';
import { tokenViewer } from './token-viewer';

/**
 * Unknown API tokens from one address (`api-token@<ip>`), and for how long the address is then
 * refused (AUTH_03) before any token it sends is looked up: a token has 256 random bits, so this
 * only keeps a guesser from costing statements per try.
 */
export const apiTokenThrottlePolicy: ThrottlePolicy = { maxFailures: 10, windowMinutes: 10, lockMinutes: 10 };

export type ApiTokenCheck =
  | { ok: true; viewer: Viewer }
  /** Unknown, expired, revoked, of a deactivated or deleted creator, or not a token at all: AUTH_04 (401). */
  | { ok: false; refusal: 'AUTH_04' }
  /** Too many unknown tokens from this address: AUTH_03 (429), without looking the token up. */
  | { ok: false; refusal: 'AUTH_03' }
  /** The token's calls of this minute are used up: AUTH_06 (429), with when to try again. */
  | { ok: false; refusal: 'AUTH_06'; retryAfterSeconds: number };

/**
 * Checks the token of `Authorization: Bearer …`: an address that sent too many unknown tokens is
 * refused before any lookup, an unknown one counts against its address, and a known one counts
 * against its minute. The viewer holds what both the token and its creator's role hold now.
 */
export async function authenticateApiToken(em: EntityManager, token: string, options: { ip: string | undefined; callsPerMinute: number }): Promise<ApiTokenCheck> {
  const key = `api-token@${options.ip ?? 'unknown'}`;
  if (await isThrottled(em, key, apiTokenThrottlePolicy)) return { ok: false, refusal: 'AUTH_03' };
  const holder = apiTokenPattern.test(token) ? await new ApiTokenRepository(em).authenticate(token) : null;
  if (!holder) {
    await countFailure(em, key, apiTokenThrottlePolicy);
    return { ok: false, refusal: 'AUTH_04' };
  }
  if (holder.windowCalls > options.callsPerMinute) return { ok: false, refusal: 'AUTH_06', retryAfterSeconds: holder.windowSecondsLeft };
  // A creator who was deactivated takes the token with them (a deleted one took its row).
  const creator = await activeViewerOf(em, holder.creatorId);
  if (!creator) return { ok: false, refusal: 'AUTH_04' };
  return { ok: true, viewer: tokenViewer(holder, creator) };
}
