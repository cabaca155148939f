import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Ctx } from '../../context';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { emitUnpublished, markUnpublished } from '../publication';
import { PageRepository } from '../page.repository';
import type { Page } from '../page.entity';

export function unpublishWithin(ctx: Ctx, page: Page): boolean {
  const wasPublished = markUnpublished(page);
  if (wasPublished) recordAudit(ctx, { action: 'page.unpublished', subject: { type: 'page', id: page.id } });
  return wasPublished;
}

/** Takes a page off the site; needs only its id (SPEC §4). */
export const unpublishPage = defineOperation({
  name: 'unpublishPage',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const { page, wasPublished } = await ctx.em.transactional(async (em) => {
      const locked = await new PageRepository(em).getForUpdate(id);
      const changed = unpublishWithin({ ...ctx, em }, locked);
      await em.flush();
      return { page: locked, wasPublished: changed };
    });
    if (wasPublished) await emitUnpublished(ctx, page);
    return { pageID: page.id, publishedVersionID: null, publishedID: null };
  },
});
