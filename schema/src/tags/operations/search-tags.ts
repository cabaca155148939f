import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { tagSearchLimit, tagSearchTermInput } from '../tag-rules';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Public tags whose name contains the term, for the site's and the editors' pickers. */
export const searchTags = defineOperation({
  name: 'searchTags',
  access: 'public',
  input: z.object({ term: tagSearchTermInput() }).strict(),
  async run(ctx, { term }) {
    return (await new TagRepository(ctx.em).search(false, term, tagSearchLimit)).map(presentTag);
  },
});
