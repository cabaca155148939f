import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { SkillRepository } from './skill.repository';

/**
 * Every skill id must name an existing skill (V_12 on `skills`). The skills stay share-locked
 * until the transaction ends, so a concurrent deleteSkill waits and then cleans this member too.
 */
export async function requireSkills(em: EntityManager, ids: number[]): Promise<void> {
  const found = await new SkillRepository(em).findForReference(ids);
  if (found.length !== ids.length) throw new CodedError('V_12', 'skills');
}
