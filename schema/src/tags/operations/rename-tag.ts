import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { claimTagName } from '../tag-names';
import { tagNameInput } from '../tag-rules';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Renames a tag on every page that carries it; a tag may change the case of its own name. */
export const renameTag = defineOperation({
  name: 'renameTag',
  access: 'manage-tags',
  input: z.object({ id: entityId(), name: tagNameInput() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const tags = new TagRepository(tx.em);
      const tag = await tags.get(input.id, { lock: true });
      const previousName = tag.name;
      if (previousName === input.name) return presentTag(tag);
      await claimTagName(tags, tag.isPrivate, input.name, tag.id);
      tag.name = input.name;
      recordAudit(tx, { action: 'tag.renamed', subject: { type: 'tag', id: tag.id }, details: { from: previousName, to: tag.name } });
      tx.emit('tags.changed', { action: 'renamed', tagId: tag.id, name: tag.name, previousName, isPrivate: tag.isPrivate });
      return presentTag(tag);
    }),
});
