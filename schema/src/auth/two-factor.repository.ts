import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { TwoFactor } from './two-factor.entity';

export class TwoFactorRepository {
  constructor(private readonly em: EntityManager) {}

  find(userId: number): Promise<TwoFactor | null> {
    return this.em.findOne(TwoFactor, { user: userId });
  }

  async isEnabled(userId: number): Promise<boolean> {
    return (await this.em.count(TwoFactor, { user: userId, enabledAt: { $ne: null } })) > 0;
  }

  /** Starts (or starts again) a setup with a new secret; an enabled factor stays as it is. */
  async startSetup(user: User, secret: string): Promise<void> {
    const existing = await this.find(user.id);
    if (existing) {
      existing.secret = secret;
      existing.lastStep = 0;
    } else this.em.persist(this.em.create(TwoFactor, { user, secret }));
    await this.em.flush();
  }

  /**
   * Takes the code's time step if it is later than the last one taken, in one statement: of two
   * requests with the same code (a replay, or a race) exactly one wins.
   */
  async claimStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('update two_factor set last_step = ? where user_id = ? and last_step < ? returning id', [step, userId, step]);
    return rows.length === 1;
  }

  /** Uses a recovery code by its hash, in one statement: a code is taken once. */
  async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update two_factor set recovery_codes = recovery_codes - ?::text
       where user_id = ? and enabled_at is not null and jsonb_exists(recovery_codes, ?) returning id`,
      [hash, userId, hash],
    );
    return rows.length === 1;
  }

  async remove(userId: number): Promise<boolean> {
    return (await this.em.nativeDelete(TwoFactor, { user: userId })) > 0;
  }
}
