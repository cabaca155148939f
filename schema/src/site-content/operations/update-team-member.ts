import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { requireLibraryImage } from '../site-content.rules';
import { entityId } from '../../validation/parse-input';
import { siteContentChanged } from '../site-content.events';
import { changesOf, teamMemberFields } from '../site-content.inputs';
import { presentTeamMember } from '../site-content.view';
import { requireSkills } from '../team-member.rules';
import { TeamMemberRepository } from '../team-member.repository';

/** Fields left out stay as they are; null clears an optional one. */
export const updateTeamMember = defineOperation({
  name: 'updateTeamMember',
  access: 'manage-site-content',
  input: teamMemberFields.partial().extend({ id: entityId() }),
  async run(ctx, input) {
    const changes = changesOf(input);
    const member = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const member = await new TeamMemberRepository(em).get(input.id);
      if (changes.skills) await requireSkills(em, changes.skills);
      await requireLibraryImage(tx, changes.image);
      em.assign(member, changes);
      recordAudit(tx, { action: 'team-member.updated', subject: { type: 'team-member', id: member.id }, details: { changed: Object.keys(changes) } });
      siteContentChanged(tx, { kind: 'team-member', id: member.id });
      return member;
    });
    return presentTeamMember(ctx, member);
  },
});
