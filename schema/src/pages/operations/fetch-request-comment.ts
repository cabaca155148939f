import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { presentRequests } from '../present-requests';

/** The latest request for a version: the requester's comment and, once decided, the feedback. */
export const fetchRequestComment = defineOperation({
  name: 'fetchRequestComment',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ versionId: entityId() }),
  async run(ctx, { versionId }) {
    const request = await new PageRepository(ctx.em).latestRequestFor(versionId);
    if (!request) throw new CodedError('V_07', 'request', 404);
    const [view] = await presentRequests(ctx, [request]);
    return view;
  },
});
