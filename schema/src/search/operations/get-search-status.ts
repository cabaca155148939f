import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { presentStatus, type SearchStatusView } from '../search.view';

/** Where removal and indexing stand, as every instance sees it (GET search/status). */
export const getSearchStatus = defineOperation({
  name: 'getSearchStatus',
  access: 'manage-search',
  input: z.object({}).strict(),
  async run(ctx): Promise<SearchStatusView> {
    const search = ctx.services.search;
    return presentStatus(await search.jobs(ctx.em).status(), search.engine.name);
  },
});
