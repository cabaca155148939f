import { previewsPerViewer } from '@tessera/content-model';
import { z } from 'zod';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId, parseInput } from '../../validation/parse-input';
import { validContent, pageTypeOf, versionContentInput } from '../page-rules';
import { PageRepository } from '../page.repository';

/**
 * The editor's live preview (POST page/{id}/preview): the page's unsaved draft, sent as a store
 * sends it, checked and sanitized exactly as a store would, rendered by the site as the public
 * page would look. Nothing is stored, cached, audited or raised. Who may preview a stored draft
 * (`/_preview/{version}`: create-page) may preview an unsaved one.
 *
 * The editor asks for one at a time (debounced, stale answers dropped), so more than
 * `previewsPerViewer` under way at once is a client that does not: refused with G_02 before the
 * draft is parsed or checked, on whichever gateway process of the machine they run.
 */
export const previewPage = defineOperation({
  name: 'previewPage',
  access: 'create-page',
  input: z.object({ id: entityId(), draft: z.unknown() }).strict(),
  run: (ctx, input) =>
    ctx.services.workSlots.run('live-preview', ctx.viewer!.id, previewsPerViewer, async () => {
      const draft = parseInput(versionContentInput, input.draft);
      const page = await new PageRepository(ctx.em).get(input.id);
      // A draft posted with its version's read-only fields must be this page's.
      if (draft.pageID !== undefined && draft.pageID !== page.id) throw new CodedError('V_12', 'pageID');
      const content = validContent(ctx, pageTypeOf(ctx, page.type), draft);
      const drafts = ctx.services.drafts;
      if (!drafts) throw new Error('no site is mounted to render drafts');
      const { title, seoTitle, seoDescription, seoKeywords, seoImage, blocks, typeData } = content;
      return drafts.render({ page: { id: page.id, locale: page.locale, slug: page.slug, type: page.type }, version: { title, seoTitle, seoDescription, seoKeywords, seoImage, blocks, typeData } });
    }),
});
