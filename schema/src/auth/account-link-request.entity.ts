import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A forgot-password request not yet worked through (account-link-requests.ts). Answering one
 * only records the address typed, whatever it is, so the answer takes the same time whether or
 * not the address has an account; looking it up, issuing a token and queueing the mail come
 * after, in the background.
 */
@Entity({ tableName: 'account_link_request' })
export class AccountLinkRequest {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The requester's address, for the audit entry written when the request is worked through. */
  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
