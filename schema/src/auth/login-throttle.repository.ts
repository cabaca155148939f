import type { EntityManager } from '@mikro-orm/postgresql';

/** Failed sign-ins that lock an e-mail, and for how long (SPEC §9: 10 minutes). */
export const loginThrottlePolicy = { maxFailures: 5, windowMinutes: 10, lockMinutes: 10 } as const;

/**
 * Counts failures atomically in one statement, so concurrent attempts on several instances
 * cannot slip past the limit.
 */
export class LoginThrottleRepository {
  constructor(private readonly em: EntityManager) {}

  async isLocked(email: string): Promise<boolean> {
    const rows = await this.em.execute<{ locked: boolean }[]>(
      'select locked_until > now() as locked from login_throttle where email = ?',
      [email],
    );
    return rows[0]?.locked === true;
  }

  /** Records a failure; true when this failure locks the e-mail. */
  async recordFailure(email: string): Promise<boolean> {
    const { maxFailures, windowMinutes, lockMinutes } = loginThrottlePolicy;
    const rows = await this.em.execute<{ locked: boolean }[]>(
      `insert into login_throttle (email, failures, window_started_at, locked_until)
       values (?, 1, now(), null)
       on conflict (email) do update set
         failures = case when login_throttle.window_started_at < now() - make_interval(mins => ?)
                         then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => ?)
                                  then now() else login_throttle.window_started_at end
       returning failures >= ? as locked`,
      [email, windowMinutes, windowMinutes, maxFailures],
    );
    const locked = rows[0]?.locked === true;
    if (locked) {
      await this.em.execute(
        `update login_throttle set locked_until = now() + make_interval(mins => ?), failures = 0, window_started_at = now()
         where email = ?`,
        [lockMinutes, email],
      );
    }
    return locked;
  }

  async clear(email: string): Promise<void> {
    await this.em.execute('delete from login_throttle where email = ?', [email]);
  }
}
