import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { pageTagIdsInput, replacePageTags } from '../page-tags';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Replaces the tags of a page with exactly these. */
export const setPageTags = defineOperation({
  name: 'setPageTags',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ pageId: entityId(), tagIds: pageTagIdsInput() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const page = await new TagRepository(tx.em).page(input.pageId, { lock: true });
      return (await replacePageTags(tx, page, input.tagIds)).map(presentTag);
    }),
});
