import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Every public tag by name: the public tag cache. */
export const fetchTags = defineOperation({
  name: 'fetchTags',
  access: 'public',
  input: z.object({}),
  async run(ctx) {
    return (await new TagRepository(ctx.em).all(false)).map(presentTag);
  },
});
