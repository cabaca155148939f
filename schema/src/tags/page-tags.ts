import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { eventPayload } from '../pages/page-rules';
import type { Page } from '../pages/page.entities';
import { entityId } from '../validation/parse-input';
import type { Tag } from './tag.entity';
import { pageTagLimit } from './tag-rules';
import { TagRepository } from './tag.repository';

/*
 * What the pages feature may ask of the tags feature: give a page exactly these tags, inside the
 * page's own unit of work (setPageTags, and the editor's commitPageEdit).
 */

/** The tags a page is to carry: ids, each once. */
export const pageTagIdsInput = () =>
  z
    .array(entityId())
    .max(pageTagLimit, 'V_14')
    .transform((ids) => [...new Set(ids)]);

/**
 * Makes the page (held locked by the caller, so two saves queue up) carry exactly these tags.
 * The tags are held so none is deleted between the check and the write; an id that names no tag
 * is V_12 on `tagIds`. A change is audited and raises `tags.changed`.
 */
export async function replacePageTags(tx: TxCtx, page: Page, tagIds: number[]): Promise<Tag[]> {
  const tags = new TagRepository(tx.em);
  const found = await tags.findManyForShare(tagIds);
  if (found.length !== tagIds.length) throw new CodedError('V_12', 'tagIds');
  const { added, removed } = await tags.replaceOnPage(page.id, tagIds);
  if (added.length > 0 || removed.length > 0) {
    recordAudit(tx, { action: 'page.tags-set', subject: { type: 'page', id: page.id }, details: { added, removed } });
    tx.emit('tags.changed', eventPayload(page, { action: 'page-tags-set', tagIds: found.map((tag) => tag.id), added, removed }));
  }
  return found;
}
