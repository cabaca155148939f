import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/**
 * The tags on a page. Editors see public and private ones on any page; visitors only the public
 * tags of a published page, and an unpublished page does not exist for them (PM_01).
 */
export const getPageTags = defineOperation({
  name: 'getPageTags',
  access: 'public',
  input: z.object({ pageId: entityId() }),
  async run(ctx, { pageId }) {
    const tags = new TagRepository(ctx.em);
    const page = await tags.page(pageId);
    const visitor = ctx.viewer === null;
    if (visitor && !page.publishedVersion) throw new CodedError('PM_01', 'pageId');
    return (await tags.ofPage(page.id, visitor)).map(presentTag);
  },
});
