import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { siteSettings } from '../../settings/site-settings';
import { isPageSlug, publicPath } from '@tessera/read-model';
import { PageRepository } from '../page.repository';

/**
 * The published translations of a page, with the path the locale switch goes to (SPEC §2); not
 * one whose slug (from before the names were reserved) is a path the site does not serve.
 */
export const getSiblingSlugs = defineOperation({
  name: 'getSiblingSlugs',
  access: 'public',
  input: z.object({ pageID: entityId() }),
  async run(ctx, { pageID }) {
    const pages = new PageRepository(ctx.em);
    const page = await pages.get(pageID);
    const { defaultLocale } = await siteSettings(ctx);
    return (await pages.translations(page.translationGroup))
      .filter((p) => p.publishedVersion && isPageSlug(p.slug))
      .map((p) => ({ pageID: p.id, locale: p.locale, slug: p.slug, path: publicPath(p.locale, p.slug, defaultLocale) }));
  },
});
