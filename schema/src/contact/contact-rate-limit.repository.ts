import type { EntityManager } from '@mikro-orm/postgresql';

/** Valid submissions one client may send per window (honeypot hits count too; refused input does not). */
export const contactRateLimitPolicy = { maxSubmissions: 5, windowMinutes: 10 } as const;

export interface RateLimitClaim {
  allowed: boolean;
  /** Until the client's window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts submissions per client in one statement, so parallel posts (on one instance or several)
 * cannot slip past the limit. The window starts at a client's first submission and lasts
 * `windowMinutes`; the next submission after it opens a new one.
 */
export class ContactRateLimitRepository {
  constructor(private readonly em: EntityManager) {}

  /** Claims one submission for the client; not allowed once the window holds `maxSubmissions`. */
  async claim(clientKey: string): Promise<RateLimitClaim> {
    const { maxSubmissions, windowMinutes } = contactRateLimitPolicy;
    const rows = await this.em.execute<{ allowed: boolean; retry_after_seconds: number | string }[]>(
      `insert into contact_rate_limit (client_key, submissions, window_started_at)
       values (?, 1, now())
       on conflict (client_key) do update set
         submissions = case when contact_rate_limit.window_started_at <= now() - make_interval(mins => ?) then 1
                            else contact_rate_limit.submissions + 1 end,
         window_started_at = case when contact_rate_limit.window_started_at <= now() - make_interval(mins => ?) then now()
                                  else contact_rate_limit.window_started_at end
       returning submissions <= ? as allowed,
         greatest(0, ceil(extract(epoch from window_started_at + make_interval(mins => ?) - now())))::int as retry_after_seconds`,
      [clientKey, windowMinutes, windowMinutes, maxSubmissions, windowMinutes],
    );
    const allowed = rows[0]?.allowed === true;
    return { allowed, retryAfterSeconds: allowed ? 0 : Number(rows[0]?.retry_after_seconds ?? windowMinutes * 60) };
  }

  /** Forgets windows that are over. */
  async prune(): Promise<number> {
    const rows = await this.em.execute<{ client_key: string }[]>(`delete from contact_rate_limit where window_started_at <= now() - make_interval(mins => ?) returning client_key`, [
      contactRateLimitPolicy.windowMinutes,
    ]);
    return rows.length;
  }
}
