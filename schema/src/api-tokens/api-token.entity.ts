import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A program's key to the API (`Authorization: Bearer tsr_…`). Only the token's SHA-256 is
 * stored: the token itself is shown once, when it is made. It acts for its creator with the
 * permissions it names and the creator's role still holds, and goes with the creator.
 */
@Entity({ tableName: 'api_token' })
export class ApiToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  /** The token's last four characters, so a list can tell tokens apart without holding them. */
  @Property({ type: 'string', length: 4 })
  hint!: string;

  /** Permission names (content-model's access.ts). */
  @Property({ type: 'json' })
  permissions!: string[];

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  createdBy!: User;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  /** The calls of the current minute (the per-token rate limit), counted in the one statement that checks the token. */
  @Property({ type: 'datetime' })
  windowStartedAt: Date & Opt = new Date();

  @Property({ type: 'integer' })
  windowCalls: number & Opt = 0;
}
