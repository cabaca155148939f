import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A user's account at an OpenID provider: the provider's `sub` is the person (an e-mail address
 * can change or be given to someone else; the subject does not). One per user and issuer.
 */
@Entity({ tableName: 'oidc_link' })
@Unique({ properties: ['issuer', 'subject'] })
@Unique({ properties: ['user', 'issuer'] })
export class OidcLink {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 255 })
  issuer!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
