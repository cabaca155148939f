import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { tagSearchLimit, tagSearchTermInput } from '../tag-rules';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Private tags whose name contains the term; editors only. */
export const searchPrivateTags = defineOperation({
  name: 'searchPrivateTags',
  access: 'signed-in',
  tokens: ['create-page', 'manage-tags'],
  input: z.object({ term: tagSearchTermInput() }).strict(),
  async run(ctx, { term }) {
    return (await new TagRepository(ctx.em).search(true, term, tagSearchLimit)).map(presentTag);
  },
});
