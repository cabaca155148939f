import { hasPermission } from '../auth/authorize';
import type { Ctx } from '../context';
import { userContacts } from '../users/user-directory';
import type { PublicationRequest } from './page.entities';
import { presentRequest, type PublicationRequestView } from './page.view';

/**
 * Requests as the reader may see them: the requester's name for everyone who may read requests
 * (as a version's author is named in its history), the e-mail only for those who review them
 * (review-publication), who may need to reach the requester. The users are read in one query.
 */
export async function presentRequests(ctx: Ctx, requests: PublicationRequest[]): Promise<PublicationRequestView[]> {
  const contacts = await userContacts(
    ctx.em,
    requests.map((request) => request.requestedBy),
  );
  const mayReach = hasPermission(ctx.viewer, 'review-publication');
  return requests.map((request) => {
    const contact = request.requestedBy === null ? undefined : contacts.get(request.requestedBy);
    return presentRequest(request, { requesterName: contact?.name ?? null, requesterEmail: mayReach ? (contact?.email ?? null) : null });
  });
}
