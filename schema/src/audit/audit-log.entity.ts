import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Who did what, when. The actor is a plain id (not a foreign key) with the e-mail copied in,
 * so the trail survives the actor's deletion.
 */
@Entity({ tableName: 'audit_log' })
export class AuditLog {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();

  @Index()
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  actorEmail: string | null = null;

  /** The API token the actor called with (audit entries name the token); null for a person's session. */
  @Property({ type: 'integer', nullable: true })
  tokenId: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  tokenName: string | null = null;

  @Property({ type: 'string', length: 64 })
  action!: string;

  @Property({ type: 'string', length: 32, nullable: true })
  subjectType: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  subjectId: string | null = null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
