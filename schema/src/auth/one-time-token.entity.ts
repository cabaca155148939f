import { Entity, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** The purposes of mailed links. */
export type LinkPurpose = 'activation' | 'reset';
/**
 * Mailed links, the second step of a sign-in (`sign-in`: the challenge a password opens, answered
 * with a code), and the challenge of a passkey's registration (`passkey`).
 */
export type TokenPurpose = LinkPurpose | 'sign-in' | 'passkey';

/** An activation or password-reset link, or a sign-in's challenge. Only the token's SHA-256 is stored. */
@Entity({ tableName: 'one_time_token' })
export class OneTimeToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 16 })
  purpose!: TokenPurpose;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
