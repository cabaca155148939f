import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { TagRepository } from '../tag.repository';

/** Deletes a tag; the pages that carried it lose it (the pivot rows go with it). */
export const deleteTag = defineOperation({
  name: 'deleteTag',
  access: 'manage-tags',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const tag = await ctx.em.transactional(async (em) => {
      const tags = new TagRepository(em);
      const found = await tags.get(id, { lock: true });
      await tags.delete(found.id);
      recordAudit({ ...ctx, em }, { action: 'tag.deleted', subject: { type: 'tag', id }, details: { name: found.name, isPrivate: found.isPrivate } });
      await em.flush();
      return found;
    });
    await ctx.services.events.emit('tags.changed', { action: 'deleted', tagId: id, name: tag.name, isPrivate: tag.isPrivate });
    return { id };
  },
});
