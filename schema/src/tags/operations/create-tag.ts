import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { claimTagName } from '../tag-names';
import { isPrivateInput, tagNameInput } from '../tag-rules';
import { Tag } from '../tag.entity';
import { TagRepository } from '../tag.repository';
import { presentTag } from '../tag.view';

/** Adds a public or private tag; its name is unique, ignoring case, within its visibility. */
export const createTag = defineOperation({
  name: 'createTag',
  access: 'manage-tags',
  input: z.object({ name: tagNameInput(), isPrivate: isPrivateInput() }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      await claimTagName(new TagRepository(tx.em), input.isPrivate, input.name);
      const tag = tx.em.create(Tag, { name: input.name, isPrivate: input.isPrivate });
      try {
        await tx.em.flush();
      } catch (error) {
        // claimTagName checks under a lock; the unique index on lower(name) is the last word.
        if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'name');
        throw error;
      }
      recordAudit(tx, { action: 'tag.created', subject: { type: 'tag', id: tag.id }, details: { name: tag.name, isPrivate: tag.isPrivate } });
      tx.emit('tags.changed', { action: 'created', tagId: tag.id, name: tag.name, isPrivate: tag.isPrivate });
      return presentTag(tag);
    }),
});
