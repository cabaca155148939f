import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
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
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const tags = new TagRepository(tx.em);
      const page = await tags.page(input.pageId, { lock: true });
      const found = await tags.findManyForShare(input.tagIds);
      if (found.length !== input.tagIds.length) throw new CodedError('V_12', 'tagIds');
      const { added, removed } = await tags.replaceOnPage(page.id, input.tagIds);
      if (added.length > 0 || removed.length > 0) {
        recordAudit(tx, { action: 'page.tags-set', subject: { type: 'page', id: page.id }, details: { added, removed } });
        tx.emit('tags.changed', eventPayload(page, { action: 'page-tags-set', tagIds: found.map((tag) => tag.id), added, removed }));
      }
      return found.map(presentTag);
    }),
});
