import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { userContacts } from '../../users/user-directory';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentRequest, type ReusableBlockRequestView } from '../reusable-block.view';

export interface ReusableBlockRequestListItem extends ReusableBlockRequestView {
  blockID: number;
  blockName: string;
  blockType: string;
  requesterName: string | null;
  /** Only for those who review requests (review-publication), as a page request's. */
  requesterEmail: string | null;
}

/** Open requests to publish reusable blocks, oldest first (the publication requests screen). */
export const listReusableBlockRequests = defineOperation({
  name: 'listReusableBlockRequests',
  access: 'create-page',
  input: z.object({}).strict(),
  async run(ctx): Promise<ReusableBlockRequestListItem[]> {
    const requests = await new ReusableBlockRepository(ctx.em).openRequests();
    const contacts = await userContacts(
      ctx.em,
      requests.map((request) => request.requestedBy),
    );
    const mayReach = hasPermission(ctx.viewer, 'review-publication');
    return requests.map((request) => {
      const contact = request.requestedBy === null ? undefined : contacts.get(request.requestedBy);
      return {
        ...presentRequest(request),
        blockID: request.block.id,
        blockName: request.block.name,
        blockType: request.block.type,
        requesterName: contact?.name ?? null,
        requesterEmail: mayReach ? (contact?.email ?? null) : null,
      };
    });
  },
});
