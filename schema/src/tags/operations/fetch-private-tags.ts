import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Every private tag by name: the editors' private tag cache. */
export const fetchPrivateTags = defineOperation({
  name: 'fetchPrivateTags',
  access: 'signed-in',
  tokens: ['create-page', 'manage-tags'],
  input: z.object({}),
  async run(ctx) {
    return (await new TagRepository(ctx.em).all(true)).map(presentTag);
  },
});
