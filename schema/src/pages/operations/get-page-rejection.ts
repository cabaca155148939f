import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { userContact } from '../../users/user-directory';
import { entityId } from '../../validation/parse-input';
import type { Page, PublicationRequest } from '../page.entities';
import { PageRepository } from '../page.repository';
import { presentRejection, type PageRejectionView } from '../page.view';

/** A rejection stays the last word until the page is requested again (a newer request) or published. */
function isLastWord(page: Page, request: PublicationRequest): boolean {
  return request.status === 'rejected' && !(page.publishedAt && request.decidedAt && page.publishedAt > request.decidedAt);
}

/**
 * The reviewer's feedback on the page's latest request, when that request was rejected and
 * nothing has happened since (GET page/{id}/rejection): the requester learns on the page what to
 * change, besides the mail. Anyone who may read the page may read it; null when there is none.
 */
export const getPageRejection = defineOperation({
  name: 'getPageRejection',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ pageID: entityId() }),
  async run(ctx, { pageID }): Promise<PageRejectionView | null> {
    const pages = new PageRepository(ctx.em);
    const page = await pages.get(pageID);
    const request = await pages.latestRequestOf(page.id);
    if (!request || !isLastWord(page, request)) return null;
    const reviewer = request.reviewedBy === null ? null : await userContact(ctx.em, request.reviewedBy);
    return presentRejection(request, reviewer?.name ?? null);
  },
});
