import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { automaticRedirects } from '../../pages/redirect-facts';
import { siteSettings } from '../../settings/site-settings';
import { pageIndex, pageSize } from '../../validation/parse-input';
import { RedirectRepository } from '../redirect.repository';
import { presentAutomatic, presentRedirect, type RedirectView } from '../redirect.view';

/**
 * The redirects whose from or to contains the term: the manual ones first (by from path), then
 * the automatic ones slug changes left (read-only), one paged list.
 */
export const listRedirects = defineOperation({
  name: 'listRedirects',
  access: 'manage-redirects',
  input: z.object({
    search: z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string({ invalid_type_error: 'V_12' }).max(1024, 'V_14')),
    pageIndex: pageIndex(),
    pageSize: pageSize(),
  }),
  async run(ctx, input): Promise<{ total: number; items: RedirectView[] }> {
    const term = input.search.trim();
    const offset = input.pageIndex * input.pageSize;
    const manual = await new RedirectRepository(ctx.em).search(term, offset, input.pageSize);
    const left = input.pageSize - manual.items.length;
    const automatic = await automaticRedirects(ctx.em, term, Math.max(0, offset - manual.total), left);
    const { defaultLocale } = await siteSettings(ctx);
    return {
      total: manual.total + automatic.total,
      items: [...manual.items.map(presentRedirect), ...automatic.rows.map((row) => presentAutomatic(row, defaultLocale))],
    };
  },
});
