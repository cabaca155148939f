import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Who did what, when, and from where. The actor is a plain id (not a foreign key) with the e-mail
 * copied in, so the trail survives the actor's deletion.
 *
 * The list is read newest first, `(at, id)` descending, one page after another by keyset
 * (audit-log.repository.ts); each filter has an index that hands out its rows in that order, so
 * a page costs the same at the millionth row as at the first (`npm run bench:audit-log`). An
 * action prefix and an object type alone are read along `(at, id)` or their own index, whichever
 * the planner finds fewer rows on.
 */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_at_id_index', properties: ['at', 'id'] })
@Index({ name: 'audit_log_actor_id_at_id_index', properties: ['actorId', 'at', 'id'] })
// text_pattern_ops, so that a prefix (`action like 'page.%'`) is a range of the index in any collation.
@Index({ name: 'audit_log_action_at_id_index', expression: 'create index "audit_log_action_at_id_index" on "audit_log" ("action" text_pattern_ops, "at", "id")' })
@Index({ name: 'audit_log_subject_at_id_index', properties: ['subjectType', 'subjectId', 'at', 'id'] })
// Most entries are a person's own: the tokens' index holds only the calls that came with one.
@Index({ name: 'audit_log_token_id_at_id_index', expression: 'create index "audit_log_token_id_at_id_index" on "audit_log" ("token_id", "at", "id") where "token_id" is not null' })
export class AuditLog {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();

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

  /** The caller's User-Agent header, cut to `userAgentMaxLength`: with the address, where a change came from. */
  @Property({ type: 'string', length: 256, nullable: true })
  userAgent: string | null = null;
}

export const userAgentMaxLength = 256;
