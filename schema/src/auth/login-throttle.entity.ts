import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Failed sign-ins per e-mail, kept in PostgreSQL so a lockout holds across restarts and instances. */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'integer' })
  failures: number & Opt = 0;

  @Property({ type: 'datetime' })
  windowStartedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;
}
