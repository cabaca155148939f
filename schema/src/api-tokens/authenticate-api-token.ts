import type { EntityManager } from '@mikro-orm/postgresql';
import { apiTokenPattern } from '@tessera/content-model';
import type { Viewer } from '../context';
import { apiTokenThrottlePolicy, LoginThrottleRepository } from '../auth/login-throttle.repository';
import { ApiTokenRepository } from './api-token.repository';
import { tokenViewer } from './token-viewer';

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
  const throttle = new LoginThrottleRepository(em, apiTokenThrottlePolicy);
  const key = `api-token@${options.ip ?? 'unknown'}`;
  if (await throttle.isLocked(key)) return { ok: false, refusal: 'AUTH_03' };
  const holder = apiTokenPattern.test(token) ? await new ApiTokenRepository(em).authenticate(token) : null;
  if (!holder) {
    await throttle.claimAttempt(key);
    await throttle.recordFailure(key);
    return { ok: false, refusal: 'AUTH_04' };
  }
  if (holder.windowCalls > options.callsPerMinute) return { ok: false, refusal: 'AUTH_06', retryAfterSeconds: holder.windowSecondsLeft };
  return { ok: true, viewer: tokenViewer(holder) };
}
