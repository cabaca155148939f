import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { siteContentChanged } from '../site-content.events';
import { idInput } from '../site-content.inputs';
import { SkillRepository } from '../skill.repository';

/** Deletes a skill; team members that had it lose it in the same transaction. */
export const deleteSkill = defineOperation({
  name: 'deleteSkill',
  access: 'manage-site-content',
  input: idInput,
  async run(ctx, { id }) {
    await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const skills = new SkillRepository(em);
      const skill = await skills.get(id);
      if (!(await skills.delete(id))) throw new CodedError('V_12', 'id', 404);
      recordAudit(tx, { action: 'skill.deleted', subject: { type: 'skill', id }, details: { name: skill.name } });
      siteContentChanged(tx, { kind: 'skill', id });
    });
    return true;
  },
});
