import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { startSearchJob } from '../start-search-job';

/** Rebuilds the search index from every published page, in the background (POST search/index-all-pages). */
export const indexAllPagesForSearch = defineOperation({
  name: 'indexAllPagesForSearch',
  access: 'manage-search',
  input: z.object({}).strict(),
  run: (ctx) => startSearchJob(ctx, 'indexing'),
});
