import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { PageRepository } from '../page.repository';
import { presentRequests } from '../present-requests';

/** Open publication requests, oldest first, with who asked (GET page/fetch-request). */
export const listPublicationRequests = defineOperation({
  name: 'listPublicationRequests',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({}).passthrough(),
  async run(ctx) {
    return presentRequests(ctx, await new PageRepository(ctx.em).openRequests());
  },
});
