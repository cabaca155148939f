import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { Passkey, UsedPasskeyChallenge } from './passkey.entity';
import { sha256 } from './tokens';

export class PasskeyRepository {
  constructor(private readonly em: EntityManager) {}

  listOf(userId: number): Promise<Passkey[]> {
    return this.em.find(Passkey, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countOf(userId: number): Promise<number> {
    return this.em.count(Passkey, { user: userId });
  }

  /** The passkey with this credential id, with its user and role; null when there is none. */
  findByCredentialId(credentialId: string): Promise<Passkey | null> {
    return this.em.findOne(Passkey, { credentialId }, { populate: ['user', 'user.role'] });
  }

  async credentialExists(credentialId: string): Promise<boolean> {
    return (await this.em.count(Passkey, { credentialId })) > 0;
  }

  add(user: User, passkey: { credentialId: string; publicKey: string; counter: number; transports: string[]; name: string }): Passkey {
    const created = this.em.create(Passkey, { user, ...passkey });
    this.em.persist(created);
    return created;
  }

  /** Removes one of the user's own passkeys; false when the user has no passkey with this id. */
  async remove(userId: number, id: number): Promise<boolean> {
    return (await this.em.nativeDelete(Passkey, { id, user: userId })) > 0;
  }

  /**
   * Records a sign-in: the new counter, taken only from the value it was read at, in one
   * statement, so of two sign-ins with one counter value (a replay, or a race) one wins.
   */
  async recordUse(passkey: Passkey, counter: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('update passkey set counter = ?, last_used_at = now() where id = ? and counter = ? returning id', [counter, passkey.id, passkey.counter]);
    return rows.length === 1;
  }

  /** Takes a sign-in challenge, in one statement: true for the first answer, false ever after (until it has expired). */
  async claimChallenge(challenge: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.em.execute<{ challenge_hash: string }[]>(
      'insert into used_passkey_challenge (challenge_hash, expires_at) values (?, ?) on conflict (challenge_hash) do nothing returning challenge_hash',
      [sha256(challenge), expiresAt],
    );
    return rows.length === 1;
  }

  /** Forgets used challenges that have expired (they are refused by their signature's expiry anyway). */
  pruneChallenges(): Promise<number> {
    return this.em.nativeDelete(UsedPasskeyChallenge, { expiresAt: { $lt: new Date() } });
  }
}
