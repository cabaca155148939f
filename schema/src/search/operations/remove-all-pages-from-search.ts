import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { startSearchJob } from '../start-search-job';

/** Empties the search index, in the background (POST search/remove-all-pages). */
export const removeAllPagesFromSearch = defineOperation({
  name: 'removeAllPagesFromSearch',
  access: 'manage-search',
  input: z.object({}).strict(),
  run: (ctx) => startSearchJob(ctx, 'removal'),
});
