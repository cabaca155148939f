import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { emitUnpublished, mailReviewers } from '../publication';
import { requireComplete } from '../page-rules';
import { PageRepository } from '../page.repository';
import { PublicationRequest } from '../publication-request.entity';
import { unpublishWithin } from './unpublish-page';

/**
 * Asks reviewers to publish the page's latest stored version, with a comment. As SPEC §4 says,
 * a publication request clears the page's published version: the page is off the site until a
 * reviewer accepts. One open request per page (V_07).
 */
export const requestPublication = defineOperation({
  name: 'requestPublication',
  access: 'signed-in',
  input: z.object({ id: entityId(), comment: z.string({ invalid_type_error: 'V_12' }).trim().max(2000, 'V_14').default('') }),
  async run(ctx, input) {
    const { page, request, wasPublished } = await ctx.em.transactional(async (em) => {
      const locked = await new PageRepository(em).getForUpdate(input.id);
      if (!locked.latestVersion) throw new CodedError('V_07', 'version');
      requireComplete(ctx, locked, locked.latestVersion);
      if (locked.openRequest) throw new CodedError('V_07', 'request');
      const created = em.create(PublicationRequest, {
        page: locked,
        version: locked.latestVersion,
        requestedBy: ctx.viewer!.id,
        requesterComment: input.comment,
      });
      em.persist(created);
      locked.openRequest = created;
      const unpublished = unpublishWithin({ ...ctx, em }, locked);
      recordAudit({ ...ctx, em }, { action: 'page.publication-requested', subject: { type: 'page', id: locked.id } });
      await em.flush();
      return { page: locked, request: created, wasPublished: unpublished };
    });
    if (wasPublished) await emitUnpublished(ctx, page);
    await mailReviewers(ctx, page, input.comment);
    return { requestID: request.id, pageID: page.id, publishedVersionID: null, publishedID: null };
  },
});
