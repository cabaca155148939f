import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
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
  async run(ctx, input) {
    const tag = await ctx.em.transactional(async (em) => {
      await claimTagName(new TagRepository(em), input.isPrivate, input.name);
      const created = em.create(Tag, { name: input.name, isPrivate: input.isPrivate });
      try {
        await em.flush();
      } catch (error) {
        // claimTagName checks under a lock; the unique index on lower(name) is the last word.
        if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'name');
        throw error;
      }
      recordAudit({ ...ctx, em }, { action: 'tag.created', subject: { type: 'tag', id: created.id }, details: { name: created.name, isPrivate: created.isPrivate } });
      await em.flush();
      return created;
    });
    await ctx.services.events.emit('tags.changed', { action: 'created', tagId: tag.id, name: tag.name, isPrivate: tag.isPrivate });
    return presentTag(tag);
  },
});
