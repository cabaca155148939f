import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { MailMessage } from './mailer';

/**
 * A message waiting to be sent. Operations write it in their transaction (a rollback leaves
 * none); MailOutbox sends it after the commit, retrying with backoff while the server fails.
 */
@Entity({ tableName: 'mail_outbox' })
export class OutboxMail {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'json' })
  message!: MailMessage;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  /** When a sender may take it next: now for a new message, later after a failure or while one holds it. */
  @Index()
  @Property({ type: 'datetime' })
  nextAttemptAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** Set when every attempt failed; the message stays for an administrator to read. */
  @Property({ type: 'datetime', nullable: true })
  failedAt: Date | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: string | null = null;
}
