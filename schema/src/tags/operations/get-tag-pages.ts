import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { tagPagesLimit } from '../tag-rules';
import { TagRepository } from '../tag.repository';
import { presentTagPages, type TagPagesView } from '../tag.view';

/**
 * The pages that carry a tag, by title (at most `tagPagesLimit`, with the full count), for the
 * tags screen. Any signed-in user: the page list and each page's tags, private ones included,
 * are already theirs to read, so this shows them nothing new. An unknown tag answers V_12 on `tagId`.
 */
export const getTagPages = defineOperation({
  name: 'getTagPages',
  access: 'signed-in',
  tokens: ['create-page', 'manage-tags'],
  input: z.object({ tagId: entityId() }),
  async run(ctx, { tagId }): Promise<TagPagesView> {
    const tags = new TagRepository(ctx.em);
    const tag = await tags.get(tagId, { property: 'tagId' });
    const pages = await tags.pagesOf(tag, tagPagesLimit);
    const total = await tags.countPagesOf(tag);
    return presentTagPages(pages, total);
  },
});
