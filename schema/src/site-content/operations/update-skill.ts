import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { siteContentChanged } from '../site-content.events';
import { changesOf, skillFields } from '../site-content.inputs';
import { presentSkill } from '../site-content.view';
import { SkillRepository } from '../skill.repository';

/** Renames, reorders or (de)activates a skill; fields left out stay as they are. */
export const updateSkill = defineOperation({
  name: 'updateSkill',
  access: 'manage-site-content',
  input: skillFields.partial().extend({ id: entityId() }),
  async run(ctx, input) {
    const changes = changesOf(input);
    const skill = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const skills = new SkillRepository(em);
      if (changes.name !== undefined) await skills.lockNames();
      const skill = await skills.get(input.id);
      if (changes.name !== undefined && (await skills.nameTaken(changes.name, skill.id))) throw new CodedError('V_06', 'name');
      em.assign(skill, changes);
      recordAudit(tx, { action: 'skill.updated', subject: { type: 'skill', id: skill.id }, details: { changed: Object.keys(changes) } });
      siteContentChanged(tx, { kind: 'skill', id: skill.id });
      return skill;
    });
    return presentSkill(skill);
  },
});
