import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { inTransaction, type TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { entityId } from '../validation/parse-input';
import { appendVersion, validContent, pageTypeOf, versionContentInput, versionReadBackRefusals } from './page-rules';
import { PageRepository } from './page.repository';
import type { Page, PageVersion } from './page.entities';

export const storeVersionInput = versionContentInput.extend({ versionId: entityId() });

/** Content `validContent` accepted: what `storeContent` appends. */
export type ValidContent = ReturnType<typeof validContent>;

/**
 * PM_02 unless `versionId`, the version the editor opened, is still the page's latest (the caller
 * holds the page locked): someone stored in between, and their version must not be overwritten.
 */
export function requireLatest(page: Page, versionId: number): void {
  if (page.latestVersion?.id !== versionId) throw new CodedError('PM_02', 'versionId');
}

/** Appends checked content as the page's new latest version, with its audit row. */
export async function storeContent(tx: TxCtx, page: Page, content: ValidContent): Promise<PageVersion> {
  const version = await appendVersion(tx, page, content);
  recordAudit(tx, { action: 'page.stored', subject: { type: 'page', id: page.id }, details: { version: version.number } });
  return version;
}

/**
 * Stores edited content as a new version on top of `versionId`, the version the editor opened.
 * When someone stored in between, the store is refused with PM_02 and nothing is written: the
 * other editor's version stays, and this editor keeps their unsaved content to reapply.
 * `then` runs in the same unit of work (store-and-publish, store-and-unpublish).
 */
export async function storeOnTop(
  ctx: Ctx,
  input: z.output<typeof storeVersionInput>,
  then?: (tx: TxCtx, page: Page, version: PageVersion) => Promise<unknown>,
): Promise<{ page: Page; version: PageVersion }> {
  const base = await new PageRepository(ctx.em).getVersion(input.versionId);
  const readBack = versionReadBackRefusals(input, base);
  if (readBack.length > 0) throw new CodedError(readBack);
  const content = validContent(ctx, pageTypeOf(ctx, base.page.type), input);
  return inTransaction(ctx, async (tx) => {
    const page = await new PageRepository(tx.em).getForUpdate(base.page.id);
    requireLatest(page, input.versionId);
    const version = await storeContent(tx, page, content);
    await then?.(tx, page, version);
    return { page, version };
  });
}
