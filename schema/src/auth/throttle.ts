import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginThrottleRepository, type ThrottlePolicy } from './login-throttle.repository';

export type { ThrottlePolicy };

/*
 * Failed attempts counted per key in PostgreSQL (the login_throttle table: across restarts and
 * gateways), for another feature's refusals: unknown API tokens per address. A key's policy
 * window must not be longer than the sign-in one, whose prune forgets old counts of every key.
 */

/** Whether the key is locked now; counts nothing. */
export function isThrottled(em: EntityManager, key: string, policy: ThrottlePolicy): Promise<boolean> {
  return new LoginThrottleRepository(em, policy).isLocked(key);
}

/** Counts a failure of the key, locking it for the policy's minutes when that makes its most. */
export async function countFailure(em: EntityManager, key: string, policy: ThrottlePolicy): Promise<void> {
  const throttle = new LoginThrottleRepository(em, policy);
  await throttle.claimAttempt(key);
  await throttle.recordFailure(key);
}
