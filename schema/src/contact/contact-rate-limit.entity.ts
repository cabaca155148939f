import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Contact form submissions per client in the current window, in PostgreSQL so the limit holds across instances. */
@Entity({ tableName: 'contact_rate_limit' })
export class ContactRateLimit {
  /** The client's IPv4 address, or the /64 prefix of its IPv6 address (see contact-client.ts). */
  @PrimaryKey({ type: 'string', length: 64 })
  clientKey!: string;

  @Property({ type: 'integer' })
  submissions: number & Opt = 0;

  @Property({ type: 'datetime' })
  windowStartedAt: Date & Opt = new Date();
}
