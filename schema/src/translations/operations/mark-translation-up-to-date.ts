import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { Page } from '../../pages/page.entities';
import { entityId } from '../../validation/parse-input';
import { currentSourceVersion, loadPage, translationWithSource } from '../translation-pages';

/**
 * An editor confirms a translation reflects its source as it is now: it is then made from the
 * source's published version (else its latest), and no longer "source changed". Its content is
 * not touched. V_07 when the page is no translation.
 */
export const markTranslationUpToDate = defineOperation({
  name: 'markTranslationUpToDate',
  access: 'create-page',
  input: z.object({ pageId: entityId() }).strict(),
  async run(ctx, { pageId }): Promise<boolean> {
    const { page, source } = await translationWithSource(ctx, pageId);
    const version = currentSourceVersion(source).number;
    await inTransaction(ctx, async (tx) => {
      const locked = await loadPage(tx, page.id, 'pageId', true);
      locked.translationSourcePage = tx.em.getReference(Page, source.id);
      locked.translationSourceVersion = version;
      recordAudit(tx, { action: 'page.translation-up-to-date', subject: { type: 'page', id: page.id }, details: { source: source.id, sourceVersion: version } });
    });
    return true;
  },
});
