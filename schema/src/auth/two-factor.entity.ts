import { Entity, OneToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A user's second factor: a TOTP secret (RFC 6238) and the hashes of their recovery codes.
 * `enabledAt` is null while the setup waits for its first code. `lastStep` is the time step of
 * the last code accepted, so a code is never taken twice, also within its window.
 */
@Entity({ tableName: 'two_factor' })
export class TwoFactor {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: true })
  user!: User;

  /** Base32, as authenticator apps take it. */
  @Property({ type: 'string', length: 64, hidden: true })
  secret!: string;

  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  @Property({ type: 'integer' })
  lastStep: number & Opt = 0;

  /** SHA-256 of each unused recovery code. */
  @Property({ type: 'json', hidden: true })
  recoveryCodes: string[] & Opt = [];

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
