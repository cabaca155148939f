import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { hasPermission } from '../../auth/authorize';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';

/** Withdraws an open request: its requester may, and so may a reviewer. */
export const revokePublicationRequest = defineOperation({
  name: 'revokePublicationRequest',
  access: 'signed-in',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    return ctx.em.transactional(async (em) => {
      const page = await new PageRepository(em).getForUpdate(id);
      const request = page.openRequest;
      if (!request) throw new CodedError('V_07', 'request');
      if (request.requestedBy !== ctx.viewer!.id && !hasPermission(ctx.viewer, 'review-publication')) throw new CodedError('UM_01');
      request.status = 'revoked';
      request.decidedAt = new Date();
      page.openRequest = null;
      recordAudit({ ...ctx, em }, { action: 'page.publication-revoked', subject: { type: 'page', id: page.id } });
      await em.flush();
      return { requestID: request.id };
    });
  },
});
