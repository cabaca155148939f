import { checkContent, type ContentWarning } from '@tessera/content-model';
import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { countOtherPagesTitled } from '../title-duplicates';

/** The content checks of one version (GET page/version/{id}/checks). */
export interface PageVersionChecksView {
  versionID: number;
  pageID: number;
  warnings: ContentWarning[];
}

/**
 * Content checks before publishing: the warnings content-model's `checkContent` gives on the
 * stored version (the editor runs the same live), and `title-duplicate` when another page of the
 * locale has the same title. They warn; nothing here refuses a publication. Anyone who may read
 * the version may read its checks (signed in, as `fetchVersion`); an unknown version is PM_01.
 */
export const pageVersionChecks = defineOperation({
  name: 'pageVersionChecks',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ versionId: entityId() }),
  async run(ctx, { versionId }): Promise<PageVersionChecksView> {
    const version = await new PageRepository(ctx.em).getVersion(versionId);
    const page = version.page;
    const warnings = checkContent(version, ctx.services.config.blockTypes, { locale: page.locale });
    const duplicates = await countOtherPagesTitled(ctx.em, page.locale, version.title, page.id);
    if (duplicates > 0) warnings.push({ code: 'title-duplicate', path: 'title', params: { count: duplicates } });
    return { versionID: version.id, pageID: page.id, warnings };
  },
});
