import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { listInput } from '../site-content.inputs';
import { presentTeamMembers } from '../site-content.view';
import { TeamMemberRepository } from '../team-member.repository';

/** Active team members with their active skills named; everything for whoever manages site content. */
export const listTeamMembers = defineOperation({
  name: 'listTeamMembers',
  access: 'public',
  input: listInput,
  async run(ctx, { includeInactive }) {
    if (includeInactive) authorize(ctx, 'manage-site-content');
    return presentTeamMembers(ctx, await new TeamMemberRepository(ctx.em).list(includeInactive), includeInactive);
  },
});
