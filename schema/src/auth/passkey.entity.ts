import { BigIntType, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A user's passkey (a WebAuthn credential): its id and COSE public key as the authenticator gave
 * them at registration, and its signature counter, which must grow with every sign-in when the
 * authenticator keeps one (a cloned key shows itself by going back).
 */
@Entity({ tableName: 'passkey' })
export class Passkey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The credential id, base64url, as the browser sends it back. */
  @Property({ type: 'string', length: 1366, unique: true })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Property({ type: 'text', hidden: true })
  publicKey!: string;

  @Property({ type: new BigIntType('number') })
  counter: number & Opt = 0;

  @Property({ type: 'json' })
  transports: string[] & Opt = [];

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}

/** A sign-in challenge already answered: the challenges are signed, not stored, so only used ones are kept (until they expire). */
@Entity({ tableName: 'used_passkey_challenge' })
export class UsedPasskeyChallenge {
  @PrimaryKey({ type: 'string', length: 64 })
  challengeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
