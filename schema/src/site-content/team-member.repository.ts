import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { TeamMember } from './site-content.entities';

export class TeamMemberRepository {
  constructor(private readonly em: EntityManager) {}

  /** The team member, or V_12 on `id` answered as 404. */
  async get(id: number): Promise<TeamMember> {
    const member = await this.em.findOne(TeamMember, { id });
    if (!member) throw new CodedError('V_12', 'id', 404);
    return member;
  }

  list(includeInactive: boolean): Promise<TeamMember[]> {
    return this.em.find(TeamMember, includeInactive ? {} : { active: true }, { orderBy: { position: 'asc', name: 'asc', id: 'asc' } });
  }
}
