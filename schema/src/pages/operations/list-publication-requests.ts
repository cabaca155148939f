import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { PageRepository } from '../page.repository';
import { presentRequest } from '../page.view';

/** Open publication requests, oldest first (GET page/fetch-request). */
export const listPublicationRequests = defineOperation({
  name: 'listPublicationRequests',
  access: 'signed-in',
  input: z.object({}).passthrough(),
  async run(ctx) {
    return (await new PageRepository(ctx.em).openRequests()).map(presentRequest);
  },
});
