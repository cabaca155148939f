import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { requireComplete } from '../page-rules';
import { emitPublished, markPublished } from '../publication';
import { PageRepository } from '../page.repository';
import type { Page } from '../page.entity';
import type { PageVersion } from '../page-version.entity';

/** Publishes a version inside the caller's transaction; an open request is settled as accepted. */
export async function publishWithin(ctx: Ctx, page: Page, version: PageVersion): Promise<void> {
  requireComplete(ctx, page, version);
  markPublished(page, version);
  const request = page.openRequest;
  if (request) {
    request.status = 'accepted';
    request.reviewedBy = ctx.viewer && ctx.viewer.id > 0 ? ctx.viewer.id : null;
    request.decidedAt = new Date();
    page.openRequest = null;
  }
  recordAudit(ctx, { action: 'page.published', subject: { type: 'page', id: page.id }, details: { version: version.number } });
}

/** Publishes the latest version directly (permission publish-page). */
export const publishPage = defineOperation({
  name: 'publishPage',
  access: 'publish-page',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const page = await ctx.em.transactional(async (em) => {
      const locked = await new PageRepository(em).getForUpdate(id);
      if (!locked.latestVersion) throw new CodedError('V_07', 'version');
      await publishWithin({ ...ctx, em }, locked, locked.latestVersion);
      await em.flush();
      return locked;
    });
    await emitPublished(ctx, page);
    return { pageID: page.id, publishedVersionID: page.publishedVersion!.id };
  },
});
