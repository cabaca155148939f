import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Skill } from './site-content.entities';

export class SkillRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Serialises skill name changes until the surrounding transaction ends: the unique index is
   * case-sensitive, so two requests naming "Go" and "go" at once must not both pass the check.
   */
  async lockNames(): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:skill-names'))`);
  }

  /** Whether another skill has this name, ignoring case. */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('select id from skill where lower(name) = lower(?) and id <> ? limit 1', [name, exceptId ?? 0]);
    return rows.length > 0;
  }

  /**
   * The skills with these ids, share-locked until the transaction ends, so a skill cannot be
   * deleted between a team member's check and its save.
   */
  findForReference(ids: number[]): Promise<Skill[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(Skill, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_READ });
  }

  /** Skills by id, for showing a team member's skill names. */
  findByIds(ids: number[]): Promise<Skill[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(Skill, { id: { $in: ids } });
  }

  /** Deletes the skill and takes its id out of every team member's skills; false when it was gone. */
  async delete(id: number): Promise<boolean> {
    // The row goes first: a team member save that share-locked it finishes before the clean-up reads.
    if ((await this.em.nativeDelete(Skill, { id })) === 0) return false;
    await this.em.execute(
      `update team_member set skills = coalesce((select jsonb_agg(e) from jsonb_array_elements(skills) e where e <> to_jsonb(?::int)), '[]'::jsonb)
       where skills @> jsonb_build_array(?::int)`,
      [id, id],
    );
    return true;
  }
}
