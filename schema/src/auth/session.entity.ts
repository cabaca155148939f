import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A signed-in session. The cookie holds a random token; only its SHA-256 is stored, so a copy
 * of the table cannot be replayed as cookies.
 */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
