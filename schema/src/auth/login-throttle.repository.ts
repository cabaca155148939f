import type { EntityManager } from '@mikro-orm/postgresql';

export interface ThrottlePolicy {
  readonly maxFailures: number;
  readonly windowMinutes: number;
  readonly lockMinutes: number;
}

/** Failed sign-ins that lock an e-mail, and for how long (SPEC §9: 10 minutes). */
export const loginThrottlePolicy: ThrottlePolicy = { maxFailures: 5, windowMinutes: 10, lockMinutes: 10 };

/**
 * Counts attempts atomically in one statement, before the password is checked, so concurrent
 * attempts (on one instance or several) cannot slip past the limit: an attempt is counted as a
 * failure until it succeeds, and at most `maxFailures` of them are ever checked per window.
 */
export class LoginThrottleRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly policy: ThrottlePolicy = loginThrottlePolicy,
  ) {}

  /** Whether the key is locked now (nothing is counted). */
  async isLocked(key: string): Promise<boolean> {
    const rows = await this.em.execute<{ locked: boolean }[]>('select true as locked from login_throttle where email = ? and locked_until > now()', [key]);
    return rows.length > 0;
  }

  /**
   * Claims one attempt for the e-mail. False when it is locked, or when this attempt would go
   * over the limit (then the password must not be checked at all).
   */
  async claimAttempt(email: string): Promise<boolean> {
    const { maxFailures, windowMinutes } = this.policy;
    const rows = await this.em.execute<{ allowed: boolean }[]>(
      `insert into login_throttle (email, failures, window_started_at, locked_until)
       values (?, 1, now(), null)
       on conflict (email) do update set
         failures = case when login_throttle.locked_until > now() then login_throttle.failures
                         when login_throttle.window_started_at < now() - make_interval(mins => ?) then 1
                         else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.locked_until > now() then login_throttle.window_started_at
                                  when login_throttle.window_started_at < now() - make_interval(mins => ?) then now()
                                  else login_throttle.window_started_at end
       returning (locked_until is null or locked_until <= now()) and failures <= ? as allowed`,
      [email, windowMinutes, windowMinutes, maxFailures],
    );
    return rows[0]?.allowed === true;
  }

  /**
   * A claimed attempt failed (it is already counted); locks the e-mail when that makes
   * `maxFailures`. True when this failure locked it.
   */
  async recordFailure(email: string): Promise<boolean> {
    const { maxFailures, lockMinutes } = this.policy;
    const rows = await this.em.execute<{ locked: boolean }[]>(
      `update login_throttle set locked_until = now() + make_interval(mins => ?), failures = 0, window_started_at = now()
       where email = ? and failures >= ? and (locked_until is null or locked_until <= now())
       returning true as locked`,
      [lockMinutes, email, maxFailures],
    );
    return rows[0]?.locked === true;
  }

  async clear(email: string): Promise<void> {
    await this.em.execute('delete from login_throttle where email = ?', [email]);
  }

  /** Forgets counts that can no longer lock anything (also of guessed, unknown e-mails). */
  async prune(): Promise<number> {
    const { windowMinutes } = this.policy;
    const rows = await this.em.execute<{ email: string }[]>(
      `delete from login_throttle where (locked_until is null or locked_until <= now())
       and window_started_at < now() - make_interval(mins => ?) returning email`,
      [windowMinutes],
    );
    return rows.length;
  }
}
