import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { TeamMember } from '../site-content.entities';
import { siteContentChanged } from '../site-content.events';
import { teamMemberFields } from '../site-content.inputs';
import { presentTeamMember } from '../site-content.view';
import { requireSkills } from '../team-member.rules';

export const createTeamMember = defineOperation({
  name: 'createTeamMember',
  access: 'manage-site-content',
  input: teamMemberFields,
  async run(ctx, input) {
    const member = await ctx.em.transactional(async (em) => {
      await requireSkills(em, input.skills);
      const created = em.create(TeamMember, input);
      em.persist(created);
      await em.flush();
      recordAudit({ ...ctx, em }, { action: 'team-member.created', subject: { type: 'team-member', id: created.id }, details: { name: created.name } });
      await em.flush();
      return created;
    });
    await siteContentChanged(ctx, { kind: 'team-member', id: member.id });
    return presentTeamMember(ctx, member);
  },
});
