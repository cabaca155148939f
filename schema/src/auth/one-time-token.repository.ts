import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { User } from '../users/user.entity';
import { OneTimeToken, type TokenPurpose } from './one-time-token.entity';
import { randomToken, sha256 } from './tokens';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  activation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export class OneTimeTokenRepository {
  constructor(private readonly em: EntityManager) {}

  /** Issues a new token for the user; older unused tokens of the same purpose stop working. */
  async issue(user: User, purpose: TokenPurpose): Promise<string> {
    await this.em.nativeUpdate(OneTimeToken, { user, purpose, usedAt: null }, { usedAt: new Date() });
    const token = randomToken();
    this.em.persist(
      this.em.create(OneTimeToken, {
        tokenHash: sha256(token),
        user,
        purpose,
        expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
        createdAt: new Date(),
      }),
    );
    return token;
  }

  /** True when a token of this purpose was issued to the user within the last minute. */
  async issuedRecently(user: User, purpose: TokenPurpose): Promise<boolean> {
    return (await this.em.count(OneTimeToken, { user, purpose, createdAt: { $gt: new Date(Date.now() - 60_000) } })) > 0;
  }

  /** The token row for a mailed token: V_04 when unknown, V_05 when used or expired. */
  async redeem(token: string): Promise<OneTimeToken> {
    const row = await this.em.findOne(OneTimeToken, { tokenHash: sha256(token) }, { populate: ['user', 'user.role'] });
    if (!row) throw new CodedError('V_04', 'token');
    if (row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new CodedError('V_05', 'token');
    row.usedAt = new Date();
    return row;
  }
}
