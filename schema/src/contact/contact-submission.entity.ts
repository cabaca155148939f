import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A message a visitor sent with the site's contact form, kept as typed (plain text: whoever shows
 * it escapes it). Rows older than the retention period are pruned (prune-contact-state.ts).
 */
@Entity({ tableName: 'contact_submission' })
export class ContactSubmission {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The locale of the page the form was sent from. */
  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
