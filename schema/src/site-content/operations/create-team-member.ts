import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { requireLibraryImage } from '../site-content.rules';
import { TeamMember } from '../site-content.entities';
import { siteContentChanged } from '../site-content.events';
import { nextPosition } from '../site-content.order';
import { teamMemberFields } from '../site-content.inputs';
import { presentTeamMember } from '../site-content.view';
import { requireSkills } from '../team-member.rules';

export const createTeamMember = defineOperation({
  name: 'createTeamMember',
  access: 'manage-site-content',
  input: teamMemberFields,
  async run(ctx, input) {
    const member = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      await requireSkills(em, input.skills);
      await requireLibraryImage(tx, input.image);
      const created = em.create(TeamMember, { ...input, position: input.position ?? (await nextPosition(em, 'team-member')) });
      em.persist(created);
      await em.flush();
      recordAudit(tx, { action: 'team-member.created', subject: { type: 'team-member', id: created.id }, details: { name: created.name } });
      siteContentChanged(tx, { kind: 'team-member', id: created.id });
      return created;
    });
    return presentTeamMember(ctx, member);
  },
});
