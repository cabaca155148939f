import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { requireComplete } from '../page-rules';
import { emitPublished, mailRequester, markPublished } from '../publication';
import { PageRepository } from '../page.repository';

/** A reviewer accepts: the requested version is published, then the request is accepted. */
export const acceptPublication = defineOperation({
  name: 'acceptPublication',
  access: 'review-publication',
  input: z.object({ versionId: entityId(), feedback: z.string({ invalid_type_error: 'V_12' }).trim().max(2000, 'V_14').nullish() }),
  async run(ctx, input) {
    const { page, requestedBy } = await ctx.em.transactional(async (em) => {
      const pages = new PageRepository(em);
      const { request, page } = await pages.lockOpenRequestFor(input.versionId);
      requireComplete(ctx, page, request.version);
      markPublished(page, request.version);
      request.status = 'accepted';
      request.reviewedBy = ctx.viewer!.id;
      request.reviewerFeedback = input.feedback || null;
      request.decidedAt = new Date();
      page.openRequest = null;
      recordAudit({ ...ctx, em }, { action: 'page.publication-accepted', subject: { type: 'page', id: page.id }, details: { version: request.version.number } });
      await em.flush();
      return { page, requestedBy: request.requestedBy };
    });
    await emitPublished(ctx, page);
    await mailRequester(ctx, requestedBy, page, true, input.feedback ?? null);
    return { pageID: page.id, publishedVersionID: input.versionId };
  },
});
