import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { mailRequester } from '../publication';
import { PageRepository } from '../page.repository';

/** A reviewer rejects with feedback; the requester is told by e-mail. */
export const rejectPublication = defineOperation({
  name: 'rejectPublication',
  access: 'review-publication',
  input: z.object({
    versionId: entityId(),
    feedback: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_01').max(2000, 'V_14'),
  }),
  async run(ctx, input) {
    const { page, requestedBy } = await ctx.em.transactional(async (em) => {
      const pages = new PageRepository(em);
      const { request, page } = await pages.lockOpenRequestFor(input.versionId);
      request.status = 'rejected';
      request.reviewedBy = ctx.viewer!.id;
      request.reviewerFeedback = input.feedback;
      request.decidedAt = new Date();
      page.openRequest = null;
      recordAudit({ ...ctx, em }, { action: 'page.publication-rejected', subject: { type: 'page', id: page.id } });
      await em.flush();
      return { page, requestedBy: request.requestedBy };
    });
    await mailRequester(ctx, requestedBy, page, false, input.feedback);
    return { pageID: page.id };
  },
});
