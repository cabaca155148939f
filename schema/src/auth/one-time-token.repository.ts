import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { lockUser } from '../users/user-directory';
import type { User } from '../users/user.entity';
import { OneTimeToken, type TokenPurpose } from './one-time-token.entity';
import { randomToken, sha256 } from './tokens';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  activation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  'sign-in': 10 * 60 * 1000,
  passkey: 5 * 60 * 1000,
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

  /**
   * Issues a token unless one of this purpose was issued within the last minute (then null).
   * The user's row is locked for the check and the insert (the caller's transaction), so
   * requests arriving together issue (and mail) one token, not one each.
   */
  async issueUnlessRecent(user: User, purpose: TokenPurpose): Promise<string | null> {
    const locked = await lockUser(this.em, user.id);
    if (await this.issuedRecently(locked, purpose)) return null;
    return this.issue(locked, purpose);
  }

  /** The live (unused, unexpired) token of the purpose, with its user and role; V_05 (on `property`) otherwise. */
  async live(token: string, purpose: TokenPurpose, property: string): Promise<OneTimeToken> {
    const found = await this.em.findOne(OneTimeToken, { tokenHash: sha256(token), purpose, usedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user', 'user.role'] });
    if (!found) throw new CodedError('V_05', property);
    return found;
  }

  /** Marks a live token used, in one statement: of concurrent uses exactly one gets true. */
  async use(token: OneTimeToken): Promise<boolean> {
    return (await this.em.nativeUpdate(OneTimeToken, { id: token.id, usedAt: null }, { usedAt: new Date() })) === 1;
  }

  /**
   * Marks a mailed token used and returns its row: V_04 when unknown, V_05 when used or expired.
   * The claim is one conditional UPDATE, so of concurrent redemptions exactly one wins (the others
   * wait for its row lock, then find `used_at` set).
   */
  async redeem(token: string): Promise<OneTimeToken> {
    const tokenHash = sha256(token);
    const claimed = await this.em.nativeUpdate(OneTimeToken, { tokenHash, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() });
    if (claimed === 0) {
      const known = (await this.em.count(OneTimeToken, { tokenHash })) > 0;
      throw new CodedError(known ? 'V_05' : 'V_04', 'token');
    }
    return this.em.findOneOrFail(OneTimeToken, { tokenHash }, { populate: ['user', 'user.role'] });
  }
}
