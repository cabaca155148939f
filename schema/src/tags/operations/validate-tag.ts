import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { isPrivateInput, tagNameInput } from '../tag-rules';
import { TagRepository } from '../tag.repository';

/**
 * Checks a name before it is offered as a new tag (SPEC §5): a broken rule answers with its
 * code on `tag`; a valid name says whether a tag of that visibility already has it.
 */
export const validateTag = defineOperation({
  name: 'validateTag',
  access: 'signed-in',
  tokens: ['create-page', 'manage-tags'],
  input: z.object({ tag: tagNameInput(), isPrivate: isPrivateInput() }).strict(),
  async run(ctx, { tag, isPrivate }) {
    const existing = await new TagRepository(ctx.em).findByName(isPrivate, tag);
    return { valid: true, exists: existing !== null, name: tag };
  },
});
