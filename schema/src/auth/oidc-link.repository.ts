import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { OidcLink } from './oidc-link.entity';

export class OidcLinkRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user linked to this subject of the issuer (with their role), or null. */
  async userOf(issuer: string, subject: string): Promise<User | null> {
    const link = await this.em.findOne(OidcLink, { issuer, subject }, { populate: ['user', 'user.role'] });
    return link?.user ?? null;
  }

  /** Whether the user is linked to some subject of this issuer already. */
  async isLinked(userId: number, issuer: string): Promise<boolean> {
    return (await this.em.count(OidcLink, { user: userId, issuer })) > 0;
  }

  link(user: User, issuer: string, subject: string): void {
    this.em.persist(this.em.create(OidcLink, { user, issuer, subject, createdAt: new Date() }));
  }
}
