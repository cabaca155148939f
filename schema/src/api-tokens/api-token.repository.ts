import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '../auth/permissions';
import { sha256 } from '../auth/tokens';
import { CodedError } from '../errors/coded-error';
import { ApiToken } from './api-token.entity';

/** A token found live by its hash, with its creator as they are now and this minute's calls. */
export interface TokenHolder {
  tokenId: number;
  tokenName: string;
  tokenPermissions: string[];
  userId: number;
  email: string;
  roleName: string;
  rolePermissions: Permission[];
  /** Calls in the current minute, this one included. */
  windowCalls: number;
  /** Seconds until the current minute is over. */
  windowSecondsLeft: number;
}

export class ApiTokenRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Finds a live token of an active user by the token, counting this call against its minute and
   * noting its use, in one statement (any gateway sees a revocation or expiry at once: nothing is
   * kept in memory). Null when there is none.
   */
  async authenticate(token: string): Promise<TokenHolder | null> {
    const rows = await this.em.execute<
      { id: number; name: string; permissions: string[]; user_id: number; email: string; role_name: string; role_permissions: Permission[]; window_calls: number; seconds_left: number }[]
    >(
      `with hit as (
         update api_token t set
           last_used_at = now(),
           window_calls = case when t.window_started_at <= now() - interval '1 minute' then 1 else t.window_calls + 1 end,
           window_started_at = case when t.window_started_at <= now() - interval '1 minute' then now() else t.window_started_at end
         where t.token_hash = ? and (t.expires_at is null or t.expires_at > now())
         returning t.id, t.name, t.permissions, t.created_by_id, t.window_calls, t.window_started_at
       )
       select hit.id, hit.name, hit.permissions, u.id as user_id, u.email, r.name as role_name, r.permissions as role_permissions, hit.window_calls,
              greatest(1, ceil(extract(epoch from (hit.window_started_at + interval '1 minute' - now()))))::int as seconds_left
       from hit join tessera_user u on u.id = hit.created_by_id and u.active join role r on r.id = u.role_id`,
      [sha256(token)],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      tokenId: row.id,
      tokenName: row.name,
      tokenPermissions: row.permissions,
      userId: row.user_id,
      email: row.email,
      roleName: row.role_name,
      rolePermissions: row.role_permissions,
      windowCalls: row.window_calls,
      windowSecondsLeft: row.seconds_left,
    };
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
