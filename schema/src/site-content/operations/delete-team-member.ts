import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { siteContentChanged } from '../site-content.events';
import { idInput } from '../site-content.inputs';
import { TeamMemberRepository } from '../team-member.repository';

export const deleteTeamMember = defineOperation({
  name: 'deleteTeamMember',
  access: 'manage-site-content',
  input: idInput,
  async run(ctx, { id }) {
    await inTransaction(ctx, async (tx) => {
      const member = await new TeamMemberRepository(tx.em).get(id);
      tx.em.remove(member);
      recordAudit(tx, { action: 'team-member.deleted', subject: { type: 'team-member', id }, details: { name: member.name } });
      siteContentChanged(tx, { kind: 'team-member', id });
    });
    return true;
  },
});
