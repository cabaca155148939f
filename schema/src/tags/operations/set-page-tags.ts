import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { eventPayload } from '../../pages/page-rules';
import { entityId } from '../../validation/parse-input';
import { pageTagLimit } from '../tag-rules';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/**
 * Replaces the tags of a page with exactly these. The page is locked so two editors' saves
 * queue up, and the tags are held so none is deleted between the check and the write.
 */
export const setPageTags = defineOperation({
  name: 'setPageTags',
  access: 'signed-in',
  input: z.object({
    pageId: entityId(),
    tagIds: z
      .array(entityId())
      .max(pageTagLimit, 'V_14')
      .transform((ids) => [...new Set(ids)]),
  }),
  async run(ctx, input) {
    const result = await ctx.em.transactional(async (em) => {
      const tags = new TagRepository(em);
      const page = await tags.page(input.pageId, { lock: true });
      const found = await tags.findManyForShare(input.tagIds);
      if (found.length !== input.tagIds.length) throw new CodedError('V_12', 'tagIds');
      const { added, removed } = await tags.replaceOnPage(page.id, input.tagIds);
      const changed = added.length > 0 || removed.length > 0;
      if (changed) {
        recordAudit({ ...ctx, em }, { action: 'page.tags-set', subject: { type: 'page', id: page.id }, details: { added, removed } });
        await em.flush();
      }
      return { page, found, added, removed, changed };
    });
    if (result.changed) {
      await ctx.services.events.emit(
        'tags.changed',
        eventPayload(result.page, { action: 'page-tags-set', tagIds: result.found.map((tag) => tag.id), added: result.added, removed: result.removed }),
      );
    }
    return result.found.map(presentTag);
  },
});
