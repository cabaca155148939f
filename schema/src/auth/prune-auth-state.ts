import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginThrottleRepository } from './login-throttle.repository';
import { OneTimeToken } from './one-time-token.entity';
import { PasskeyRepository } from './passkey.repository';
import { SessionRepository } from './session.repository';

/** Hourly housekeeping: expired sessions, stale sign-in counts, tokens dead for a week, used passkey challenges that expired. */
export async function pruneAuthState(em: EntityManager): Promise<void> {
  await new SessionRepository(em).deleteExpired();
  await new LoginThrottleRepository(em).prune();
  await new PasskeyRepository(em).pruneChallenges();
  await em.nativeDelete(OneTimeToken, { expiresAt: { $lt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) } });
}
