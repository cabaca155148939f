import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { Skill } from '../site-content.entities';
import { siteContentChanged } from '../site-content.events';
import { nextPosition } from '../site-content.order';
import { skillFields } from '../site-content.inputs';
import { presentSkill } from '../site-content.view';
import { SkillRepository } from '../skill.repository';

/** Adds a skill; its name is unique regardless of case (V_06). */
export const createSkill = defineOperation({
  name: 'createSkill',
  access: 'manage-site-content',
  input: skillFields,
  async run(ctx, input) {
    const skill = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const skills = new SkillRepository(em);
      await skills.lockNames();
      if (await skills.nameTaken(input.name)) throw new CodedError('V_06', 'name');
      const created = em.create(Skill, { ...input, position: input.position ?? (await nextPosition(em, 'skill')) });
      em.persist(created);
      await em.flush();
      recordAudit(tx, { action: 'skill.created', subject: { type: 'skill', id: created.id }, details: { name: created.name } });
      siteContentChanged(tx, { kind: 'skill', id: created.id });
      return created;
    });
    return presentSkill(skill);
  },
});
