import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { TagRepository } from '../tag.repository';

/** Deletes a tag; the pages that carried it lose it (the pivot rows go with it). */
export const deleteTag = defineOperation({
  name: 'deleteTag',
  access: 'manage-tags',
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const tags = new TagRepository(tx.em);
      const tag = await tags.get(id, { lock: true });
      await tags.delete(tag.id);
      recordAudit(tx, { action: 'tag.deleted', subject: { type: 'tag', id }, details: { name: tag.name, isPrivate: tag.isPrivate } });
      tx.emit('tags.changed', { action: 'deleted', tagId: id, name: tag.name, isPrivate: tag.isPrivate });
      return { id };
    }),
});
