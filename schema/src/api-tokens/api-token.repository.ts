import type { EntityManager } from '@mikro-orm/postgresql';
import { sha256 } from '../auth/tokens';
import { CodedError } from '../errors/coded-error';
import { ApiToken } from './api-token.entity';

/** A live token found by the token, with this minute's calls. */
export interface TokenHolder {
  tokenId: number;
  tokenName: string;
  tokenPermissions: string[];
  creatorId: number;
  /** Calls in the current minute, this one included. */
  windowCalls: number;
  /** Seconds until the current minute is over. */
  windowSecondsLeft: number;
}

export class ApiTokenRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Finds a live (unexpired) token by the token, counting this call against its minute and
   * noting its use, in one statement: any gateway sees a revocation or expiry at once, since
   * nothing is kept in memory. Null when there is none.
   */
  async authenticate(token: string): Promise<TokenHolder | null> {
    const rows = await this.em.execute<{ id: number; name: string; permissions: string[]; created_by_id: number; window_calls: number; seconds_left: number }[]>(
      `update api_token set
         last_used_at = now(),
         window_calls = case when window_started_at <= now() - interval '1 minute' then 1 else window_calls + 1 end,
         window_started_at = case when window_started_at <= now() - interval '1 minute' then now() else window_started_at end
       where token_hash = ? and (expires_at is null or expires_at > now())
       returning id, name, permissions, created_by_id, window_calls,
         greatest(1, ceil(extract(epoch from (window_started_at + interval '1 minute' - now()))))::int as seconds_left`,
      [sha256(token)],
    );
    const row = rows[0];
    if (!row) return null;
    return { tokenId: row.id, tokenName: row.name, tokenPermissions: row.permissions, creatorId: row.created_by_id, windowCalls: row.window_calls, windowSecondsLeft: row.seconds_left };
  }

  list(): Promise<ApiToken[]> {
    return this.em.find(ApiToken, {}, { orderBy: { id: 'desc' }, populate: ['createdBy'] });
  }

  count(): Promise<number> {
    return this.em.count(ApiToken, {});
  }

  async get(id: number): Promise<ApiToken> {
    const token = await this.em.findOne(ApiToken, { id }, { populate: ['createdBy'] });
    if (!token) throw new CodedError('V_12', 'id', 404);
    return token;
  }
}
