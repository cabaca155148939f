import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { siteContentChanged } from '../site-content.events';
import { idInput } from '../site-content.inputs';
import { TeamMemberRepository } from '../team-member.repository';

export const deleteTeamMember = defineOperation({
  name: 'deleteTeamMember',
  access: 'manage-site-content',
  input: idInput,
  async run(ctx, { id }) {
    const member = await new TeamMemberRepository(ctx.em).get(id);
    ctx.em.remove(member);
    recordAudit(ctx, { action: 'team-member.deleted', subject: { type: 'team-member', id }, details: { name: member.name } });
    await ctx.em.flush();
    await siteContentChanged(ctx, { kind: 'team-member', id });
    return true;
  },
});
