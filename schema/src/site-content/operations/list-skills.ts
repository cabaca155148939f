import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { listInput } from '../site-content.inputs';
import { presentSkill } from '../site-content.view';
import { SkillRepository } from '../skill.repository';

/** Active skills for everyone; inactive ones too for whoever manages site content. */
export const listSkills = defineOperation({
  name: 'listSkills',
  access: 'public',
  input: listInput,
  async run(ctx, { includeInactive }) {
    if (includeInactive) authorize(ctx, 'manage-site-content');
    return (await new SkillRepository(ctx.em).list(includeInactive)).map(presentSkill);
  },
});
