import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { appendVersion, checkContent, pageTypeOf, versionContentInput } from '../page-rules';
import { PageRepository } from '../page.repository';
import type { Page } from '../page.entity';
import type { PageVersion } from '../page-version.entity';

export const storeVersionInput = versionContentInput.extend({ versionId: entityId() });

/**
 * Stores edited content as a new version on top of `versionId`, the version the editor opened.
 * When someone stored in between, the store is refused with PM_02 and nothing is written: the
 * other editor's version stays, and this editor keeps their unsaved content to reapply.
 * `then` runs inside the same transaction (store-and-publish, store-and-unpublish).
 */
export async function storeOnTop(
  ctx: Ctx,
  input: z.output<typeof storeVersionInput>,
  then?: (ctx: Ctx, page: Page, version: PageVersion) => Promise<void>,
): Promise<{ page: Page; version: PageVersion }> {
  const base = await new PageRepository(ctx.em).getVersion(input.versionId);
  const content = checkContent(ctx, pageTypeOf(ctx, base.page.type), input);
  return ctx.em.transactional(async (em) => {
    const scoped = { ...ctx, em };
    const page = await new PageRepository(em).getForUpdate(base.page.id);
    if (page.latestVersion?.id !== input.versionId) throw new CodedError('PM_02', 'versionId');
    const version = await appendVersion(scoped, page, content);
    recordAudit(scoped, { action: 'page.stored', subject: { type: 'page', id: page.id }, details: { version: version.number } });
    if (then) await then(scoped, page, version);
    await em.flush();
    return { page, version };
  });
}

export const storeVersion = defineOperation({
  name: 'storeVersion',
  access: 'signed-in',
  input: storeVersionInput,
  async run(ctx, input) {
    const { page, version } = await storeOnTop(ctx, input);
    return { pageID: page.id, pageVersionID: version.id };
  },
});
