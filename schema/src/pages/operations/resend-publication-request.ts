import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { mailReviewers } from '../publication';
import { PageRepository } from '../page.repository';

/** Sends an open request to the reviewers again. */
export const resendPublicationRequest = defineOperation({
  name: 'resendPublicationRequest',
  access: 'signed-in',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const page = await new PageRepository(ctx.em).get(id);
    const request = page.openRequest;
    if (!request) throw new CodedError('V_07', 'request');
    request.sentAt = new Date();
    recordAudit(ctx, { action: 'page.publication-resent', subject: { type: 'page', id: page.id } });
    await ctx.em.flush();
    await mailReviewers(ctx, page, request.requesterComment);
    return { requestID: request.id };
  },
});
